import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const alertTones = ['info', 'success', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderInlineStartWidth: vars.borderWidth.focus,
  fontFamily: vars.font.body,
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

const toneStyle = (set: typeof vars.color.info) => ({
  background: set.soft,
  color: set.onSoft,
  borderColor: set.base,
});

export const tone = styleVariants({
  info: toneStyle(vars.color.info),
  success: toneStyle(vars.color.positive),
  warning: toneStyle(vars.color.caution),
  error: toneStyle(vars.color.critical),
} satisfies Record<AlertTone, object>);

export const icon = style({ flexShrink: 0, marginBlockStart: vars.space.xxs });

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.bold,
});

export const content = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const dismiss = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  color: 'inherit',
});
