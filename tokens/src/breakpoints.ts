/**
 * Breakpoints of the site, in px. They are plain numbers (media queries cannot read CSS
 * variables), shared by every theme.
 *  - carousel: above 601 px the sponsor carousel shows 6 slides instead of 4
 *  - mobile: at most 767 px images use the mobile width
 *  - tablet: 768 to 1280 px images use 1.5 x the width
 *  - desktop: above 1280 px images use 1x and 2x
 */
export const breakpoints = {
  carousel: 601,
  mobileMax: 767,
  tablet: 768,
  tabletMax: 1280,
  desktop: 1281,
} as const;

export const media = {
  carousel: `screen and (min-width: ${breakpoints.carousel + 1}px)`,
  mobile: `screen and (max-width: ${breakpoints.mobileMax}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;

export type Breakpoint = keyof typeof breakpoints;
