import { style } from '@vanilla-extract/css';

/**
 * An island takes at least the whole first screen. Its content arrives after the first paint (the
 * reading status becomes the cart, the checkout's form or the empty cart, each of its own
 * height): with the pre-footer below the fold from the start, nothing in sight moves when it does.
 */
export const island = style({
  minHeight: ['100vh', '100svh'],
});
