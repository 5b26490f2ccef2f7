import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

/** The listing's image in its form: the chosen file's preview or the current picture. */
export const image = style({
  display: 'block',
  maxWidth: '20rem',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
