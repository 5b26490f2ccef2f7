import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** A used or voided ticket: dashed edge, its QR faded (the state is also said in words). */
export const spent = style({
  borderStyle: 'dashed',
  borderColor: vars.color.border.strong,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** The QR on a white ground with a quiet zone, whatever the theme, so that any scanner reads it. */
export const qr = style({
  display: 'block',
  alignSelf: 'center',
  width: 'min(100%, 14rem)',
  height: 'auto',
  aspectRatio: '1',
  padding: vars.space.xs,
  background: '#fff',
  borderRadius: vars.radius.md,
});

export const qrSpent = style({ opacity: 0.35 });

export const code = style({
  alignSelf: 'center',
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  userSelect: 'all',
});
