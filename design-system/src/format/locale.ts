import { localeTag, type Locale } from '../provider/locales';

/** The locales the formatting helpers understand: the site's locales. */
export type FormatLocale = Locale;

/** BCP 47 tag of a site locale: it-IT, en-GB, fr-FR. */
export function formatTag(locale: FormatLocale): string {
  return localeTag(locale);
}
