import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'inherit',
});

export const circle = style({
  animationName: spin,
  animationDuration: '0.9s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    // Slower, still moving: the indicator must keep saying "working".
    [media.reducedMotion]: { animationDuration: '3s' },
    [media.forcedColors]: { color: 'CanvasText' },
  },
});

export const size = styleVariants({
  sm: { width: vars.size.iconSm, height: vars.size.iconSm },
  md: { width: vars.size.iconMd, height: vars.size.iconMd },
  lg: { width: vars.size.iconLg, height: vars.size.iconLg },
} satisfies Record<SpinnerSize, object>);

export const track = style({ opacity: 0.25 });
