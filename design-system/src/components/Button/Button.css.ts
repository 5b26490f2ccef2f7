import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered, pressed } from '../private/interaction';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

const intent = (set: typeof vars.color.brand) => ({
  background: set.base,
  color: set.onBase,
  borderColor: set.base,
  selectors: {
    [hovered]: { background: set.hover, borderColor: set.hover },
    [pressed]: { background: set.active, borderColor: set.active },
  },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.tapTarget,
    minWidth: vars.size.tapTarget,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-focus-visible]': focusRingStyles,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      [media.reducedMotion]: { transitionDuration: '0s' },
      [media.forcedColors]: {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-focus-visible]': { outlineColor: 'Highlight' },
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  },
  variants: {
    variant: {
      primary: intent(vars.color.brand),
      critical: intent(vars.color.critical),
      secondary: {
        background: vars.color.surface.page,
        color: vars.color.brand.base,
        borderColor: vars.color.brand.base,
        selectors: {
          [hovered]: { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
          [pressed]: { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text.primary,
        borderColor: 'transparent',
        selectors: {
          [hovered]: {
            background: vars.color.neutral.soft,
            color: vars.color.neutral.onSoft,
          },
          [pressed]: {
            background: vars.color.neutral.soft,
            color: vars.color.neutral.onSoft,
          },
        },
      },
    },
    size: {
      sm: {
        paddingInline: vars.space.sm,
        paddingBlock: vars.space.xxs,
        fontSize: vars.fontSize.sm,
        lineHeight: vars.lineHeight.sm,
      },
      md: {
        paddingInline: vars.space.md,
        paddingBlock: vars.space.xs,
        fontSize: vars.fontSize.md,
        lineHeight: vars.lineHeight.md,
      },
      lg: {
        paddingInline: vars.space.lg,
        paddingBlock: vars.space.sm,
        fontSize: vars.fontSize.lg,
        lineHeight: vars.lineHeight.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    iconOnly: { true: { paddingInline: vars.space.xs, borderRadius: vars.radius.pill }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

/** Invisible but still read: the button keeps its name while pending. */
export const pendingContent = style({ opacity: 0 });
export const pendingWrapper = style({ position: 'relative', display: 'inline-flex' });
export const pendingSpinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
