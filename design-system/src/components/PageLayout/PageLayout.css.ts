import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@city/tokens';

export const pageLayoutWidths = ['wide', 'narrow'] as const;
export type PageLayoutWidth = (typeof pageLayoutWidths)[number];

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const width = styleVariants({
  wide: { maxWidth: vars.size.contentMax },
  narrow: { maxWidth: vars.size.readingMax },
} satisfies Record<PageLayoutWidth, object>);

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const intro = style({
  margin: 0,
  maxWidth: vars.size.readingMax,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});
