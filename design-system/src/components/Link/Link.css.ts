import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const linkVariants = ['inline', 'standalone', 'subtle', 'inverse'] as const;
export type LinkVariant = (typeof linkVariants)[number];

/** How a link is drawn: as text, or as a button (a call to action that goes to another page). */
export const linkAppearances = ['text', 'button'] as const;
export type LinkAppearance = (typeof linkAppearances)[number];

/** A link drawn as a button is as tall as the button: its padding and border inside its height. */
export const asButton = style({ boxSizing: 'border-box' });

export const base = style({
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.thin,
  textUnderlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    [hovered]: {
      color: vars.color.text.linkHover,
      textDecorationThickness: vars.borderWidth.thick,
    },
    '&[data-focus-visible]': focusRingStyles,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'default' },
  },
  '@media': {
    [media.forcedColors]: {
      color: 'LinkText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const variant = styleVariants({
  inline: {},
  standalone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    fontWeight: vars.fontWeight.medium,
    textDecorationLine: 'none',
    selectors: { [hovered]: { textDecorationLine: 'underline' } },
  },
  subtle: {
    color: 'inherit',
    textDecorationLine: 'none',
    selectors: { [hovered]: { color: 'inherit', textDecorationLine: 'underline' } },
  },
  inverse: {
    color: vars.color.text.inverse,
    selectors: { [hovered]: { color: vars.color.text.inverse } },
  },
} satisfies Record<LinkVariant, object>);

export const trailingIcon = style({
  marginInlineStart: vars.space.xxs,
  width: '1em',
  height: '1em',
  verticalAlign: 'text-bottom',
});

export const fileFormat = style({
  marginInlineStart: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  textTransform: 'uppercase',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
