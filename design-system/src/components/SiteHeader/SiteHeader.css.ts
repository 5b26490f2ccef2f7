import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.body,
  '@media': { [media.forcedColors]: { borderBottomColor: 'CanvasText' } },
});

/**
 * Phones: the logo on its own row, then the tools and languages, which wrap (never scroll
 * sideways). Every tool is at least a tap target wide whatever its words, so the swap to the web
 * font never re-wraps the rows (no layout shift). From the tablet breakpoint: one row.
 */
export const inner = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.sm,
      paddingInline: vars.space.lg,
    },
  },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  minHeight: vars.size.tapTarget,
  '@media': { [media.tablet]: { marginInlineEnd: 'auto' } },
});

/** The site's name as its brand: heading font, no underline, a full tap target. */
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  color: vars.color.text.primary,
  textDecorationLine: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRingStyles },
  '@media': {
    [media.forcedColors]: {
      color: 'LinkText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { justifyContent: 'flex-end', gap: vars.space.sm } },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// `a&`: one class more specific than the Link's own variant, whatever order the CSS loads in.
export const toolLink = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xxs,
      boxSizing: 'border-box',
      minWidth: vars.size.tapTarget,
      minHeight: vars.size.tapTarget,
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.sm,
      color: vars.color.text.primary,
      fontWeight: vars.fontWeight.medium,
      whiteSpace: 'nowrap',
      textDecorationLine: 'none',
      textUnderlineOffset: '0.25em',
    },
    'a&:hover, a&[data-hovered]': {
      color: vars.color.text.linkHover,
      textDecorationLine: 'underline',
    },
    'a&:focus-visible, a&[data-focus-visible]': focusRingStyles,
    'a&[aria-current]': {
      color: vars.color.text.link,
      textDecorationLine: 'underline',
      textDecorationThickness: vars.borderWidth.thick,
    },
  },
});

/** The words of a tool: visible from the tablet breakpoint, its accessible name everywhere. */
export const toolLabel = style({
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** The number of items beside the cart icon, on phones where the words are hidden. */
export const count = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      display: 'inline-block',
      fontSize: vars.fontSize.xs,
      lineHeight: vars.lineHeight.xs,
      fontWeight: vars.fontWeight.bold,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    '&:focus-visible': focusRingStyles,
  },
  '@media': { [media.tablet]: { display: 'none' } },
});

/** The sections of the site: a row of their own from the tablet breakpoint, in the menu below. */
export const sections = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block', flexBasis: '100%' } },
});

export const sectionList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerNavList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sectionLink = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.tapTarget,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.sm,
      color: vars.color.text.primary,
      fontWeight: vars.fontWeight.medium,
      textDecorationLine: 'none',
      textUnderlineOffset: '0.25em',
    },
    'a&:hover, a&[data-hovered]': {
      color: vars.color.text.linkHover,
      textDecorationLine: 'underline',
    },
    'a&:focus-visible, a&[data-focus-visible]': focusRingStyles,
    'a&[aria-current="page"]': {
      color: vars.color.text.link,
      textDecorationLine: 'underline',
      textDecorationThickness: vars.borderWidth.thick,
    },
  },
});
