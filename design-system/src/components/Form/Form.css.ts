import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const formWidths = ['narrow', 'full'] as const;
export type FormWidth = (typeof formWidths)[number];

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const width = styleVariants({
  narrow: { maxWidth: vars.size.readingMax },
  full: {},
} satisfies Record<FormWidth, object>);

/** The form's buttons, side by side and wrapping, each as wide as its label. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
