import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const footer = style({
  fontFamily: vars.font.body,
});

export const sponsors = style({
  background: vars.color.surface.sunken,
});

export const main = style({
  // Always below the first screen: the browser lays it out and paints it only when it comes
  // near the viewport (it stays in the document, the accessibility tree, find-in-page and the
  // tab order). The length is its size until it has been rendered once, then the browser
  // keeps its real size; taken from the site's footer at phone and desktop widths.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  // Focus rings drawn on the dark band take the band's text colour to stay visible.
  vars: { [vars.color.border.focus]: vars.color.text.inverse },
  '@media': { [media.forcedColors]: { borderTop: `${vars.borderWidth.thin} solid CanvasText` } },
});

export const inner = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

/** Four link columns, then the fifth column of logos. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 1fr)' },
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid currentColor`,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const bottomText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});
