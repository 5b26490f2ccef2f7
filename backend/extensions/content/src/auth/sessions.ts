// Book-keeping of login sessions for their absolute lifetime: table auth_sessioni (sha-256 of the
// current refresh token, user, login time), and reading the refresh token a request uses or a
// response hands out in each of Directus' login modes (json, cookie, session).
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Req, Res } from '../../../shared/http';

export const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function ensureSessionTable(db: Knex): Promise<void> {
  if (await db.schema.hasTable('auth_sessioni')) return;
  try {
    await db.schema.createTable('auth_sessioni', (t) => {
      t.string('token_hash', 64).primary();
      t.uuid('utente').index();
      t.timestamp('login_at', { useTz: true }).notNullable();
    });
  } catch (error) {
    // another process created it at the same moment
    if (!(await db.schema.hasTable('auth_sessioni'))) throw error;
  }
}

export interface CookieNames {
  refresh: string;
  session: string;
}

/** The `session` claim of a session-mode JWT (its refresh token), without verifying it. */
export function sessionOfJwt(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as {
      session?: unknown;
    };
    return typeof payload.session === 'string' && payload.session ? payload.session : null;
  } catch {
    return null;
  }
}

/** The refresh token a /auth/refresh or /auth/logout request uses, as Directus picks it. */
export function currentToken(req: Req, body: Record<string, unknown>, names: CookieNames) {
  const mode =
    typeof body['mode'] === 'string'
      ? body['mode']
      : typeof body['refresh_token'] === 'string'
        ? 'json'
        : 'cookie';
  if (mode === 'json')
    return typeof body['refresh_token'] === 'string' ? body['refresh_token'] : null;
  if (mode === 'session') return sessionOfJwt(req.cookies?.[names.session]);
  return req.cookies?.[names.refresh] ?? null;
}

/**
 * Replace res.json / res.cookie to see the refresh token Directus answers with: in the body
 * (json mode), in the refresh cookie (cookie mode) or inside the session cookie's JWT.
 */
export function onNewRefreshToken(
  res: Res,
  names: CookieNames,
  cb: (token: string) => Promise<void>,
) {
  const json = res.json.bind(res);
  let seen = false;
  const record = (token: string) => cb(token).catch(() => undefined);
  res.json = (body: unknown) => {
    const token = (body as { data?: { refresh_token?: unknown } } | null)?.data?.refresh_token;
    if (!seen && res.statusCode < 400 && typeof token === 'string') {
      seen = true;
      void record(token).then(() => json(body));
      return res;
    }
    return json(body);
  };
  if (res.cookie) {
    const cookie = res.cookie.bind(res);
    res.cookie = (name: string, value: string, options?: unknown) => {
      const token =
        name === names.refresh ? value : name === names.session ? sessionOfJwt(value) : null;
      if (!seen && typeof token === 'string' && token) {
        seen = true;
        void record(token);
      }
      return cookie(name, value, options);
    };
  }
}
