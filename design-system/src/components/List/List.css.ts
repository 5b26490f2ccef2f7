import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const listGaps = ['sm', 'md', 'lg'] as const;
export type ListGap = (typeof listGaps)[number];

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gap = styleVariants({
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
} satisfies Record<ListGap, object>);

export const item = style({ margin: 0, minWidth: 0 });
