import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const badgeVariants = [
  'neutral',
  'brand',
  'positive',
  'caution',
  'critical',
  'past',
] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '@media': {
    // Without colours the border and the text still tell the badges apart.
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

const soft = (set: typeof vars.color.brand) => ({
  background: set.soft,
  color: set.onSoft,
  borderColor: set.soft,
});

export const variant = styleVariants({
  neutral: soft(vars.color.neutral),
  brand: soft(vars.color.brand),
  positive: soft(vars.color.positive),
  caution: soft(vars.color.caution),
  critical: soft(vars.color.critical),
  past: {
    background: vars.color.surface.page,
    color: vars.color.text.secondary,
    borderColor: vars.color.border.strong,
    borderStyle: 'dashed',
    '@media': { [media.forcedColors]: { borderStyle: 'dashed' } },
  },
} satisfies Record<BadgeVariant, object>);

export const interactive = style({
  cursor: 'pointer',
  selectors: {
    [hovered]: { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      color: 'LinkText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
