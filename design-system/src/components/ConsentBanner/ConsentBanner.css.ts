import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@city/tokens';

export const banner = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    borderTop: `${vars.borderWidth.thick} solid ${vars.color.brand.base}`,
    boxShadow: vars.shadow.lg,
    '@media': {
      [media.tablet]: {
        flexDirection: 'row',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        paddingInline: vars.space.xl,
      },
      [media.forcedColors]: { borderTopColor: 'CanvasText' },
    },
  },
  variants: {
    placement: {
      /** Stuck to the bottom of the viewport, above the page. */
      fixed: {
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: vars.zIndex.overlay,
        maxHeight: '80dvh',
        overflowY: 'auto',
      },
      /** In the flow of the page (documentation, previews). */
      inline: { position: 'relative' },
    },
  },
  defaultVariants: { placement: 'fixed' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: vars.size.readingMax,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexShrink: 0,
  '@media': { [media.tablet]: { alignItems: 'stretch' } },
});

/** Reject and accept: one grid, equal columns, same button variant and size. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});
