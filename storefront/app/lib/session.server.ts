import { createCookie, data, type MiddlewareFunction } from 'react-router';
import { type AuthTokens, type User, type Viewer, isTokenExpired } from './api/auth';
import { apiContext, authClient, createRequestApi } from './api/request.server';

/**
 * Server-side session: the auth backend's tokens live in HttpOnly cookies written by this server
 * (never readable by page scripts), plus the expiry cookie `directus_token_expired_at`.
 * SameSite=lax, Secure when the request came over https; lifetime from AUTH_COOKIE_MAX_AGE (seconds).
 * The root middleware reads the session once per request and hands its token to the request's
 * backend clients (api/request.server.ts).
 */

export const ACCESS_COOKIE = 'directus_access_token';
export const REFRESH_COOKIE = 'directus_refresh_token';
export const EXPIRY_COOKIE = 'directus_token_expired_at';

const maxAge = Number(process.env.AUTH_COOKIE_MAX_AGE ?? 7 * 24 * 3600);

const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, maxAge };
const accessCookie = createCookie(ACCESS_COOKIE, cookieOptions);
const refreshCookie = createCookie(REFRESH_COOKIE, cookieOptions);
const expiryCookie = createCookie(EXPIRY_COOKIE, cookieOptions);

interface StoredTokens {
  accessToken?: string;
  refreshToken?: string;
  expiresAt?: number;
}

interface AuthState {
  tokens: AuthTokens | null;
  setCookies: string[];
}

function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https'
  );
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export async function readTokens(request: Request): Promise<StoredTokens> {
  const header = request.headers.get('Cookie');
  const [access, refreshToken, expiry] = await Promise.all([
    accessCookie.parse(header),
    refreshCookie.parse(header),
    expiryCookie.parse(header),
  ]);
  const expiresAt = Number(expiry);
  return {
    accessToken: asString(access),
    refreshToken: asString(refreshToken),
    expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : undefined,
  };
}

export async function commitTokens(request: Request, tokens: AuthTokens): Promise<string[]> {
  const secure = isHttps(request);
  return Promise.all([
    accessCookie.serialize(tokens.accessToken, { secure }),
    refreshCookie.serialize(tokens.refreshToken, { secure }),
    expiryCookie.serialize(String(tokens.expiresAt), { secure }),
  ]);
}

export async function clearTokens(request: Request): Promise<string[]> {
  const secure = isHttps(request);
  return Promise.all(
    [accessCookie, refreshCookie, expiryCookie].map((cookie) =>
      cookie.serialize('', { secure, maxAge: 0 }),
    ),
  );
}

/**
 * One shared refresh per refresh token: concurrent requests carrying the same (about to be rotated)
 * refresh token wait for the same call, and for a short grace period afterwards receive its result
 * instead of presenting a token the backend has already rotated.
 */
const inFlight = new Map<string, Promise<AuthTokens>>();
const recent = new Map<string, { tokens: AuthTokens; until: number }>();
const GRACE_MS = 30_000;

export function sharedRefresh(
  refreshToken: string,
  doRefresh: (token: string) => Promise<AuthTokens> = (token) => authClient().refresh(token),
  now: () => number = Date.now,
): Promise<AuthTokens> {
  const done = recent.get(refreshToken);
  if (done && done.until > now()) return Promise.resolve(done.tokens);
  if (done) recent.delete(refreshToken);
  const running = inFlight.get(refreshToken);
  if (running) return running;
  const call = doRefresh(refreshToken)
    .then((tokens) => {
      recent.set(refreshToken, { tokens, until: now() + GRACE_MS });
      return tokens;
    })
    .finally(() => inFlight.delete(refreshToken));
  inFlight.set(refreshToken, call);
  return call;
}

