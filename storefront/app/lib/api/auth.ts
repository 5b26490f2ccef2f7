import { z } from 'zod';
import { ApiError, type Transport } from './transport';

/**
 * Auth backend client (spec section 7): login, refresh, logout, current user, registration,
 * invitation and password reset. Server-side only: tokens never reach browser JavaScript, they
 * travel in HttpOnly cookies (session.server.ts). Its transport sends no token of its own: the
 * calls that act for a user take that user's access token.
 */

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds: now plus the lifetime given by the server. */
  expiresAt: number;
}

/** Who is asking: visitor or logged-in user with their roles (spec section 6). */
export interface Viewer {
  loggedIn: boolean;
  roles: string[];
  email?: string;
  id?: string;
  firstName?: string;
  lastName?: string;
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

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  roles: z.array(z.string()).default([]),
});
export type User = z.infer<typeof userSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  language: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Directus wraps most answers in `{ data }`. */
const wrapped = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });

/** Browser address of the SSO login: `/auth/login/{provider}?redirect=` back to our own origin. */
export function ssoLoginUrl(publicUrl: string, provider: string, returnTo: string): string {
  const url = new URL(`${publicUrl}/auth/login/${encodeURIComponent(provider)}`);
  url.searchParams.set('redirect', returnTo);
  return url.toString();
}

export function createAuthClient(transport: Transport) {
  const anonymous = { token: null };
  return {
    /**
     * Password login: the tokens, or null when the backend refuses the credentials.
     * `clientAddress` is the visitor's address (server.js), forwarded so that the backend's login
     * limiter counts the visitor and not the storefront server (the backend believes
     * X-Forwarded-For from a proxy on its own machine only: IP_TRUST_PROXY).
     */
    async login(
      email: string,
      password: string,
      clientAddress?: string | null,
    ): Promise<AuthTokens | null> {
      try {
        const { body } = await transport.send({
          ...anonymous,
          method: 'POST',
          path: '/auth/login',
          body: { email, password, mode: 'json' },
          headers: clientAddress ? { 'X-Forwarded-For': clientAddress } : undefined,
          what: 'Login',
        });
        const answer = wrapped(z.unknown()).safeParse(body);
        return tokensFromAuthData(answer.success ? answer.data.data : null);
      } catch (error) {
        if (error instanceof ApiError && [400, 401, 403].includes(error.status)) return null;
        throw error;
      }
    },

    async refresh(refreshToken: string): Promise<AuthTokens> {
      const { body } = await transport.send({
        ...anonymous,
        method: 'POST',
        path: '/auth/refresh',
        body: { mode: 'json', refresh_token: refreshToken },
        what: 'Refresh',
      });
      const answer = wrapped(z.unknown()).safeParse(body);
      const tokens = tokensFromAuthData(answer.success ? answer.data.data : null);
      if (!tokens) throw new ApiError('Refresh: no access token', 401, 'Unauthorized', [], body);
      return tokens;
    },

    async logout(refreshToken: string): Promise<void> {
      await transport
        .send({
          ...anonymous,
          method: 'POST',
          path: '/auth/logout',
          body: { mode: 'json', refresh_token: refreshToken },
          what: 'Logout',
        })
        .catch(() => undefined);
    },

    /** The current user with the codes of their role and policies (`GET /pages/me`). */
    async me(accessToken: string): Promise<User> {
      const answer = await transport.request(
        { path: '/pages/me', token: accessToken, what: "Couldn't fetch user" },
        z.union([wrapped(userSchema), userSchema]),
      );
      return 'data' in answer ? answer.data : answer;
    },

    async profile(accessToken: string): Promise<Profile> {
      const answer = await transport.request(
        {
          path: '/users/me',
          params: { fields: 'id,email,first_name,last_name,language' },
          token: accessToken,
          what: "Couldn't fetch user",
        },
        wrapped(profileSchema),
      );
      return answer.data;
    },

    async updateProfile(
      accessToken: string,
      values: { first_name: string; last_name: string; language?: string | null },
    ): Promise<void> {
      await transport.send({
        method: 'PATCH',
        path: '/users/me',
        body: values,
        token: accessToken,
        what: 'Profile update',
      });
    },

    async register(
      email: string,
      password: string,
      names: { first_name: string; last_name: string },
      verificationUrl?: string,
    ): Promise<void> {
      await transport.send({
        ...anonymous,
        method: 'POST',
        path: '/users/register',
        body: { email, password, ...names, verification_url: verificationUrl },
        what: 'Registration',
      });
    },

    async acceptInvite(token: string, password: string): Promise<void> {
      await transport.send({
        ...anonymous,
        method: 'POST',
        path: '/users/invite/accept',
        body: { token, password },
        what: 'Invite',
      });
    },

    async requestPasswordReset(email: string, resetUrl: string): Promise<void> {
      try {
        await transport.send({
          ...anonymous,
          method: 'POST',
          path: '/auth/password/request',
          body: { email, reset_url: resetUrl },
          what: 'Password request',
        });
      } catch (error) {
        // The answer never tells whether the address exists.
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
      }
    },

    async resetPassword(token: string, password: string): Promise<void> {
      await transport.send({
        ...anonymous,
        method: 'POST',
        path: '/auth/password/reset',
        body: { token, password },
        what: 'Password reset',
      });
    },

    /** Names of the SSO providers the backend offers (`GET /auth`). */
    async providers(): Promise<string[]> {
      const answer = await transport.request(
        { ...anonymous, path: '/auth', what: 'Providers' },
        wrapped(z.array(z.looseObject({ name: z.string() }))),
      );
      return answer.data.map((provider) => provider.name);
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
