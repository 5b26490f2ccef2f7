import type { ThemeDescriptor } from '../types';
import { cittaThemeClass } from './citta/theme.css';
import { cittaTokens } from './citta/tokens';
import { regioneThemeClass } from './regione/theme.css';
import { regioneTokens } from './regione/tokens';

export const themeIds = ['citta', 'regione'] as const;
export type ThemeId = (typeof themeIds)[number];

export const citta: ThemeDescriptor = {
  id: 'citta',
  name: 'Città',
  className: cittaThemeClass,
  tokens: cittaTokens,
};

export const regione: ThemeDescriptor = {
  id: 'regione',
  name: 'Regione',
  className: regioneThemeClass,
  tokens: regioneTokens,
};

export const themes: Record<ThemeId, ThemeDescriptor> = { citta, regione };

/** The city site's theme. */
export const defaultTheme: ThemeDescriptor = citta;

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themeIds as readonly string[]).includes(value);
}
