import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from './focus.css';

/**
 * Shared pieces of the dialog overlays (Modal, Drawer): the backdrop, the close button and the
 * open/close animations. Radix Dialog marks its parts with `data-state="open|closed"` and keeps
 * them mounted until the closing animation ends, so the close animation lives on `closed`.
 * With reduced motion the animations are removed and the parts unmount at once.
 */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.durationModalClose} ${vars.motion.easing} forwards`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  padding: vars.space.xs,
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    '&:focus-visible': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&': { borderColor: 'ButtonText', color: 'ButtonText' },
        '&:focus-visible': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const dialogTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  color: vars.color.text.primary,
});

export const dialogDescription = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.secondary,
});

/**
 * The <dialog> of native mode: no user-agent margin or size limits (the component's styles place
 * it) and the theme's overlay behind it.
 */
export const nativeDialog = style({
  margin: 0,
  selectors: {
    '&::backdrop': { background: vars.color.surface.overlay },
    '&:not([open])': { display: 'none' },
  },
});
