import { style } from '@vanilla-extract/css';

/**
 * Where the purchase island shows a held queue place on a page that is not hydrated: no box of
 * its own, so that while it is empty the frame's gap is not doubled, and its notices are laid
 * out as the frame's own children.
 */
export const holdSlot = style({ display: 'contents' });
