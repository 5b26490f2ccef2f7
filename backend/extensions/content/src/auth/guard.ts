// Rules added in front of Directus' /auth routes:
//  - login rate limit: failed logins counted per address and per address and email in a fixed
//    window; past the limit, 429 with Retry-After before the password is checked.
//  - absolute session lifetime: a refresh is refused once SESSION_ABSOLUTE_TTL has passed since
//    the login that started the session, however often its refresh token rotated, in the three
//    login modes (json, cookie, session); requests carrying a session-mode cookie are checked too.
import type { Knex } from 'knex';
import type { Next, Req, Res } from '../../../shared/http';
import { memoryCounter, ms, redisCounter, type Counter } from './counters';
import {
  currentToken,
  ensureSessionTable,
  hash,
  onNewRefreshToken,
  type CookieNames,
} from './sessions';

/** The guard's settings (from Directus' env), its database and its login counters. */
interface Guard {
  db: Knex;
  counter: Counter;
  window: number;
  ipLimit: number;
  emailLimit: number;
  absolute: number;
  names: CookieNames;
  /** Clearing a cookie needs the domain and path it was set with. */
  sessionCookie: { path: string; domain?: string };
}

async function guardOf(db: Knex, env: Record<string, unknown>): Promise<Guard> {
  return {
    db,
    window: ms(env['LOGIN_RATE_LIMIT_DURATION'] ?? '900', 900_000),
    ipLimit: Number(env['LOGIN_RATE_LIMIT_IP_POINTS'] ?? 100),
    emailLimit: Number(env['LOGIN_RATE_LIMIT_EMAIL_POINTS'] ?? 10),
    absolute: ms(env['SESSION_ABSOLUTE_TTL'] ?? '30d', 30 * 86_400_000),
    names: {
      refresh: String(env['REFRESH_TOKEN_COOKIE_NAME'] ?? 'directus_refresh_token'),
      session: String(env['SESSION_COOKIE_NAME'] ?? 'directus_session_token'),
    },
    sessionCookie: {
      path: '/',
      ...(env['SESSION_COOKIE_DOMAIN'] ? { domain: String(env['SESSION_COOKIE_DOMAIN']) } : {}),
    },
    counter: env['REDIS']
      ? await redisCounter(
          String(env['REDIS']),
          String(env['LOGIN_RATE_LIMIT_NAMESPACE'] ?? 'citta:login'),
        )
      : memoryCounter(),
  };
}

function tooMany(res: Res, waitMs: number) {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  res.status(429).json({
    errors: [
      {
        message: 'Too many login attempts. Try again later.',
        extensions: { code: 'REQUESTS_EXCEEDED' },
      },
    ],
  });
}

function lifetimeOver(res: Res) {
  res.status(401).json({
    errors: [
      {
        message: 'The session has reached its maximum lifetime. Please log in again.',
        extensions: { code: 'TOKEN_EXPIRED' },
      },
    ],
  });
}

/**
 * Ends a session: Directus' row (and the previous row of a session-mode rotation, kept for a
 * short grace period with `next_token` pointing here) and the book-keeping row.
 */
async function endSession(db: Knex, token: string) {
  await db('directus_sessions').where({ token }).orWhere({ next_token: token }).delete();
  await db('auth_sessioni')
    .where({ token_hash: hash(token) })
    .delete();
}

/**
 * For a request authenticated by a session-mode JWT (`accountability.session`): true, after
 * ending the session and answering 401, when the session is past its absolute lifetime.
 */
async function sessionExpired(g: Guard, req: Req, res: Res): Promise<boolean> {
  const session = req.accountability?.session;
  if (typeof session !== 'string' || !session) return false;
  // a login starts a new session whatever cookie comes with it
  if (/^\/auth\/login(\/|$)/.test(req.path)) return false;
  const record = await g
    .db('auth_sessioni')
    .where({ token_hash: hash(session) })
    .first('login_at');
  if (!record || Date.now() - new Date(record.login_at).getTime() <= g.absolute) return false;
  await endSession(g.db, session);
  res.clearCookie?.(g.names.session, g.sessionCookie);
  lifetimeOver(res);
  return true;
}

