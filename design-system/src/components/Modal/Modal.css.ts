import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@city/tokens';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
});

export const content = recipe({
  base: {
    position: 'fixed',
    boxSizing: 'border-box',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: `calc(100% - 2 * ${vars.space.md})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
    overflow: 'auto',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': {
        animation: `${popIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': {
        animation: `${popOut} ${vars.motion.durationModalClose} ${vars.motion.easing} forwards`,
      },
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: {
          '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
        },
      },
      [media.forcedColors]: {
        borderColor: 'CanvasText',
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: `calc(${vars.size.readingMax} * 0.7)` },
      md: { maxWidth: vars.size.readingMax },
      lg: { maxWidth: vars.size.contentMax },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  paddingTop: vars.space.xs,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
