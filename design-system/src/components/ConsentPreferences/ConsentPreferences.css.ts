import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: 'transparent',
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.brand.base,
      borderColor: vars.color.brand.base,
      color: vars.color.brand.onBase,
    },
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.brand.hover },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        [`${checkbox}[data-selected] &`]: {
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${checkbox}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
      },
    },
  },
});

export const description = style({
  margin: 0,
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Reject and accept: same size and weight, side by side. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  flexGrow: 1,
  '@media': { [media.tablet]: { flexGrow: 0 } },
});
