// Auth rules added in front of Directus' /auth routes:
//  - login rate limit: failed logins counted per IP and per IP+email in a fixed window
//    (Redis when REDIS is set, so every process shares the counters; memory otherwise);
//    past the limit, 429 with Retry-After, before the password is checked.
//  - absolute session lifetime: a refresh is refused once SESSION_ABSOLUTE_TTL has passed since
//    the login that started the session, however often the refresh token rotated in between.
//    This holds for the three modes of Directus' login: `json` (refresh token in the body),
//    `cookie` (directus_refresh_token) and `session` (directus_session_token, the admin app's
//    mode: a JWT whose `session` claim is the session's refresh token). A session-mode cookie
//    lives SESSION_COOKIE_TTL (1 day) between refreshes, so requests authenticated by it are
//    checked too (`sessionExpired`) and refused once the lifetime has passed.
//    Book-keeping in table auth_sessioni (sha-256 of the current refresh token, user, login time).
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Next, Req, Res } from './http';

export function ms(value: unknown, fallback: number): number {
  const m = /^(\d+)\s*(ms|s|m|h|d)?$/.exec(String(value ?? '').trim());
  if (!m) return fallback;
  const n = Number(m[1]);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 's') as 'ms'];
  return n * unit;
}

interface Counter {
  get(key: string): Promise<number>;
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  ttl(key: string): Promise<number>;
}

function memoryCounter(): Counter {
  const store = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const e = store.get(key);
    if (e && e.until <= Date.now()) store.delete(key);
    return store.get(key);
  };
  return {
    async get(key) {
      return live(key)?.n ?? 0;
    },
    async hit(key, windowMs) {
      const e = live(key) ?? { n: 0, until: Date.now() + windowMs };
      e.n += 1;
      store.set(key, e);
      return e.n;
    },
    async reset(key) {
      store.delete(key);
    },
    async ttl(key) {
      const e = live(key);
      return e ? Math.max(0, e.until - Date.now()) : 0;
    },
  };
}

interface RedisLike {
  get(key: string): Promise<string | null>;
  incr(key: string): Promise<number>;
  pexpire(key: string, ms: number): Promise<number>;
  pttl(key: string): Promise<number>;
  del(key: string): Promise<number>;
}

