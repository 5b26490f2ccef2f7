import { style, globalStyle } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  marginBlockStart: '0.1em',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.page,
  color: vars.color.brand.onBase,
  '@media': { [media.forcedColors]: { borderColor: 'ButtonText', color: 'HighlightText' } },
});

/** Round variant of the box, for radios. */
export const round = style({ borderRadius: vars.radius.pill });

globalStyle(`${checkbox}[data-selected] ${box}`, {
  background: vars.color.brand.base,
  borderColor: vars.color.brand.base,
});
globalStyle(`${checkbox}[data-indeterminate] ${box}`, {
  background: vars.color.brand.base,
  borderColor: vars.color.brand.base,
});
globalStyle(`${checkbox}[data-focus-visible] ${box}`, focusRingStyles);
globalStyle(`${checkbox}[data-invalid] ${box}`, { borderColor: vars.color.critical.base });
globalStyle(`${checkbox}[data-disabled] ${box}`, { borderColor: vars.color.text.disabled });
globalStyle(`${checkbox}[data-selected] ${box}`, {
  '@media': { [media.forcedColors]: { background: 'Highlight', borderColor: 'Highlight' } },
});
globalStyle(`${checkbox}[data-focus-visible] ${box}`, {
  '@media': { [media.forcedColors]: { outlineColor: 'Highlight' } },
});

export const dot = style({
  width: '40%',
  height: '40%',
  borderRadius: vars.radius.pill,
  background: 'currentColor',
});

/** The description or error line after a checkbox, aligned with its label text. */
export const note = style({
  display: 'flex',
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.xs})`,
});

/**
 * The tick is always in the box and shows while the input is checked: so a native checkbox
 * shows its state without script, as react-aria's does.
 */
export const tick = style({
  selectors: {
    [`${checkbox}:not([data-selected]):not(:has(input:checked)) &`]: { visibility: 'hidden' },
  },
});
