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

export const inner = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineEnd: 'auto',
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Shown from the tablet breakpoint. */
export const fromTablet = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex' } },
});

/** Shown from the desktop breakpoint. */
export const fromDesktop = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex' } },
});

/** Shown below the tablet breakpoint (the menu button). */
export const belowTablet = style({
  '@media': { [media.tablet]: { display: 'none' } },
});

/** Navigation and search: from the tablet breakpoint, side by side from the desktop one. */
export const secondRow = style([
  fromTablet,
  {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.sm,
    '@media': {
      [media.desktop]: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space.lg,
      },
    },
  },
]);

export const navList = style({
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

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationLine: 'underline' },
    '&[aria-current="page"]': {
      color: vars.color.text.link,
      textDecorationLine: 'underline',
      textDecorationThickness: vars.borderWidth.thick,
    },
  },
});

export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  color: vars.color.text.primary,
  textDecorationLine: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    '&:focus-visible': focusRingStyles,
  },
});

export const badge = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconSm,
  height: vars.size.iconSm,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.brand.base,
  color: vars.color.brand.onBase,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  '@media': {
    [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` },
  },
});

export const drawerSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
