import { createVar, style } from '@vanilla-extract/css';

/** Display width of a logo of the content service, set on its frame. */
export const logoWidth = createVar();

export const logoFrame = style({
  display: 'block',
  width: logoWidth,
  maxWidth: '100%',
});
