import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const root = style({
  position: 'relative',
  display: 'inline-block',
  fontFamily: vars.font.body,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const popover = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  zIndex: vars.zIndex.raised,
  minWidth: '100%',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  textDecorationLine: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    [hovered]: { background: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    '&[aria-current]': { fontWeight: vars.fontWeight.bold },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[aria-current]': { textDecorationLine: 'underline' } },
    },
  },
});
