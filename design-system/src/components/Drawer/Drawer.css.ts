import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@city/tokens';

const slideInStart = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideOutStart = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-100%)' },
});
const slideInEnd = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const slideOutEnd = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(100%)' },
});

const motion = (name: string, duration: string) =>
  `${name} ${duration} ${vars.motion.easing} forwards`;

export const panel = recipe({
  base: {
    position: 'fixed',
    boxSizing: 'border-box',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: `min(calc(100% - ${vars.size.tapTarget}), calc(${vars.size.readingMax} * 0.6))`,
    overflowY: 'auto',
    padding: vars.space.lg,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      '&:focus': { outline: 'none' },
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: {
          '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
        },
      },
    },
  },
  variants: {
    side: {
      start: {
        insetInlineStart: 0,
        borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
        selectors: {
          '&[data-state="open"]': { animation: motion(slideInStart, vars.motion.durationBase) },
          '&[data-state="closed"]': {
            animation: motion(slideOutStart, vars.motion.durationModalClose),
          },
        },
        '@media': { [media.forcedColors]: { borderInlineEndColor: 'CanvasText' } },
      },
      end: {
        insetInlineEnd: 0,
        borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
        selectors: {
          '&[data-state="open"]': { animation: motion(slideInEnd, vars.motion.durationBase) },
          '&[data-state="closed"]': {
            animation: motion(slideOutEnd, vars.motion.durationModalClose),
          },
        },
        '@media': { [media.forcedColors]: { borderInlineStartColor: 'CanvasText' } },
      },
    },
  },
  defaultVariants: { side: 'start' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  flexGrow: 1,
});

/** The native <dialog> of the drawer spans the viewport's height like the Radix panel. */
export const nativePanel = style({
  height: 'auto',
  maxHeight: 'none',
});
