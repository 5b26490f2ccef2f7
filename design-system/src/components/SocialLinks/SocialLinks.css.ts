import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLinkTones = ['default', 'inverse'] as const;
export type SocialLinkTone = (typeof socialLinkTones)[number];

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid currentColor`,
  textDecorationLine: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      color: 'LinkText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const tone = styleVariants({
  default: {
    color: vars.color.text.primary,
    selectors: {
      [hovered]: { background: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    },
  },
  inverse: {
    color: 'inherit',
    selectors: {
      [hovered]: { background: vars.color.surface.raised, color: vars.color.text.primary },
    },
  },
} satisfies Record<SocialLinkTone, object>);
