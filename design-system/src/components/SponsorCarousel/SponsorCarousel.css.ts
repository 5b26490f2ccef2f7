import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  // The buttons appear once the carousel is driven: the row keeps their height from the start,
  // so that nothing below moves then.
  minHeight: vars.size.tapTarget,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
});

export const controls = style({
  display: 'flex',
  gap: vars.space.xs,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The ring on the native :focus-visible too, for the plain buttons of the enhanced markup. */
export const control = style({
  selectors: { '&:focus-visible': focusRingStyles },
  '@media': {
    [media.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

/**
 * Without Embla the list scrolls sideways and snaps to each logo; with it (`data-enhanced` on the
 * root) Embla moves the slides and the viewport only clips them. Room above and below keeps the
 * focus ring of a logo inside the clip.
 *
 * Positioned, so that it is the containing block of what the slides hold absolutely positioned
 * (a link's visually hidden "opens in a new tab" hint): otherwise those boxes belong to the page,
 * escape the clip and widen the document past a phone's screen. On a phone the browser then lays
 * the page out in a wider and taller viewport (729 × 1457 px on a 412 × 823 screen), which counts
 * the footer as within the first screen: a pre-footer picture became the page's LCP element.
 */
export const viewport = style({
  position: 'relative',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  paddingBlock: vars.space.xs,
  selectors: {
    [`${root}[data-enhanced] &`]: { overflow: 'hidden', scrollSnapType: 'none' },
    '&:focus-visible': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** 4 slides in view, 6 above 601 px (spec, section 9), with or without Embla. */
export const slide = style({
  flex: '0 0 25%',
  minWidth: 0,
  boxSizing: 'border-box',
  paddingInline: vars.space.xs,
  scrollSnapAlign: 'start',
  '@media': { [media.carousel]: { flex: `0 0 calc(100% / 6)` } },
});

export const logoBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: `calc(${vars.size.tapTarget} * 2)`,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  textDecorationLine: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyles,
    [hovered]: { boxShadow: vars.shadow.sm },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const logo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
});

// A drag moves the carousel, not a copy of the logo; a press still reaches the link.
globalStyle(`${logoBox} img`, { pointerEvents: 'none' });
