import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontFamily: vars.font.body,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const searchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexGrow: 1,
  minWidth: 0,
});

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flexGrow: 1,
  minWidth: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  selectors: {
    '&[data-focus-within]': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: { '&[data-focus-within]': { outlineColor: 'Highlight' } },
    },
  },
});

export const leadingIcon = style({
  flexShrink: 0,
  marginInlineStart: vars.space.sm,
  color: vars.color.text.secondary,
});

export const input = style({
  flexGrow: 1,
  minWidth: 0,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.xs,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    [hovered]: { color: vars.color.text.primary },
    '&[data-focus-visible]': focusRingStyles,
    '[data-empty] &': { display: 'none' },
  },
  '@media': {
    [media.forcedColors]: { color: 'ButtonText' },
  },
});
