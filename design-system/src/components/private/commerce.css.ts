import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from './focus.css';

/** Shared look of the commerce parts: panels, rows of label and amount, small square buttons. */

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  alignItems: 'baseline',
});

export const term = style({
  margin: 0,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});
export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const strongTerm = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});
export const strongValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const divider = style({
  gridColumn: '1 / -1',
  height: 0,
  border: 'none',
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  margin: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  '@media': { [media.forcedColors]: { borderColor: 'ButtonText' } },
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.brand.base,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      background: vars.color.brand.soft,
      color: vars.color.brand.onSoft,
    },
    '&:focus-visible': focusRingStyles,
    '&[aria-disabled="true"]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    [media.forcedColors]: {
      color: 'ButtonText',
      selectors: {
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&[aria-disabled="true"]': { color: 'GrayText' },
      },
    },
  },
});

export const quantity = style({
  minWidth: '3ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
  border: `${vars.borderWidth.thin} solid transparent`,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const tones = {
  neutral: style({ background: vars.color.neutral.soft, color: vars.color.neutral.onSoft }),
  positive: style({ background: vars.color.positive.soft, color: vars.color.positive.onSoft }),
  caution: style({ background: vars.color.caution.soft, color: vars.color.caution.onSoft }),
  critical: style({ background: vars.color.critical.soft, color: vars.color.critical.onSoft }),
  info: style({ background: vars.color.info.soft, color: vars.color.info.onSoft }),
};

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.info.soft,
  color: vars.color.info.onSoft,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  border: `${vars.borderWidth.thin} solid transparent`,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const plainList = style({ listStyle: 'none', padding: 0, margin: 0 });

export const lineItem = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'baseline',
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const lineText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** An amount replaced by a discounted one; the text sits directly in <s> so the line shows. */
export const struck = style({
  color: vars.color.text.secondary,
  textDecorationLine: 'line-through',
  fontVariantNumeric: 'tabular-nums',
});
