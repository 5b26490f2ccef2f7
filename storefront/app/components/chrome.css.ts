import { vars } from '@city/tokens';
import { media } from '@city/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  color: vars.color.text.primary,
  textDecoration: 'none',
  minHeight: vars.size.tapTarget,
  display: 'inline-flex',
  alignItems: 'center',
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const main = style({
  display: 'block',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  minHeight: '60vh',
  outline: 'none',
});

export const footer = style({
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const footerInner = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, 1fr)' },
  },
});

export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const footerLink = style({
  color: vars.color.text.inverse,
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.text.inverse}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const endText = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });
globalStyle(`${endText} a`, { color: vars.color.text.inverse });

export const prefooter = style({ padding: `${vars.space.xl} ${vars.space.md}` });

export const prefooterInner = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
});

export const cardsGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

/** Exactly three cards stack vertically (spec section 9). */
export const cardsVertical = style({
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr' },
    [media.desktop]: { gridTemplateColumns: '1fr' },
  },
});

export const logos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

export const sectionTheme = {
  visita: style({
    background: vars.color.section.visita.background,
    color: vars.color.section.visita.foreground,
  }),
  convention: style({
    background: vars.color.section.convention.background,
    color: vars.color.section.convention.foreground,
  }),
  trade: style({
    background: vars.color.section.trade.background,
    color: vars.color.section.trade.foreground,
  }),
  scuole: style({
    background: vars.color.section.scuole.background,
    color: vars.color.section.scuole.foreground,
  }),
  press: style({
    background: vars.color.section.press.background,
    color: vars.color.section.press.foreground,
  }),
};

export const prose = style({ maxWidth: vars.size.readingMax });
globalStyle(`${prose} a`, { color: vars.color.text.link });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Links on the coloured pre-footer take its foreground colour. */
export const prefooterLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.tapTarget,
  minWidth: vars.size.tapTarget,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid currentColor`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});
