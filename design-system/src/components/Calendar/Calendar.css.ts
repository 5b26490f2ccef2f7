import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

/** One month of a native calendar that renders several: laid out as the calendar itself. */
export const month = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
  paddingBlockEnd: vars.space.xxs,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  borderRadius: vars.radius.pill,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    [hovered]: { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-selected]': { background: vars.color.brand.base, color: vars.color.brand.onBase },
    '&[data-focus-visible]': focusRingStyles,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.text.disabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid]': { background: vars.color.critical.base, color: vars.color.critical.onBase },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-selected]': { background: 'Highlight', color: 'HighlightText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled], &[data-unavailable]': { color: 'GrayText' },
      },
    },
  },
});

export const today = style({
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
});

/** A day of the native calendar is a real button: no button chrome beyond the cell's. */
export const dayButton = style({
  border: 'none',
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&:focus-visible': focusRingStyles,
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&:disabled': { color: 'GrayText' },
      },
    },
  },
});
