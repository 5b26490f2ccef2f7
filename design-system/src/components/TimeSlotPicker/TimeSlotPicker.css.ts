import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.xs,
});

export const slot = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minHeight: vars.size.tapTarget,
  padding: vars.space.sm,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: {
    [hovered]: { borderColor: vars.color.brand.base },
    // The checked input marks the choice as react-aria's data-selected does (native mode).
    '&[data-selected], &:has(input:checked)': {
      borderColor: vars.color.brand.base,
      borderWidth: vars.borderWidth.thick,
      background: vars.color.brand.soft,
      color: vars.color.brand.onSoft,
    },
    '&[data-focus-visible], &:not([data-rac]):has(input:focus-visible)': focusRingStyles,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      borderStyle: 'dashed',
      borderColor: vars.color.border.subtle,
      background: vars.color.surface.sunken,
      color: vars.color.text.disabled,
    },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-selected], &:has(input:checked)': {
          borderColor: 'Highlight',
          outline: `${vars.borderWidth.thick} solid Highlight`,
        },
        '&[data-focus-visible], &:not([data-rac]):has(input:focus-visible)': {
          outlineColor: 'Highlight',
        },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

/*
 * The radio input, hidden by react-aria, is stretched invisibly over the whole slot, so that a
 * pointer (or a test driver) pressing anywhere on the slot presses the input itself.
 */
globalStyle(`${slot} > span:first-child`, {
  clip: 'auto !important',
  clipPath: 'none !important',
  inset: '0 !important',
  width: '100% !important',
  height: '100% !important',
  margin: '0 !important',
});
globalStyle(`${slot} > span:first-child > input`, {
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const time = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
});

export const dot = style({
  width: '0.75em',
  height: '0.75em',
  flex: '0 0 auto',
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: 'currentColor',
  '@media': { [media.forcedColors]: { background: 'CanvasText' } },
});

/* The marker's colour follows the slot's state (`data-availability`), which a page's script may
 * change (dom.ts). */
const dotColours = {
  free: vars.color.positive.base,
  few: vars.color.caution.base,
  full: 'transparent',
  queue: vars.color.info.base,
} as const;
for (const [state, background] of Object.entries(dotColours))
  globalStyle(`${slot}[data-availability="${state}"] ${dot}`, {
    background,
    '@media': {
      [media.forcedColors]: { background: state === 'full' ? 'transparent' : 'CanvasText' },
    },
  });

export const hint = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: 'inherit',
});
