import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const item = style({
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  background: 'transparent',
  border: 'none',
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [hovered]: { color: vars.color.brand.base },
    '&[data-focus-visible]': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      color: 'ButtonText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '[data-expanded] > * > * > &, details[open] > summary > &': { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
});

export const panel = style({
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  selectors: { '&[hidden]': { paddingBlockEnd: 0 } },
});

/** Native mode: the <summary> of a <details> section is the trigger and holds the heading. */
export const summary = style({
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

/** The heading inside a summary reads as the trigger's text. */
export const summaryHeading = style({
  font: 'inherit',
  color: 'inherit',
});

export const disabledTrigger = style({
  color: vars.color.text.disabled,
  cursor: 'default',
  '@media': { [media.forcedColors]: { color: 'GrayText' } },
});
