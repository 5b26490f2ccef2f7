import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const video = style({
  display: 'block',
  width: 'min(100%, 28rem)',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.neutral.soft,
  borderRadius: vars.radius.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const status = style({
  margin: 0,
  color: vars.color.text.secondary,
  selectors: { '&:empty': { display: 'none' } },
});