async function redisCounter(url: string, namespace: string): Promise<Counter> {
  const mod = (await import('ioredis')) as unknown as { default: new (url: string) => RedisLike };
  const redis = new mod.default(url);
  const k = (key: string) => `${namespace}:${key}`;
  return {
    async get(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async hit(key, windowMs) {
      const n = await redis.incr(k(key));
      if (n === 1) await redis.pexpire(k(key), windowMs);
      return n;
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(k(key)));
    },
  };
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

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

interface CookieNames {
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
function currentToken(req: Req, body: Record<string, unknown>, names: CookieNames) {
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
function onNewRefreshToken(res: Res, names: CookieNames, cb: (token: string) => Promise<void>) {
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

export async function createAuthGuard(db: Knex, env: Record<string, unknown>) {
  const window = ms(env['LOGIN_RATE_LIMIT_DURATION'] ?? '900', 900_000);
  const ipLimit = Number(env['LOGIN_RATE_LIMIT_IP_POINTS'] ?? 100);
  const emailLimit = Number(env['LOGIN_RATE_LIMIT_EMAIL_POINTS'] ?? 10);
  const absolute = ms(env['SESSION_ABSOLUTE_TTL'] ?? '30d', 30 * 86_400_000);
  const names: CookieNames = {
    refresh: String(env['REFRESH_TOKEN_COOKIE_NAME'] ?? 'directus_refresh_token'),
    session: String(env['SESSION_COOKIE_NAME'] ?? 'directus_session_token'),
  };
  // clearing a cookie needs the domain and path it was set with
  const sessionCookie = {
    path: '/',
    ...(env['SESSION_COOKIE_DOMAIN'] ? { domain: String(env['SESSION_COOKIE_DOMAIN']) } : {}),
  };
  const counter = env['REDIS']
    ? await redisCounter(
        String(env['REDIS']),
        String(env['LOGIN_RATE_LIMIT_NAMESPACE'] ?? 'citta:login'),
      )
    : memoryCounter();
  await ensureSessionTable(db);

  const tooMany = (res: Res, waitMs: number) => {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    res.status(429).json({
      errors: [
        {
          message: 'Too many login attempts. Try again later.',
          extensions: { code: 'REQUESTS_EXCEEDED' },
        },
      ],
    });
  };

  const lifetimeOver = (res: Res) =>
    res.status(401).json({
      errors: [
        {
          message: 'The session has reached its maximum lifetime. Please log in again.',
          extensions: { code: 'TOKEN_EXPIRED' },
        },
      ],
    });

  /**
   * Ends a session: Directus' row (and the previous row of a session-mode rotation, kept for a
   * short grace period with `next_token` pointing here) and the book-keeping row.
   */
  const endSession = async (token: string) => {
    await db('directus_sessions').where({ token }).orWhere({ next_token: token }).delete();
    await db('auth_sessioni')
      .where({ token_hash: hash(token) })
      .delete();
  };

  /**
   * For a request authenticated by a session-mode JWT (`accountability.session`): true, after
   * ending the session and answering 401, when the session is past its absolute lifetime.
   */
  async function sessionExpired(req: Req, res: Res): Promise<boolean> {
    const session = req.accountability?.session;
    if (typeof session !== 'string' || !session) return false;
    // a login starts a new session whatever cookie comes with it
    if (/^\/auth\/login(\/|$)/.test(req.path)) return false;
    const record = await db('auth_sessioni')
      .where({ token_hash: hash(session) })
      .first('login_at');
    if (!record || Date.now() - new Date(record.login_at).getTime() <= absolute) return false;
    await endSession(session);
    res.clearCookie?.(names.session, sessionCookie);
    lifetimeOver(res);
    return true;
  }

  async function authGuard(req: Req, res: Res, next: Next): Promise<void> {
    try {
      if (req.method !== 'POST') return next();
      const path = (req.path ?? '').replace(/\/+$/, '');
      const body = (req.body ?? {}) as Record<string, unknown>;
      const ip = req.accountability?.ip ?? req.ip ?? 'unknown';

      if (path === '/auth/login') {
        const email = typeof body['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
        const ipKey = `ip:${ip}`;
        const emailKey = `ip-email:${ip}:${email}`;
        const [ipCount, emailCount] = await Promise.all([
          counter.get(ipKey),
          counter.get(emailKey),
        ]);
        if (ipCount >= ipLimit) return tooMany(res, await counter.ttl(ipKey));
        if (email && emailCount >= emailLimit) return tooMany(res, await counter.ttl(emailKey));
        res.on('finish', () => {
          if (res.statusCode === 401 || res.statusCode === 400) {
            void counter.hit(ipKey, window);
            if (email) void counter.hit(emailKey, window);
          } else if (res.statusCode < 300 && email) void counter.reset(emailKey);
        });
        onNewRefreshToken(res, names, async (token) => {
          const row = await db('directus_sessions').select('user').where({ token }).first();
          await db('auth_sessioni')
            .insert({
              token_hash: hash(token),
              utente: row?.user ?? null,
              login_at: new Date(),
            })
            .onConflict('token_hash')
            .ignore();
        });
        return next();
      }

      if (path === '/auth/refresh') {
        const token = currentToken(req, body, names);
        if (typeof token !== 'string' || !token) return next();
        const record = await db('auth_sessioni')
          .where({ token_hash: hash(token) })
          .first();
        const loginAt = record ? new Date(record.login_at).getTime() : Date.now();
        if (record && Date.now() - loginAt > absolute) {
          await endSession(token);
          if (body['mode'] === 'session') res.clearCookie?.(names.session, sessionCookie);
          lifetimeOver(res);
          return;
        }
        onNewRefreshToken(res, names, async (newToken) => {
          if (newToken === token) return;
          await db('auth_sessioni')
            .where({ token_hash: hash(token) })
            .delete();
          const row = await db('directus_sessions')
            .select('user')
            .where({ token: newToken })
            .first();
          // a refresh repeated within Directus' grace period answers the same new token
          await db('auth_sessioni')
            .insert({
              token_hash: hash(newToken),
              utente: row?.user ?? record?.utente ?? null,
              login_at: new Date(loginAt),
            })
            .onConflict('token_hash')
            .ignore();
        });
        return next();
      }

      if (path === '/auth/logout') {
        const token = currentToken(req, body, names);
        if (typeof token === 'string' && token)
          await db('auth_sessioni')
            .where({ token_hash: hash(token) })
            .delete();
        return next();
      }
      next();
    } catch (error) {
      next(error);
    }
  }

  return { authGuard, sessionExpired };
}
