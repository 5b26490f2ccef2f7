export { CookiePreferencesLink } from './CookiePreferencesLink';
export type { CookiePreferencesLinkProps } from './CookiePreferencesLink';
export { cookiePreferencesLinkMessages } from './messages';
export type { CookiePreferencesLinkMessages } from './messages';
