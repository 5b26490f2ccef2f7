import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

/** Visible keyboard focus ring, from tokens; forced-colors keeps it as the system highlight. */
export const focusRingStyles = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: vars.borderWidth.focus,
} as const;

export const focusRing = style({
  selectors: {
    '&:focus-visible, &[data-focus-visible]': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&:focus-visible, &[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});
