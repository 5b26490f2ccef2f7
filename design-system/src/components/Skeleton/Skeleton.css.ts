import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.5 },
  '100%': { opacity: 1 },
});

export const block = style({
  display: 'block',
  background: vars.color.neutral.soft,
  animationName: pulse,
  animationDuration: '1.6s',
  animationTimingFunction: vars.motion.easing,
  animationIterationCount: 'infinite',
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    [media.forcedColors]: { background: 'GrayText' },
  },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm, marginBlock: vars.space.xxs },
  rect: { borderRadius: vars.radius.md, aspectRatio: '16 / 9' },
  circle: { borderRadius: '50%', aspectRatio: '1' },
} satisfies Record<SkeletonShape, object>);

export const lastLine = style({ width: '60%' });

export const group = style({ display: 'block' });
