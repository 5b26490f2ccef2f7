import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const price = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  rowGap: 0,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const amount = styleVariants({
  sm: {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.sm,
    fontWeight: vars.fontWeight.bold,
  },
  md: {
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
    fontWeight: vars.fontWeight.bold,
  },
  lg: {
    fontSize: vars.fontSize.xl,
    lineHeight: vars.lineHeight.xl,
    fontWeight: vars.fontWeight.bold,
  },
});

export const original = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
  textDecorationLine: 'line-through',
  textDecorationThickness: vars.borderWidth.thin,
});

export const discounted = style({ color: vars.color.critical.base });

export const unit = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});
