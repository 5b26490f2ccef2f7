import { defaultLocale, isLocale, localeTag, locales } from '@city/design-system/pure';
import type { Locale } from '@city/design-system/pure';

export { defaultLocale, isLocale, localeTag, locales };
export type { Locale };

/** Cookie that remembers the language chosen or detected on the first visit (spec section 9). */
export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/** Serialised Set-Cookie value for the language cookie: 365 days, path /, SameSite lax. */
export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax`;
}

/** The first path segment when it is a locale, e.g. '/fr/cerca' -> 'fr'. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The path with its locale prefix replaced (or added): ('/it/cerca', 'en') -> '/en/cerca'. */
export function withLocale(pathname: string, locale: Locale): string {
  const rest = localeFromPath(pathname) ? pathname.replace(/^\/[^/]+/, '') : pathname;
  const tail = rest === '/' ? '' : rest;
  return `/${locale}${tail}`;
}
