import { style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const promoForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const promoField = style({ flex: '1 1 12rem' });

/** Aligns the apply button with the input under the field label. */
export const promoButton = style({
  marginBlockStart: `calc(${vars.lineHeight.sm} + ${vars.space.xxs})`,
});

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** The promo field's place while its field is deferred: laid out, not shown. */
export const unseen = style({ visibility: 'hidden' });
