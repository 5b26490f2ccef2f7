import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const separator = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  color: vars.color.text.secondary,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const current = style({
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const inverse = style({ color: vars.color.text.inverse });
