import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

/** Why the group cannot be bought as it is: critical colours, an icon and the text. */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.critical.soft,
  color: vars.color.critical.onSoft,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.critical.base}`,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});
