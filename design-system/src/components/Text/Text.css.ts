import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = [
  'primary',
  'secondary',
  'inverse',
  'brand',
  'critical',
  'positive',
  'inherit',
] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textAligns = ['start', 'center', 'end'] as const;
export type TextAlign = (typeof textAligns)[number];

export const base = style({
  margin: 0,
  fontFamily: vars.font.body,
  overflowWrap: 'break-word',
});

export const size = styleVariants(
  Object.fromEntries(
    textSizes.map((step) => [
      step,
      { fontSize: vars.fontSize[step], lineHeight: vars.lineHeight[step] },
    ]),
  ) as Record<TextSize, { fontSize: string; lineHeight: string }>,
);

export const tone = styleVariants({
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  inverse: { color: vars.color.text.inverse },
  brand: { color: vars.color.brand.base },
  critical: { color: vars.color.critical.base },
  positive: { color: vars.color.positive.base },
  inherit: { color: 'inherit' },
} satisfies Record<TextTone, object>);

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
} satisfies Record<TextWeight, object>);

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const satisfies Record<TextAlign, object>);

/** Cuts the text after a number of lines with an ellipsis. */
export const clamp = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4 }, (lines) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
}));
