import { style } from '@vanilla-extract/css';

/*
 * The toggle holds both icons and shows the one for its state (aria-pressed), so that the
 * server's markup and an enhancement without React can switch them.
 */
export const whenHidden = style({
  selectors: { '[aria-pressed="true"] > &': { display: 'none' } },
});

export const whenShown = style({
  selectors: { '[aria-pressed="false"] > &': { display: 'none' } },
});
