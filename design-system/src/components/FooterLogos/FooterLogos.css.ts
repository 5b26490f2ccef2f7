import { createVar, style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';

/** Width of one logo, from its `larghezza_in_footer`. */
export const logoWidth = createVar();

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  maxWidth: '100%',
});

export const link = style({
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const logo = style({
  display: 'block',
  width: logoWidth,
  maxWidth: '100%',
  height: 'auto',
});
