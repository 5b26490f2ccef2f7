import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const icon = style({ color: vars.color.brand.base, flex: '0 0 auto' });
export const big = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontVariantNumeric: 'tabular-nums',
});
