import { style } from '@vanilla-extract/css';

/*
 * Parts of a page that are below the first screen on every device: the browser skips their
 * layout and paint until they come near the viewport (content-visibility: auto). They stay in
 * the document, the accessibility tree, find-in-page and the tab order. The length is the size
 * they are given until they have been rendered once (then the browser remembers their real
 * size), taken from the seeded pages at 412 and 1280 px. The layout time it saves is in the
 * README's Performance section.
 */
export const belowFold = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
});

/** A card of a list that is not among the first ones. */
export const belowFoldCard = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 30rem',
});
