import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const base = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});
