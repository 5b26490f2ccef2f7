import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';

export const dataTableAligns = ['start', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

/** The table's frame: it scrolls sideways on narrow screens instead of squeezing the columns. */
export const region = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  selectors: { '&:focus-visible': focusRingStyles },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'CanvasText',
      selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.primary,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

const cellBox = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
} as const;

export const headerCell = style({
  ...cellBox,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
  background: vars.color.surface.sunken,
  whiteSpace: 'nowrap',
});

export const cell = style({ ...cellBox });

export const rowHeader = style({ ...cellBox, fontWeight: vars.fontWeight.bold });

const alignments: Record<DataTableAlign, StyleRule> = {
  start: { textAlign: 'start' },
  // Amounts line up on their last digit.
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
};
export const align = styleVariants(alignments);

/** Cells kept on one line (codes, numbers with hyphens). */
export const noWrap = style({ whiteSpace: 'nowrap' });
