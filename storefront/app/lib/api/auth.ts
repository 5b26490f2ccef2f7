import {
  acceptUserInvite,
  createDirectus,
  customEndpoint,
  isDirectusError,
  login,
  logout,
  passwordRequest,
  passwordReset,
  readMe,
  refresh,
  registerUser,
  rest,
  updateMe,
  withOptions,
  withToken,
} from '@directus/sdk';
import { z } from 'zod';
import { directusUrl, storefrontToken } from '../config.server';

/**
 * Auth backend client (spec section 7): login, refresh, logout, current user, registration,
 * invitation and password reset, all through @directus/sdk. Server-side only: tokens never reach
 * browser JavaScript, they travel in HttpOnly cookies (see session.server.ts).
 */

export const LOGIN_FAILED_MESSAGE = 'Login failed, please check your credentials.';

export class LoginFailedError extends Error {
  constructor() {
    super(LOGIN_FAILED_MESSAGE);
    this.name = 'LoginFailedError';
  }
}

/** Error of a backend call: status, status text and response data, as spec section 8 asks. */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

export { directusUrl, storefrontToken };

/** Address of the auth backend as the browser sees it (SSO redirects). */
export function directusPublicUrl(): string {
  return ((process.env.PUBLIC_DIRECTUS_URL ?? '').trim() || directusUrl()).replace(/\/+$/, '');
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds: now plus the lifetime given by the server. */
  expiresAt: number;
}

export function client() {
  return createDirectus(directusUrl()).with(rest());
}

export async function toBackendError(error: unknown, what: string): Promise<BackendError> {
  if (error instanceof BackendError) return error;
  if (isDirectusError(error)) {
    const response = error.response as Response | undefined;
    return new BackendError(
      `${what}: ${error.errors?.[0]?.message ?? error.message}`,
      response?.status ?? 500,
      response?.statusText ?? '',
      error.errors ?? error.data,
    );
  }
  return new BackendError(
    `${what}: ${error instanceof Error ? error.message : String(error)}`,
    502,
    '',
    null,
  );
}

const authData = z.object({
  access_token: z.string().min(1).nullable(),
  refresh_token: z.string().min(1).nullable(),
  expires: z.number().nullable(),
});

export function tokensFromAuthData(raw: unknown, now = Date.now()): AuthTokens | null {
  const parsed = authData.safeParse(raw);
  if (!parsed.success || !parsed.data.access_token || !parsed.data.refresh_token) return null;
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    expiresAt: now + (parsed.data.expires ?? 0),
  };
}

/**
 * Password login. `clientAddress` is the visitor's address (server.js), forwarded so that the
 * backend's login limiter counts the visitor and not the storefront server (the backend believes
 * X-Forwarded-For from a proxy on its own machine only: IP_TRUST_PROXY).
 */
export async function loginWithPassword(
  email: string,
  password: string,
  clientAddress?: string | null,
): Promise<AuthTokens> {
  let raw: unknown;
  const command = login({ email, password }, { mode: 'json' });
  try {
    raw = await client().request(
      clientAddress
        ? withOptions(command, (options) => ({
            ...options,
            headers: {
              ...(options.headers as Record<string, string>),
              'X-Forwarded-For': clientAddress,
            },
          }))
        : command,
    );
  } catch (error) {
    const failure = await toBackendError(error, 'Login');
    if (failure.status === 401 || failure.status === 400 || failure.status === 403)
      throw new LoginFailedError();
    throw failure;
  }
  const tokens = tokensFromAuthData(raw);
  if (!tokens) throw new LoginFailedError();
  return tokens;
}

export async function refreshTokens(refreshToken: string): Promise<AuthTokens> {
  const raw = await client()
    .request(refresh({ refresh_token: refreshToken, mode: 'json' }))
    .catch(async (error: unknown) => {
      throw await toBackendError(error, 'Refresh');
    });
  const tokens = tokensFromAuthData(raw);
  if (!tokens) throw new BackendError('Refresh: no access token', 401, 'Unauthorized', raw);
  return tokens;
}

export async function logoutSession(refreshToken: string): Promise<void> {
  await client()
    .request(logout({ refresh_token: refreshToken, mode: 'json' }))
    .catch(() => undefined);
}

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  roles: z.array(z.string()).default([]),
});
export type User = z.infer<typeof userSchema>;

/** The current user with the codes of their role and policies (`GET /pages/me`). */
export async function fetchMe(accessToken: string): Promise<User> {
  try {
    // The SDK unwraps the `{ data }` envelope of Directus answers.
    const raw = await client().request(
      withToken(accessToken, customEndpoint<unknown>({ path: '/pages/me', method: 'GET' })),
    );
    const envelope = z.object({ data: z.unknown() }).safeParse(raw);
    return userSchema.parse(envelope.success && envelope.data.data ? envelope.data.data : raw);
  } catch (error) {
    console.error("Couldn't fetch user", error instanceof Error ? error.message : error);
    throw await toBackendError(error, "Couldn't fetch user");
  }
}

export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  language: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export async function fetchProfile(accessToken: string): Promise<Profile> {
  try {
    const raw = await client().request(
      withToken(
        accessToken,
        readMe({ fields: ['id', 'email', 'first_name', 'last_name', 'language'] }),
      ),
    );
    return profileSchema.parse(raw);
  } catch (error) {
    console.error("Couldn't fetch user", error instanceof Error ? error.message : error);
    throw await toBackendError(error, "Couldn't fetch user");
  }
}

export async function updateProfile(
  accessToken: string,
  values: { first_name: string; last_name: string; language?: string | null },
): Promise<void> {
  try {
    await client().request(withToken(accessToken, updateMe(values)));
  } catch (error) {
    throw await toBackendError(error, 'Profile update');
  }
}

export async function register(
  email: string,
  password: string,
  names: { first_name: string; last_name: string },
  verificationUrl?: string,
): Promise<void> {
  try {
    await client().request(
      registerUser(email, password, { ...names, verification_url: verificationUrl }),
    );
  } catch (error) {
    throw await toBackendError(error, 'Registration');
  }
}

export async function acceptInvite(token: string, password: string): Promise<void> {
  try {
    await client().request(acceptUserInvite(token, password));
  } catch (error) {
    throw await toBackendError(error, 'Invite');
  }
}

export async function requestPasswordReset(email: string, resetUrl: string): Promise<void> {
  try {
    await client().request(passwordRequest(email, resetUrl));
  } catch (error) {
    // The answer never tells whether the address exists.
    const failure = await toBackendError(error, 'Password request');
    if (failure.status >= 500) throw failure;
  }
}

export async function resetPassword(token: string, password: string): Promise<void> {
  try {
    await client().request(passwordReset(token, password));
  } catch (error) {
    throw await toBackendError(error, 'Password reset');
  }
}

/** Browser address of the SSO login: `/auth/login/{provider}?redirect=` back to our own origin. */
export function ssoLoginUrl(provider: string, returnTo: string): string {
  const url = new URL(`${directusPublicUrl()}/auth/login/${encodeURIComponent(provider)}`);
  url.searchParams.set('redirect', returnTo);
  return url.toString();
}

export { customEndpoint, withToken };

/** Spec section 4: the token is expired when absent or when the stored expiry has passed. */
export function isTokenExpired(
  token: string | null | undefined,
  expiresAt: number | null | undefined,
  now = Date.now(),
): boolean {
  if (!token) return true;
  if (expiresAt == null || !Number.isFinite(expiresAt)) return true;
  return expiresAt <= now;
}
