import type { Tokens } from '../types';
import { fallbackStack } from '../fonts/fallbacks';

/**
 * Scales that both brands share: spacing rhythm, type sizes, layering and motion. A brand changes
 * colours, fonts, radii, shadows and weights; the layout rhythm stays the same so that pages built
 * with the library keep working under any theme.
 */
export const sharedSpace: Tokens['space'] = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
};

/** Overlays start at 2000, the UI kit's default base. */
export const sharedZIndex: Tokens['zIndex'] = {
  base: '0',
  raised: '10',
  sticky: '100',
  header: '1000',
  overlay: '2000',
  modal: '2010',
  toast: '2100',
};

export const sharedSize: Tokens['size'] = {
  contentMax: '80rem',
  readingMax: '45rem',
  tapTarget: '2.75rem',
  iconSm: '1rem',
  iconMd: '1.5rem',
  iconLg: '2rem',
};

const systemSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const systemSerif = "Georgia, 'Times New Roman', serif";

/** A web font, its metric-matched fallbacks (fonts/fallbacks.ts), then the platform's own. */
const stack = (family: string, system: string) =>
  [`'${family}'`, fallbackStack(family), system].filter(Boolean).join(', ');

export const fontStack = {
  sans: (family: string) => stack(family, systemSans),
  serif: (family: string) => stack(family, systemSerif),
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
};
