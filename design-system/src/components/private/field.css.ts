import { style, globalStyle } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from './focus.css';
import { hovered, pressed } from './interaction';

/** Shared look of the form fields: label, description, error, input box, stepper and popover. */

/*
 * Focus follows react-aria's data attributes where react-aria runs (`data-rac`), and the native
 * :focus-visible / :focus-within on the native mode's elements, which carry no `data-rac`.
 */

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const requiredMark = style({
  color: vars.color.critical.base,
  marginInlineStart: vars.space.xxs,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical.base,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

const inputBox = {
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
} as const;

export const input = style({
  ...inputBox,
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-visible], &[data-focused], &:not([data-rac]):focus-visible': focusRingStyles,
    '&[data-invalid]': {
      borderColor: vars.color.critical.base,
      borderWidth: vars.borderWidth.thick,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.text.secondary },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'FieldText',
      selectors: {
        '&[data-focused], &:not([data-rac]):focus-visible': { outlineColor: 'Highlight' },
      },
    },
  },
});

/** An input box holding several parts: date segments, an input plus a reveal button, a stepper. */
export const group = style({
  ...inputBox,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: 0,
  paddingInlineEnd: 0,
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-within], &:not([data-rac]):focus-within': focusRingStyles,
    '&[data-invalid]': {
      borderColor: vars.color.critical.base,
      borderWidth: vars.borderWidth.thick,
    },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'FieldText',
      selectors: {
        '&[data-focus-within], &:not([data-rac]):focus-within': { outlineColor: 'Highlight' },
      },
    },
  },
});

/** An input inside a group: the group draws the box and the focus ring. */
export const groupInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.tapTarget,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: 0,
  outline: 'none',
});

export const segments = style({
  display: 'flex',
  flex: '1 1 auto',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
});

export const segment = style({
  paddingInline: '0.1em',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-focused]': { background: vars.color.brand.base, color: vars.color.brand.onBase },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focused]': { background: 'Highlight', color: 'HighlightText' } },
    },
  },
});

/** Square buttons inside a group (reveal, calendar, stepper). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  border: 'none',
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  background: 'transparent',
  color: vars.color.brand.base,
  cursor: 'pointer',
  borderRadius: 0,
  selectors: {
    [hovered]: { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
    [pressed]: { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      ...focusRingStyles,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&:last-child': { borderStartEndRadius: vars.radius.md, borderEndEndRadius: vars.radius.md },
  },
  '@media': {
    [media.forcedColors]: {
      color: 'ButtonText',
      selectors: {
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const popover = style({
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
  overflow: 'auto',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxs,
  outline: 'none',
  minWidth: 'var(--trigger-width)',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-focus-visible]': focusRingStyles,
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-focused]': { background: 'Highlight', color: 'HighlightText' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const selectButton = style({
  ...inputBox,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  boxSizing: 'border-box',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRingStyles,
    '&[data-disabled], &:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-focus-visible], &:not([data-rac]):focus-visible': { outlineColor: 'Highlight' },
      },
    },
  },
});

globalStyle(`${selectButton} [data-placeholder]`, { color: vars.color.text.secondary });

export const invalidSelect = style({
  borderColor: vars.color.critical.base,
  borderWidth: vars.borderWidth.thick,
});

/** The browser's date input of native mode, with its own picker button at the end. */
export const dateInput = style({
  paddingInlineEnd: vars.space.sm,
  selectors: {
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer' },
  },
});
