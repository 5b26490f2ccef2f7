// Public entry of @city/tokens: the theme contract, breakpoints and the themes.
// Fonts are separate side-effect entries: `@city/tokens/fonts/citta`, `@city/tokens/fonts/regione`.
export { vars } from './contract.css';
export type { ThemeVars } from './contract.css';
export { breakpoints, media } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export type { ThemeDescriptor, Tokens } from './types';
export { contrastRatio, relativeLuminance } from './contrast';
export { citta, defaultTheme, isThemeId, regione, themeIds, themes } from './themes';
export type { ThemeId } from './themes';
