import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.primary,
});

/** Compact lines (cards): one size for every line, the weight of the surrounding text. */
export const small = style({
  gap: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: 'inherit',
  color: 'inherit',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const icon = style({
  flex: '0 0 auto',
  marginBlockStart: '0.15em',
  color: vars.color.brand.base,
});

export const secondary = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const past = style({ color: vars.color.text.secondary });

export const time = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
