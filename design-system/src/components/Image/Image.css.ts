import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  maxWidth: '100%',
});

export const fill = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

export const picture = style({ display: 'contents' });

/** Above its placeholder, so that it shows as soon as it is decoded, before any script runs. */
export const img = style({
  position: 'relative',
  zIndex: 1,
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '100%',
  objectFit: 'cover',
  selectors: {
    [`${fill} &`]: { height: '100%' },
    // A missing asset shows its placeholder (colour and blur), not a broken image; the text
    // alternative stays for assistive technology.
    '&[data-failed]': { opacity: 0 },
  },
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  opacity: 1,
  pointerEvents: 'none',
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.durationBase,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-loaded]': { opacity: 0 },
  },
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s' },
    // System colours replace the picture's palette: the blurred preview adds nothing there.
    [media.forcedColors]: { display: 'none' },
  },
});
