import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.md,
    },
  },
});
