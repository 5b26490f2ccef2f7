import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  background: vars.color.surface.sunken,
  '@media': {
    [media.forcedColors]: { borderBlockEnd: `${vars.borderWidth.thin} solid CanvasText` },
  },
});

export const inner = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
});

export const withImage = style({
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'center',
    },
  },
});

export const text = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const subtitle = style({ maxWidth: vars.size.readingMax });

export const media_ = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
