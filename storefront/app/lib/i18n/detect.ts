import { defaultLocale, isLocale, localeCookieName, localeTag, locales } from './config';
import type { Locale } from './config';

export interface DetectionInput {
  /** The raw Cookie request header. */
  cookie?: string | null;
  /** The raw Accept-Language request header (the browser's language list). */
  acceptLanguage?: string | null;
  /** The locale of the route prefix, when the URL has one. */
  routeLocale?: Locale | undefined;
  /** Configured fallback: Italian when left out, no fallback when null. */
  fallback?: Locale | null | undefined;
}

export interface Detection {
  locale: Locale;
  source: 'cookie' | 'browser' | 'fallback' | 'route';
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return undefined;
}

/**
 * The browser's language list in its stated order. Entries with q=0 are refused and dropped;
 * the others keep the order of the header after a stable sort by q (browsers send them sorted).
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries = header
    .split(',')
    .map((raw, position) => {
      const [tag = '', ...params] = raw.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, position };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.q > 0);
  entries.sort((a, b) => b.q - a.q || a.position - b.position);
  return entries.map((e) => e.tag);
}

/**
 * Scores the site's locales against the browser's list (spec section 4): an exact match of the
 * locale's language tag (or code) scores 1 - rank/size, a match on the base language only scores
 * 0.999 - rank/size. The best score wins; undefined when nothing matches.
 */
export function matchBrowserLanguages(languages: readonly string[]): Locale | undefined {
  const size = languages.length;
  let best: { locale: Locale; score: number } | undefined;
  languages.forEach((language, rank) => {
    const wanted = language.toLowerCase();
    const base = wanted.split('-')[0];
    for (const locale of locales) {
      const tag = localeTag(locale).toLowerCase();
      let score = -Infinity;
      if (wanted === tag || wanted === locale) score = 1 - rank / size;
      else if (base === locale) score = 0.999 - rank / size;
      if (!best || score > best.score) {
        if (score > -Infinity) best = { locale, score };
      }
    }
  });
  return best?.locale;
}

/**
 * Language of a first visit, in the spec's order: the i18n_redirected cookie, the browser's
 * language list, the configured fallback, then the route prefix.
 */
export function detectLocale(input: DetectionInput): Detection {
  const fromCookie = readCookie(input.cookie, localeCookieName);
  if (isLocale(fromCookie)) return { locale: fromCookie, source: 'cookie' };

  const fromBrowser = matchBrowserLanguages(parseAcceptLanguage(input.acceptLanguage));
  if (fromBrowser) return { locale: fromBrowser, source: 'browser' };

  const fallback = input.fallback === undefined ? defaultLocale : input.fallback;
  if (fallback) return { locale: fallback, source: 'fallback' };

  return { locale: input.routeLocale ?? defaultLocale, source: 'route' };
}
