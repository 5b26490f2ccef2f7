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

/** A page's primary action (a Link drawn as a button) keeps its own width in a grid column. */
export const action = style({ justifySelf: 'start' });

export const section = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xl });
