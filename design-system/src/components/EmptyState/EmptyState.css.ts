import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  maxWidth: vars.size.readingMax,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});
