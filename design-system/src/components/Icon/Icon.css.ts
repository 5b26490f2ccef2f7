import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const iconSizes = ['sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];

export const base = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { width: vars.size.iconSm, height: vars.size.iconSm },
  md: { width: vars.size.iconMd, height: vars.size.iconMd },
  lg: { width: vars.size.iconLg, height: vars.size.iconLg },
} satisfies Record<IconSize, object>);

export const kind = styleVariants({
  stroke: {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  fill: { fill: 'currentColor' },
});
