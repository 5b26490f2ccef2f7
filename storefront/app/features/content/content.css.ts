import { vars } from '@city/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const detailGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 1281px)': { gridTemplateColumns: '2fr 1fr' },
  },
});

export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
});

export const prose = style({ maxWidth: vars.size.readingMax });
globalStyle(`${prose} a`, { color: vars.color.text.link });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });

export const facets = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
  border: 0,
  margin: 0,
});

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const checkboxRow = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
});

/** The look of the page's primary action, for its links (buy, back home, all events). */
const primaryAction = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand.base,
  color: vars.color.brand.onBase,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brand.hover },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: vars.borderWidth.thin,
    },
  },
});

export const buyLink = style([
  primaryAction,
  { display: 'inline-flex', alignItems: 'center', textDecoration: 'none', justifySelf: 'start' },
]);

export const section = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xl });

export const calendarLink = style({
  color: vars.color.text.link,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
});