async function computeAuth(request: Request): Promise<AuthState> {
  const stored = await readTokens(request);
  if (stored.accessToken && !isTokenExpired(stored.accessToken, stored.expiresAt)) {
    return {
      tokens: {
        accessToken: stored.accessToken,
        refreshToken: stored.refreshToken ?? '',
        expiresAt: stored.expiresAt ?? 0,
      },
      setCookies: [],
    };
  }
  if (!stored.refreshToken) {
    return { tokens: null, setCookies: stored.accessToken ? await clearTokens(request) : [] };
  }
  try {
    const tokens = await sharedRefresh(stored.refreshToken);
    return { tokens, setCookies: await commitTokens(request, tokens) };
  } catch (error) {
    console.warn('Token refresh failed', error instanceof Error ? error.message : error);
    return { tokens: null, setCookies: await clearTokens(request) };
  }
}

/** Role codes (lower-case) of a user: its role plus the policies attached to it. */
export function rolesOf(user: User): string[] {
  return [...new Set(user.roles.map((role) => role.toLowerCase()))];
}

async function computeViewer(state: Promise<AuthState>): Promise<Viewer> {
  const { tokens } = await state;
  if (!tokens) return { loggedIn: false, roles: [] };
  try {
    const user = await authClient().me(tokens.accessToken);
    return {
      loggedIn: true,
      roles: rolesOf(user),
      email: user.email ?? undefined,
      id: user.id,
      firstName: user.first_name ?? undefined,
      lastName: user.last_name ?? undefined,
    };
  } catch {
    return { loggedIn: false, roles: [] };
  }
}

/**
 * The session of one request, read lazily and once: its valid tokens (refreshed once when
 * expired), the viewer, and the Set-Cookie headers the refresh or clean-up produced.
 */
export function createSession(request: Request) {
  let state: Promise<AuthState> | undefined;
  let viewer: Promise<Viewer> | undefined;
  const auth = () => (state ??= computeAuth(request));
  return {
    accessToken: async () => (await auth()).tokens?.accessToken ?? null,
    viewer: () => (viewer ??= computeViewer(auth())),
    /** The cookies to set, or none when the session was never read. */
    setCookies: async () => (state ? (await state).setCookies : []),
  };
}

/**
 * Root middleware: creates the request's backend clients from its session (once, however many
 * routes list this middleware) and writes refreshed or cleared auth cookies on the response.
 */
export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (context.get(apiContext)) return next();
  const session = createSession(request);
  context.set(apiContext, createRequestApi(session));
  const response = await next();
  for (const cookie of await session.setCookies()) response.headers.append('Set-Cookie', cookie);
  return response;
};

export async function endSession(request: Request): Promise<string[]> {
  const stored = await readTokens(request);
  if (stored.refreshToken) await authClient().logout(stored.refreshToken);
  return clearTokens(request);
}

/**
 * CSRF defence for every mutating action, on top of SameSite=lax cookies: the request must come
 * from a page of this origin (Origin header, or Referer when a browser omits Origin).
 */
export function assertSameOrigin(request: Request): void {
  const own = new URL(request.url).origin;
  if (!isSameOrigin(own, request.headers.get('Origin'), request.headers.get('Referer'))) {
    throw data('Forbidden', { status: 403 });
  }
}

/**
 * True when a request's Origin (or, without one, its Referer) is the site's own origin `own` or
 * PUBLIC_ORIGIN: what assertSameOrigin checks, for callers that have no Request.
 */
export function isSameOrigin(own: string, origin: string | null, referer: string | null): boolean {
  let source: string | null = origin && origin !== 'null' ? origin : null;
  if (!source) {
    try {
      source = referer ? new URL(referer).origin : null;
    } catch {
      source = null;
    }
  }
  const allowed = new Set([
    own,
    ...(process.env.PUBLIC_ORIGIN ? [process.env.PUBLIC_ORIGIN.replace(/\/+$/, '')] : []),
  ]);
  return source !== null && allowed.has(source);
}

/** Public origin of the site (PUBLIC_SITE_URL), else the request's own origin. */
export function siteOrigin(request: Request): string {
  return (
    (process.env.PUBLIC_SITE_URL ?? '').trim().replace(/\/+$/, '') || new URL(request.url).origin
  );
}
