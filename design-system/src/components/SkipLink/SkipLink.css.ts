import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden.css';

export const skipLink = style({
  ...visuallyHiddenStyles,
  selectors: {
    '&:focus': {
      position: 'fixed',
      insetBlockStart: vars.space.sm,
      insetInlineStart: vars.space.sm,
      zIndex: vars.zIndex.toast,
      width: 'auto',
      height: 'auto',
      margin: 0,
      clip: 'auto',
      clipPath: 'none',
      overflow: 'visible',
      whiteSpace: 'normal',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      background: vars.color.brand.base,
      color: vars.color.brand.onBase,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.bold,
      borderRadius: vars.radius.md,
      textDecoration: 'underline',
      ...focusRingStyles,
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&:focus': {
          border: `${vars.borderWidth.thin} solid CanvasText`,
          outlineColor: 'Highlight',
        },
      },
    },
  },
});
