import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});

/** A code to keep or read out (gift card, pass): monospaced, selectable as a whole. */
export const code = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  userSelect: 'all',
});

export const details = style({ color: vars.color.text.secondary });
