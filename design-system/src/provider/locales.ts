/** The languages of the site. Italian is the default and the catch-all. */
export const locales = ['it', 'en', 'fr'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'it';

const tags = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' } as const satisfies Record<Locale, string>;

/** BCP 47 tag used for Intl formatting and react-aria: it-IT, en-GB, fr-FR. */
export type LocaleTag = (typeof tags)[Locale];

export function localeTag(locale: Locale): LocaleTag {
  return tags[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
