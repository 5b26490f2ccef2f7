import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';

export const root = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: 'inherit',
  overflowWrap: 'anywhere',
});

globalStyle(`${root} p`, { margin: 0 });
globalStyle(`${root} p + p`, { marginTop: vars.space.xs });
globalStyle(`${root} a`, {
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
});
globalStyle(`${root} a:hover`, { textDecorationThickness: vars.borderWidth.thick });
globalStyle(`${root} a:focus-visible`, focusRingStyles);
globalStyle(`${root} a`, {
  '@media': { [media.forcedColors]: { color: 'LinkText' } },
});
