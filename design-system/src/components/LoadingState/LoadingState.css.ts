import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

/**
 * As tall as an EmptyState with a title and an action (its padding, icon, title line, action and
 * the gaps between them): the state that replaces it once the wait is over moves nothing below.
 */
export const loading = style({
  boxSizing: 'border-box',
  justifyContent: 'center',
  minHeight: `calc(2 * ${vars.space.xl} + 2 * ${vars.space.md} + ${vars.size.iconLg} + ${vars.lineHeight.xl} + 2 * ${vars.space.sm} + ${vars.size.tapTarget})`,
});

export const label = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});
