import { style } from '@vanilla-extract/css';
import { media, vars } from '@city/tokens';
import { focusRingStyles } from '../private/focus.css';
import { hovered } from '../private/interaction';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const tab = style({
  flexShrink: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  minHeight: vars.size.tapTarget,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
  borderBlockEnd: `${vars.borderWidth.focus} solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [hovered]: { color: vars.color.text.primary },
    // aria-selected: the enhanced native tabs, which react-aria does not mark.
    '&[data-selected], &[aria-selected="true"]': {
      color: vars.color.brand.base,
      borderBlockEndColor: vars.color.brand.base,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      ...focusRingStyles,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'default' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-selected], &[aria-selected="true"]': {
          borderBlockEndColor: 'Highlight',
          color: 'CanvasText',
        },
        '&[data-focus-visible], &:not([data-rac]):focus-visible': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': focusRingStyles,
    // A panel kept in the document while another tab is selected.
    '&[data-inert]': { display: 'none' },
  },
  '@media': {
    [media.forcedColors]: { selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } } },
  },
});

/* Native mode: a list of links to the panels, each panel headed by its tab's label. */
export const nativeList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const nativeItem = style({ display: 'flex' });

export const nativeTab = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
});

export const nativePanel = style({
  selectors: {
    '&:focus-visible': focusRingStyles,
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [media.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

export const panelHeading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  selectors: { '&[hidden]': { display: 'none' } },
});
