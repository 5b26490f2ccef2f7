import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const stepper = style({
  paddingInlineStart: 0,
  width: 'fit-content',
  maxWidth: '100%',
});

export const stepperButton = style({
  selectors: {
    '&:first-child': {
      borderInlineStart: 'none',
      borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
  },
});

export const stepperInput = style({
  textAlign: 'center',
  width: '4ch',
  flex: '0 0 auto',
  fontVariantNumeric: 'tabular-nums',
});

/** No browser spinners on the native number input of native mode: the stepper buttons stand in. */
export const nativeNumber = style({
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': {
      WebkitAppearance: 'none',
      margin: 0,
    },
  },
});
