import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.lg,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const picture = style({ background: vars.color.surface.sunken });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.secondary,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.bold,
});

/** Place, duration, languages: an icon and a label over each value, in a column. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const detail = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.iconMd} minmax(0, 1fr)`,
  columnGap: vars.space.xs,
  alignItems: 'start',
});

export const detailIcon = style({
  gridRow: '1 / span 2',
  color: vars.color.brand.base,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const detailTerm = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** A rate's name on the left, its price on the right; long names wrap. */
export const prices = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'baseline',
  margin: 0,
});

export const priceRow = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'baseline',
});

export const priceTerm = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  overflowWrap: 'anywhere',
});

export const priceNote = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const priceValue = style({ margin: 0, textAlign: 'end' });

export const included = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const includedItem = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.iconSm} minmax(0, 1fr) auto`,
  columnGap: vars.space.xs,
  alignItems: 'baseline',
});

export const includedIcon = style({
  alignSelf: 'center',
  color: vars.color.positive.base,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});
