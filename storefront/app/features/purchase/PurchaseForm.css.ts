import { style } from '@vanilla-extract/css';

/** The form's fieldset groups nothing visible: no border, padding or margin of its own. */
export const fields = style({
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});