/** POST /auth/login: refused past the limits; failures counted; the new session recorded. */
async function login(g: Guard, res: Res, next: Next, body: Record<string, unknown>, ip: string) {
  const { counter } = g;
  const email = typeof body['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
  const ipKey = `ip:${ip}`;
  const emailKey = `ip-email:${ip}:${email}`;
  const [ipCount, emailCount] = await Promise.all([counter.get(ipKey), counter.get(emailKey)]);
  if (ipCount >= g.ipLimit) return tooMany(res, await counter.ttl(ipKey));
  if (email && emailCount >= g.emailLimit) return tooMany(res, await counter.ttl(emailKey));
  res.on('finish', () => {
    if (res.statusCode === 401 || res.statusCode === 400) {
      void counter.hit(ipKey, g.window);
      if (email) void counter.hit(emailKey, g.window);
    } else if (res.statusCode < 300 && email) void counter.reset(emailKey);
  });
  onNewRefreshToken(res, g.names, async (token) => {
    const row = await g.db('directus_sessions').select('user').where({ token }).first();
    await g
      .db('auth_sessioni')
      .insert({ token_hash: hash(token), utente: row?.user ?? null, login_at: new Date() })
      .onConflict('token_hash')
      .ignore();
  });
  next();
}

/** POST /auth/refresh: refused past the absolute lifetime; the rotated token keeps the login time. */
async function refresh(g: Guard, req: Req, res: Res, next: Next, body: Record<string, unknown>) {
  const token = currentToken(req, body, g.names);
  if (typeof token !== 'string' || !token) return next();
  const record = await g
    .db('auth_sessioni')
    .where({ token_hash: hash(token) })
    .first();
  const loginAt = record ? new Date(record.login_at).getTime() : Date.now();
  if (record && Date.now() - loginAt > g.absolute) {
    await endSession(g.db, token);
    if (body['mode'] === 'session') res.clearCookie?.(g.names.session, g.sessionCookie);
    lifetimeOver(res);
    return;
  }
  onNewRefreshToken(res, g.names, async (newToken) => {
    if (newToken === token) return;
    await g
      .db('auth_sessioni')
      .where({ token_hash: hash(token) })
      .delete();
    const row = await g.db('directus_sessions').select('user').where({ token: newToken }).first();
    // a refresh repeated within Directus' grace period answers the same new token
    await g
      .db('auth_sessioni')
      .insert({
        token_hash: hash(newToken),
        utente: row?.user ?? record?.utente ?? null,
        login_at: new Date(loginAt),
      })
      .onConflict('token_hash')
      .ignore();
  });
  next();
}

/** POST /auth/logout: the session's book-keeping row goes with it. */
async function logout(g: Guard, req: Req, next: Next, body: Record<string, unknown>) {
  const token = currentToken(req, body, g.names);
  if (typeof token === 'string' && token)
    await g
      .db('auth_sessioni')
      .where({ token_hash: hash(token) })
      .delete();
  next();
}

export async function createAuthGuard(db: Knex, env: Record<string, unknown>) {
  const g = await guardOf(db, env);
  await ensureSessionTable(db);

  async function authGuard(req: Req, res: Res, next: Next): Promise<void> {
    try {
      if (req.method !== 'POST') return next();
      const path = (req.path ?? '').replace(/\/+$/, '');
      const body = (req.body ?? {}) as Record<string, unknown>;
      const ip = req.accountability?.ip ?? req.ip ?? 'unknown';
      if (path === '/auth/login') return await login(g, res, next, body, ip);
      if (path === '/auth/refresh') return await refresh(g, req, res, next, body);
      if (path === '/auth/logout') return await logout(g, req, next, body);
      next();
    } catch (error) {
      next(error);
    }
  }

  return { authGuard, sessionExpired: (req: Req, res: Res) => sessionExpired(g, req, res) };
}
