import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the project. Every theme fills every leaf; components read
 * only `vars`. Colours are named by meaning, never by hue.
 */
const colorSet = { base: null, hover: null, active: null, soft: null, onBase: null, onSoft: null };

export const vars = createThemeContract({
  color: {
    brand: colorSet,
    accent: colorSet,
    critical: colorSet,
    positive: colorSet,
    caution: colorSet,
    info: colorSet,
    neutral: colorSet,
    surface: {
      page: null,
      raised: null,
      sunken: null,
      inverse: null,
      overlay: null,
    },
    text: {
      primary: null,
      secondary: null,
      inverse: null,
      link: null,
      linkHover: null,
      disabled: null,
    },
    border: {
      subtle: null,
      strong: null,
      focus: null,
    },
    /** Pre-footer sections of the site: visit (default), convention, trade, school, press. */
    section: {
      visita: { background: null, foreground: null },
      convention: { background: null, foreground: null },
      trade: { background: null, foreground: null },
      scuole: { background: null, foreground: null },
      press: { background: null, foreground: null },
    },
  },
  font: {
    body: null,
    heading: null,
    /** Editorial accent: quotes, eyebrows, the lead paragraph of a story. */
    accent: null,
    mono: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  /** Type scale: size and line height per step. */
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  lineHeight: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  borderWidth: {
    thin: null,
    thick: null,
    focus: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  /** Layering: overlays start at 2000, as the UI kit's default. */
  zIndex: {
    base: null,
    raised: null,
    sticky: null,
    header: null,
    overlay: null,
    modal: null,
    toast: null,
  },
  motion: {
    durationFast: null,
    durationBase: null,
    /** Modal and drawer close animation: 0.25 s. */
    durationModalClose: null,
    easing: null,
  },
  size: {
    contentMax: null,
    readingMax: null,
    tapTarget: null,
    iconSm: null,
    iconMd: null,
    iconLg: null,
  },
});

export type ThemeVars = typeof vars;
