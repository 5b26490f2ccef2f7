import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const checkinOutcomes = ['valid', 'used', 'notToday', 'voided', 'unknown', 'error'] as const;
export type CheckinOutcome = (typeof checkinOutcomes)[number];

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderInlineStartWidth: '0.75rem',
  fontFamily: vars.font.body,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

const toneOf = (set: typeof vars.color.info) => ({
  background: set.soft,
  color: set.onSoft,
  borderColor: set.base,
});

export const outcome = styleVariants({
  valid: toneOf(vars.color.positive),
  used: toneOf(vars.color.critical),
  notToday: toneOf(vars.color.caution),
  voided: toneOf(vars.color.critical),
  unknown: toneOf(vars.color.critical),
  error: toneOf(vars.color.caution),
} satisfies Record<CheckinOutcome, object>);

export const icon = style({ flexShrink: 0, marginBlockStart: vars.space.xs });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  flex: 1,
});

/** Readable at arm's length by someone at a door. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
});
