import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  selectors: {
    [`${list} &`]: { textDecorationLine: 'underline', textUnderlineOffset: vars.space.xxs },
    [`${list} &[data-hovered], html[data-static] ${list} &:hover`]: {
      textDecorationThickness: vars.borderWidth.thick,
    },
  },
});

export const text = style({ margin: 0 });
