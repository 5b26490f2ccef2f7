import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

/** The text area grows downwards only, so the layout around it keeps its width. */
export const textArea = style({
  display: 'block',
  resize: 'vertical',
  minHeight: `calc(${vars.size.tapTarget} * 2)`,
});
