import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

/** Native mode: the <select> with the library's chevron drawn over its end. */
export const nativeBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const nativeSelect = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.sm} * 2 + ${vars.size.iconSm})`,
  selectors: {
    // The placeholder option, chosen while nothing else is, reads as a placeholder.
    '&:has(option[value=""]:checked)': { color: vars.color.text.secondary },
  },
});

export const nativeChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  pointerEvents: 'none',
});
