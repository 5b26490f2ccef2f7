import { vars } from '@city/tokens';
import { style } from '@vanilla-extract/css';

/** The page's main landmark: the column the routes' content sits in. */
export const main = style({
  display: 'block',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  minHeight: '60vh',
  outline: 'none',
});
