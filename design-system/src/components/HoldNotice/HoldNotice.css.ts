import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const notice = style({ borderInlineStartWidth: vars.borderWidth.thick });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const icon = style({ flex: '0 0 auto' });
export const time = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontVariantNumeric: 'tabular-nums',
});

/** The edge and icon say the state; the words say it too (never colour alone). */
export const states = {
  running: style({ borderInlineStartColor: vars.color.info.base }),
  warning: style({
    borderInlineStartColor: vars.color.caution.base,
    background: vars.color.caution.soft,
    color: vars.color.caution.onSoft,
  }),
  expired: style({
    borderInlineStartColor: vars.color.critical.base,
    '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
  }),
};
