import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

/*
 * While the shop prices the cart, its summary keeps the box of the priced one: the lines and the
 * summary are laid out, unseen and without their amounts, under the status that says they are
 * being calculated. When the prices come nothing below them moves (in English the form moved
 * down by 46 px as the summary took the status's place: CLS 0.017 on a phone). The same elements
 * stay in place when the prices come: only their amounts and visibility change.
 */
export const pending = style({
  position: 'relative',
});

/** The lines and the summary, spaced as the page's sections. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The priced summary's layout, not shown, announced or focused. */
export const placeholder = style([summary, { visibility: 'hidden' }]);

/** The status over the box the summary will fill. */
export const status = style({
  position: 'absolute',
  inset: 0,
});
