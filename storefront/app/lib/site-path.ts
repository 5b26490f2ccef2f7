/**
 * Redirect targets built from what a request carries (a `?redirect=` return path, the current
 * page, a route parameter). Every target is checked as it will be sent, after the URL parser has
 * normalised and encoded it: it must resolve to the site's own origin and lie under a language
 * prefix (`/{lang}/…`, or the language's home `/{lang}`). Anything else gives a fallback of the
 * site. Checking the input instead is not enough: `/.//evil.example` has no leading `//`, but
 * normalises to one.
 */
import { defaultLocale, isLocale, type Locale } from './i18n/config';

/** Any origin works: a target is a path, and resolving it must leave this origin unchanged. */
const probeOrigin = 'https://site.invalid';

/** Longer return paths are refused (a URL of the site is far shorter). */
const maxLength = 2048;

/** C0 and C1 control characters (tabs and newlines included) and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Characters that look like or stand for a slash, a backslash or a dot (fullwidth forms, fraction
 * and division slashes, ideographic full stop…). Some servers, proxies and mail clients map them to
 * the ASCII character; a path holding one is never a page of this site.
 */
const lookAlikes =
  /[\uff0f\u2044\u2215\u29f8\u2571\uff3c\u2216\u29f9\ufe68\uff0e\u3002\uff61\u2024\ufe52]/;

/** In a path: an empty segment, a dot segment, a backslash, an encoded slash, backslash or dot. */
const pathTricks = /\/\/|(?:^|\/)\.{1,2}(?:\/|$)|\\|%(?:2f|5c|2e)/i;

const languagePrefix = /^\/(?:it|en|fr)(?:\/|$)/;

/**
 * Whether a pathname, as sent and at every level of percent-decoding, is free of tricks that
 * another component could turn into a different path or host.
 */
function plainPathname(pathname: string): boolean {
  let current = pathname;
  // Three decodings uncover double and triple encoding; a path still changing after that is refused.
  for (let round = 0; round < 4; round += 1) {
    const folded = current.normalize('NFKC');
    if (pathTricks.test(current) || pathTricks.test(folded)) return false;
    if (controls.test(current) || lookAlikes.test(current) || lookAlikes.test(folded)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/**
 * The check of a finished target: resolved against any origin it stays on that origin, it is in
 * the form the URL parser writes (so resolving it again gives it back unchanged), its path starts
 * with a language prefix and holds no trick at any level of decoding.
 */
export function isSitePath(target: string): boolean {
  if (!target.startsWith('/') || controls.test(target) || target.includes('\\')) return false;
  let resolved: URL;
  try {
    resolved = new URL(target, probeOrigin);
  } catch {
    return false;
  }
  return (
    resolved.origin === probeOrigin &&
    `${resolved.pathname}${resolved.search}${resolved.hash}` === target &&
    languagePrefix.test(resolved.pathname) &&
    plainPathname(resolved.pathname)
  );
}

/**
 * A candidate target as the path (with query and hash) the site would send, or null when that
 * path is not a page of this site under a language prefix (see `isSitePath`). Control characters
 * and backslashes are refused before parsing, since the parser drops or rewrites them.
 */
export function toSitePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > maxLength)
    return null;
  if (!candidate.startsWith('/') || controls.test(candidate) || candidate.includes('\\'))
    return null;
  let parsed: URL;
  try {
    parsed = new URL(candidate, probeOrigin);
  } catch {
    return null;
  }
  // A candidate naming another host is refused, even though its path alone would be harmless.
  if (parsed.origin !== probeOrigin) return null;
  const target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isSitePath(target) ? target : null;
}

/** Return paths lie below a language prefix (`/it/…`; a language's home is not one). */
const belowLanguage = /^\/(?:it|en|fr)\//;

/** Pages a return path never leads to: going back there would sign in or out again, or loop. */
const authPages = /^\/(?:it|en|fr)\/dashboard\/(?:login|logout)(?:[/?#]|$)/;

/**
 * Where to go after signing in (password login, SSO, a signed-in visit to the login page): the
 * requested path when it is a page of this site below a language prefix, other than the login,
 * SSO callback and logout pages; else the dashboard of `lang`.
 */
export function returnPath(candidate: unknown, lang: Locale): string {
  const path = toSitePath(candidate);
  return path && belowLanguage.test(path) && !authPages.test(path) ? path : `/${lang}/dashboard`;
}

/** The login page, bringing the visitor back to `back` (a checked return path) once signed in. */
export function loginPath(lang: Locale, back: unknown): string {
  return `/${lang}/dashboard/login?redirect=${encodeURIComponent(returnPath(back, lang))}`;
}

/**
 * After registering: the login page with the "account created" notice, still carrying the return
 * path the visitor came with (checked), when there was one.
 */
export function registeredLoginPath(lang: Locale, back: unknown): string {
  const forward =
    back === null || back === undefined || back === '' ? null : returnPath(back, lang);
  return `/${lang}/dashboard/login?registrato=1${forward ? `&redirect=${encodeURIComponent(forward)}` : ''}`;
}

/**
 * A link or redirect to a page in `lang` (language switch, language-prefixed redirects): the
 * target when it is a page of this site, else the home page of `lang`. A `lang` that is not a
 * language of the site gives the home page of the default language.
 */
export function languagePath(target: unknown, lang: string): string {
  return toSitePath(target) ?? `/${isLocale(lang) ? lang : defaultLocale}`;
}
