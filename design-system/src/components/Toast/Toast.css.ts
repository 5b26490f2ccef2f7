import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';

export const toastTones = ['info', 'success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyles },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: vars.size.readingMax,
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderInlineStartWidth: vars.borderWidth.focus,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyles },
  '@media': {
    [media.tablet]: { width: 'auto', minWidth: `calc(${vars.size.readingMax} / 2)` },
    [media.forcedColors]: {
      borderColor: 'CanvasText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
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
} satisfies Record<ToastTone, object>);

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const description = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const icon = style({ flexShrink: 0, marginBlockStart: vars.space.xxs });

export const close = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  color: 'inherit',
});
