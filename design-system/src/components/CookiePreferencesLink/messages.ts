import type { Locale } from '../../provider';

export interface CookiePreferencesLinkMessages {
  label: string;
}

export const cookiePreferencesLinkMessages = {
  it: { label: 'Preferenze cookie' },
  en: { label: 'Cookie preferences' },
  fr: { label: 'Préférences cookies' },
} as const satisfies Record<Locale, CookiePreferencesLinkMessages>;
