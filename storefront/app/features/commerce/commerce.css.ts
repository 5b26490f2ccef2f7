import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const page = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/**
 * The cart before the browser has read it: about the height of the empty cart's message, so that
 * the page below does not move when the message (or the first items) take its place.
 */
export const cartLoading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '15rem',
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text.primary });

export const hint = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const control = style({
  font: 'inherit',
  color: vars.color.text.primary,
  background: vars.color.surface.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
  minHeight: '2.75rem',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.base },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const check = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });

/** A field's error line: one line high even when empty (CommercePage's FieldError). */
export const error = style({
  color: vars.color.critical.base,
  fontSize: vars.fontSize.sm,
  minHeight: '1lh',
  margin: 0,
});

export const alert = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.critical.base}`,
  background: vars.color.critical.soft,
  color: vars.color.critical.onSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const notice = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.positive.base}`,
  background: vars.color.positive.soft,
  color: vars.color.positive.onSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const button = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  alignSelf: 'flex-start',
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.brand.base}`,
  background: vars.color.brand.base,
  color: vars.color.brand.onBase,
  selectors: {
    '&:hover': { background: vars.color.brand.hover },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid ButtonText' } },
});

export const secondaryButton = style([
  button,
  {
    background: vars.color.surface.raised,
    color: vars.color.brand.base,
    selectors: { '&:hover': { background: vars.color.brand.soft } },
  },
]);

export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface.raised,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const tabs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const fieldset = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
