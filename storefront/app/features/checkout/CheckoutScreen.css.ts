import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

/*
 * While the shop prices the cart, its summary keeps the box of the priced one: the lines and the
 * summary are laid out, unseen and without their amounts, under the status that says they are
 * being calculated. When the prices come nothing below them moves (in English the form moved
 * down by 46 px as the summary took the status's place: CLS 0.017 on a phone).
 */
export const pending = style({
  position: 'relative',
});

/** The priced summary's layout (spaced as the page's sections), not shown, announced or focused. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  visibility: 'hidden',
});

/** The status over the box the summary will fill. */
export const status = style({
  position: 'absolute',
  inset: 0,
});
