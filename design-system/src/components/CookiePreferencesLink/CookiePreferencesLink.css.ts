import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

/** A button that looks like the footer's links. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: 0,
  paddingBlock: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  textDecorationLine: 'underline',
  textUnderlineOffset: vars.space.xxs,
  cursor: 'pointer',
  selectors: {
    [hovered]: { textDecorationThickness: vars.borderWidth.thick },
    '&[data-focus-visible]': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      color: 'LinkText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});
