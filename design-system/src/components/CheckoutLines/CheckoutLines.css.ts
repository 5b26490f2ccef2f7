import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

/** The list: one row per line, its amount in a column of its own. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A line's error spans the row under its title and amount. */
export const lineError = style({
  gridColumn: '1 / -1',
  marginBlockStart: vars.space.xs,
});
