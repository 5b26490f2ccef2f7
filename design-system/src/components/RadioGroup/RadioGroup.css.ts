import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import * as box from '../Checkbox/Checkbox.css';
import { focusRingStyles } from '../private/focus.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.md,
    },
  },
});

/*
 * A radio's dot is always in the markup and shows while its input is checked: so the native
 * radios of a page without script show their choice as react-aria's do.
 */
export const dot = style({
  selectors: {
    [`${box.checkbox}:not(:has(input:checked)) &`]: { visibility: 'hidden' },
  },
});

globalStyle(`${box.checkbox}:has(input:checked) ${box.box}`, {
  background: vars.color.brand.base,
  borderColor: vars.color.brand.base,
  '@media': { [media.forcedColors]: { background: 'Highlight', borderColor: 'Highlight' } },
});
// Native mode only: react-aria decides focus visibility itself (data-focus-visible).
globalStyle(`${box.checkbox}:not([data-rac]):has(input:focus-visible) ${box.box}`, {
  ...focusRingStyles,
  '@media': { [media.forcedColors]: { outlineColor: 'Highlight' } },
});
