import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden.css';
import { hovered } from '../private/interaction';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const item = style({ display: 'flex' });

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: 'transparent',
  color: vars.color.text.link,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  boxSizing: 'border-box',
  selectors: {
    [hovered]: { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-focus-visible]': focusRingStyles,
    '&[aria-current="page"]': {
      background: vars.color.brand.base,
      color: vars.color.brand.onBase,
      borderColor: vars.color.brand.base,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    [media.forcedColors]: {
      color: 'LinkText',
      selectors: {
        '&[aria-current="page"]': { borderColor: 'Highlight', color: 'CanvasText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const disabled = style({
  color: vars.color.text.secondary,
  cursor: 'default',
  '@media': { [media.forcedColors]: { color: 'GrayText' } },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.tapTarget,
  color: vars.color.text.secondary,
});

/** Previous/next words are hidden on small screens, the arrow stays. */
export const directionText = style({
  '@media': {
    [media.mobile]: visuallyHiddenStyles,
  },
});
