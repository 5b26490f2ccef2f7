import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
  },
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s' },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const media_ = style({
  order: -1,
  background: vars.color.surface.sunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flexGrow: 1,
});

export const eyebrow = style({
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

/** The title's link covers the whole card: one link target, announced once, by its title. */
export const stretchedLink = style({
  color: 'inherit',
  textDecorationLine: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.lg,
    },
    [hovered]: { color: 'inherit', textDecorationLine: 'underline' },
    '&[data-focus-visible]': { outline: 'none', textDecorationLine: 'underline' },
    '&[data-focus-visible]::after': focusRingStyles,
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focus-visible]::after': { outlineColor: 'Highlight' } },
    },
  },
});

globalStyle(`${root}:hover ${stretchedLink}`, { textDecorationLine: 'underline' });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** Above the stretched link, so that links of their own stay reachable by pointer. */
export const raised = style({ position: 'relative', zIndex: 2 });

export const footer = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
