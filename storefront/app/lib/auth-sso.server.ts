import type { AuthTokens } from './api/auth';
import { authClient } from './api/request.server';
import { returnPath } from './site-path';
import { assertSameOrigin, commitTokens, readTokens } from './session.server';

/**
 * Completion of an SSO login (spec section 7: browser redirect to `/auth/login/{provider}?redirect=`).
 *
 * The backend ends a provider login by setting its refresh token in an HttpOnly cookie and
 * redirecting the browser to the `redirect` it was given: here, the site's callback page
 * `/{lang}/dashboard/login/sso`. That cookie belongs to the backend, so the site reads it only when
 * the backend is configured to share it with the site (cookie domain of both hosts, or the backend
 * served under the site's origin) under its own name, `SSO_REFRESH_COOKIE`. The callback page posts
 * once to its own action (same-origin check), which
 *   1. exchanges the SSO refresh token server to server (`POST /auth/refresh` in json mode; the
 *      backend rotates it, so the value left in the cookie is useless afterwards),
 *   2. revokes the session the browser had before (logging in replaces old tokens),
 *   3. writes the site's HttpOnly token cookies and the expiry cookie, deletes the SSO cookie,
 *   4. redirects to the return path, only ever a page of this site under a language prefix and
 *      never the login, callback or logout pages.
 * Tokens never pass through page scripts. See storefront/README.md for the backend settings.
 */

/** Name of the backend's refresh cookie after SSO, as the site receives it. */
export function ssoCookieName(): string {
  return (process.env.SSO_REFRESH_COOKIE ?? '').trim() || 'directus_sso_refresh_token';
}

/** Domain the backend gives the SSO cookie (`REFRESH_TOKEN_COOKIE_DOMAIN`), needed to delete it. */
function ssoCookieDomain(): string | undefined {
  return (process.env.SSO_COOKIE_DOMAIN ?? '').trim() || undefined;
}

type Locale = 'it' | 'en' | 'fr';

/** The callback page the backend sends the browser back to, carrying the final (checked) return path. */
export function ssoCallbackUrl(origin: string, lang: Locale, back: string): string {
  const url = new URL(`/${lang}/dashboard/login/sso`, origin);
  url.searchParams.set('redirect', returnPath(back, lang));
  return url.toString();
}

/**
 * Return target after SSO (lib/site-path.ts): a page of this site under a language prefix, other
 * than the login, SSO callback and logout pages; else the dashboard.
 */
export function ssoReturnPath(candidate: string | null | undefined, lang: Locale): string {
  return returnPath(candidate, lang);
}

/** Reads a raw cookie value (the backend writes it unencoded, unlike the site's own cookies). */
export function rawCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}

function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https'
  );
}

/** Set-Cookie that deletes the backend's SSO cookie, with the attributes it was written with. */
export function clearSsoCookie(request: Request): string {
  const domain = ssoCookieDomain();
  return [
    `${ssoCookieName()}=`,
    'Path=/',
    ...(domain ? [`Domain=${domain}`] : []),
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
}

export interface SsoClient {
  refresh(refreshToken: string): Promise<AuthTokens>;
  logout(refreshToken: string): Promise<void>;
}

const backend: SsoClient = {
  refresh: (token) => authClient().refresh(token),
  logout: (token) => authClient().logout(token),
};

export type SsoOutcome =
  | { ok: true; location: string; headers: Headers }
  | {
      ok: false;
      status: number;
      error: 'commerce.sso.failed' | 'commerce.errors.unavailable';
      headers: Headers;
    };

/**
 * The exchange behind the callback page's form. Throws 403 for a request from another origin;
 * otherwise always deletes the SSO cookie and either signs in and redirects, or says why not.
 */
export async function completeSsoLogin(
  request: Request,
  lang: Locale,
  returnTo: string | null | undefined,
  client: SsoClient = backend,
): Promise<SsoOutcome> {
  assertSameOrigin(request);
  const headers = new Headers();
  headers.append('Set-Cookie', clearSsoCookie(request));
  const ssoToken = rawCookie(request.headers.get('Cookie'), ssoCookieName());
  if (!ssoToken) return { ok: false, status: 400, error: 'commerce.sso.failed', headers };

  let tokens: AuthTokens;
  try {
    tokens = await client.refresh(ssoToken);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 502;
    return status >= 500
      ? { ok: false, status: 503, error: 'commerce.errors.unavailable', headers }
      : { ok: false, status: 401, error: 'commerce.sso.failed', headers };
  }
  const previous = await readTokens(request);
  if (previous.refreshToken && previous.refreshToken !== ssoToken)
    await client.logout(previous.refreshToken).catch(() => undefined);
  for (const cookie of await commitTokens(request, tokens)) headers.append('Set-Cookie', cookie);
  return { ok: true, location: ssoReturnPath(returnTo, lang), headers };
}
