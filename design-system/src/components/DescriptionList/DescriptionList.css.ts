import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const descriptionListLayouts = ['stacked', 'columns'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

/** One term with its details. */
export const pair = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const layout = styleVariants({
  stacked: {},
  // From tablet width the term sits beside its details, in a column of its own.
  columns: {
    '@media': {
      [media.tablet]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, 1fr) minmax(0, 2fr)',
        columnGap: vars.space.md,
        alignItems: 'baseline',
      },
    },
  },
} satisfies Record<DescriptionListLayout, object>);

export const term = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
});

export const details = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  overflowWrap: 'anywhere',
});

/** Codes (card numbers, pass codes) in the monospaced face, spaced for reading aloud and copying. */
export const code = style({
  fontFamily: vars.font.mono,
  letterSpacing: '0.05em',
});
