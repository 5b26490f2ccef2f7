import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';

/** The native file input: its "choose" button drawn as the library's secondary button. */
export const input = style({
  maxWidth: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.primary,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusRingStyles,
    '&::file-selector-button': {
      minHeight: vars.size.tapTarget,
      marginInlineEnd: vars.space.sm,
      paddingInline: vars.space.md,
      paddingBlock: vars.space.xs,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.bold,
      color: vars.color.brand.base,
      background: vars.color.surface.page,
      border: `${vars.borderWidth.thin} solid ${vars.color.brand.base}`,
      borderRadius: vars.radius.md,
      cursor: 'pointer',
    },
    '&:hover::file-selector-button': {
      background: vars.color.brand.soft,
      color: vars.color.brand.onSoft,
    },
    '&[aria-invalid="true"]::file-selector-button': {
      borderColor: vars.color.critical.base,
      borderWidth: vars.borderWidth.thick,
    },
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&:disabled::file-selector-button': {
      color: vars.color.text.disabled,
      borderColor: vars.color.text.disabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&::file-selector-button': { borderColor: 'ButtonText', color: 'ButtonText' },
      },
    },
  },
});

/** The chosen picture or the current one, at most a card's width. */
export const preview = style({
  display: 'block',
  width: '100%',
  maxWidth: '20rem',
  height: 'auto',
  marginBlockStart: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
