import { vars } from '@city/tokens';
import { style } from '@vanilla-extract/css';

export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  color: vars.color.text.primary,
  textDecoration: 'none',
  minHeight: vars.size.tapTarget,
  display: 'inline-flex',
  alignItems: 'center',
});

export const main = style({
  display: 'block',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  minHeight: '60vh',
  outline: 'none',
});
