import { isLocale } from './config';
import type { Locale } from './config';
import { detectLocale } from './detect';

/** The locale of a request: its prefix, or (at /) the detected one. */
export function requestLocale(request: Request, lang: string | undefined): Locale {
  if (isLocale(lang)) return lang;
  return detectLocale({
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  }).locale;
}
