import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import type { PreFooterLayout, PreFooterSection } from './layout';
import { hovered } from '../private/interaction';

export const root = style({
  boxSizing: 'border-box',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  fontFamily: vars.font.body,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    [media.forcedColors]: { borderTop: `${vars.borderWidth.thin} solid CanvasText` },
  },
});

/** Text colour of the section band, for focus rings drawn directly on it. */
const sectionForeground = createVar();

export const section = styleVariants(
  {
    visita: vars.color.section.visita,
    convention: vars.color.section.convention,
    trade: vars.color.section.trade,
    scuole: vars.color.section.scuole,
    press: vars.color.section.press,
  } satisfies Record<PreFooterSection, { background: string; foreground: string }>,
  (colors) => ({
    background: colors.background,
    color: colors.foreground,
    vars: { [sectionForeground]: colors.foreground },
  }),
);

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
});

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const layout = styleVariants({
  grid: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
  },
  vertical: {
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
} satisfies Record<PreFooterLayout, object>);

/** Columns of the grid layout from the desktop breakpoint, by number of cards. */
export const desktopColumns = styleVariants({
  one: {},
  two: {},
  four: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.sm,
  selectors: {
    [`${layout.vertical} &`]: {
      '@media': { [media.tablet]: { flexDirection: 'row' } },
    },
  },
  '@media': { [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` } },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface.sunken,
  selectors: {
    [`${layout.vertical} &`]: {
      '@media': { [media.tablet]: { width: '40%', aspectRatio: 'auto', alignSelf: 'stretch' } },
    },
  },
});

/** Wrapper of a cover given as an element: same frame as the built-in cover. */
export const coverSlot = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '16 / 9',
  background: vars.color.surface.sunken,
  selectors: {
    [`${layout.vertical} &`]: {
      '@media': { [media.tablet]: { width: '40%', flexShrink: 0, aspectRatio: 'auto' } },
    },
  },
});

globalStyle(`${coverSlot} img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexGrow: 1,
  padding: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.secondary,
});

export const action = style({ marginTop: 'auto', paddingTop: vars.space.xs });

export const subcards = style({
  // The logo tiles sit on the coloured band: their focus ring takes the band's text colour.
  vars: { [vars.color.border.focus]: sectionForeground },
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subcardLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(${vars.size.tapTarget} * 2)`,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  textDecorationLine: 'none',
  selectors: {
    [hovered]: { boxShadow: vars.shadow.md },
    '&[data-focus-visible]': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      border: `${vars.borderWidth.thin} solid LinkText`,
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const subcardLogo = style({
  display: 'block',
  maxHeight: `calc(${vars.size.tapTarget} * 1.5)`,
  width: 'auto',
  maxWidth: '100%',
});
