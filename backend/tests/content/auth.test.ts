// Auth rules and access: login rate limit, refresh rotation, absolute session lifetime, redirect
// allow-lists for reset and invite links, roles, and what public and operators may touch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../../scripts/test-instance.mjs';
import { client, demoPassword, type Json } from './helpers';

let instance: Instance;
let api: ReturnType<typeof client>;
const storefront = 'http://localhost:13000';

beforeAll(async () => {
  instance = await startInstance({
    seed: true,
    env: {
      STOREFRONT_URL: storefront,
      SESSION_ABSOLUTE_TTL: '6s',
      LOGIN_RATE_LIMIT_EMAIL_POINTS: '5',
      LOGIN_RATE_LIMIT_IP_POINTS: '12',
      // an SSO provider, configured as a site would (no network needed by the oauth2 driver)
      AUTH_PROVIDERS: 'demo',
      AUTH_DEMO_DRIVER: 'oauth2',
      AUTH_DEMO_CLIENT_ID: 'citta-demo',
      AUTH_DEMO_CLIENT_SECRET: 'citta-demo-secret',
      AUTH_DEMO_AUTHORIZE_URL: 'https://sso.example.com/authorize',
      AUTH_DEMO_ACCESS_URL: 'https://sso.example.com/token',
      AUTH_DEMO_PROFILE_URL: 'https://sso.example.com/userinfo',
      AUTH_DEMO_ALLOW_PUBLIC_REGISTRATION: 'true',
      AUTH_DEMO_REDIRECT_ALLOW_LIST: `${storefront}/it/dashboard/login/sso`,
    },
  });
  api = client(instance);
});
afterAll(async () => {
  await instance?.stop();
});

async function login(email: string, password = demoPassword) {
  const res = await api.post('/auth/login', { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body['data'] as { access_token: string; refresh_token: string; expires: number };
}

describe('login and tokens', () => {
  it('answers access token, refresh token and expiry, and stores argon2id hashes', async () => {
    const t = await login('utente@citta.example.com');
    expect(t.expires).toBe(15 * 60 * 1000);
    expect(t.refresh_token.length).toBeGreaterThan(32);
    const db = instance.knex();
    try {
      const row = await db('directus_users')
        .select('password')
        .where({ email: 'utente@citta.example.com' })
        .first();
      expect(String(row.password)).toMatch(/^\$argon2id\$/);
    } finally {
      await db.destroy();
    }
  });

  it('rotates the refresh token: the old one is refused after use', async () => {
    const t = await login('card@citta.example.com');
    const first = await api.post('/auth/refresh', { refresh_token: t.refresh_token, mode: 'json' });
    expect(first.status).toBe(200);
    const next = first.body['data'].refresh_token;
    expect(next).not.toBe(t.refresh_token);
    expect(
      (await api.post('/auth/refresh', { refresh_token: t.refresh_token, mode: 'json' })).status,
    ).toBe(401);
    expect((await api.post('/auth/refresh', { refresh_token: next, mode: 'json' })).status).toBe(
      200,
    );
  });

  it('refuses a refresh past the absolute session lifetime, even after rotations', async () => {
    const t = await login('editor@citta.example.com');
    let token = t.refresh_token;
    for (let i = 0; i < 2; i++) {
      const r = await api.post('/auth/refresh', { refresh_token: token, mode: 'json' });
      expect(r.status).toBe(200);
      token = r.body['data'].refresh_token;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const late = await api.post('/auth/refresh', { refresh_token: token, mode: 'json' });
    expect(late.status).toBe(401);
    expect(late.body['errors'][0].extensions.code).toBe('TOKEN_EXPIRED');
    // a new login starts a new session
    await login('editor@citta.example.com');
  });

  it("ends the admin app's session-cookie mode at the absolute lifetime too", async () => {
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((c) => /^directus_session_token=([^;]*)/.exec(c)?.[1])
        .find((v) => v !== undefined);
    const send = (path: string, cookie: string, body?: unknown) =>
      fetch(`${instance.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          cookie: `directus_session_token=${cookie}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const login = await fetch(`${instance.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ristoratore@citta.example.com',
        password: demoPassword,
        mode: 'session',
      }),
    });
    expect(login.status).toBe(200);
    let cookie = cookieOf(login)!;
    expect(cookie).toBeTruthy();
    expect((await send('/users/me', cookie)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // a refresh rotates the session and keeps the login time
    const refreshed = await send('/auth/refresh', cookie, { mode: 'session' });
    expect(refreshed.status).toBe(200);
    cookie = cookieOf(refreshed)!;
    expect(cookie).toBeTruthy();
    expect((await send('/users/me', cookie)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 5000));
    // the cookie itself is still within its own 1-day lifetime, but the session is over
    const late = await send('/users/me', cookie);
    expect(late.status).toBe(401);
    expect(((await late.json()) as Json)['errors'][0].extensions.code).toBe('TOKEN_EXPIRED');
    // the answer clears the cookie
    expect(late.headers.getSetCookie().join()).toMatch(
      /directus_session_token=;.*Expires=Thu, 01 Jan 1970/,
    );
    const lateRefresh = await send('/auth/refresh', cookie, { mode: 'session' });
    expect(lateRefresh.status).toBe(401);
    const db = instance.knex();
    try {
      const user = await db('directus_users')
        .where({ email: 'ristoratore@citta.example.com' })
        .first('id');
      const live = await db('directus_sessions')
        .where({ user: user.id })
        .andWhere('expires', '>', new Date())
        .select('token');
      expect(live).toEqual([]);
    } finally {
      await db.destroy();
    }
    // a new login in session mode works again
    const again = await fetch(`${instance.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ristoratore@citta.example.com',
        password: demoPassword,
        mode: 'session',
      }),
    });
    expect(again.status).toBe(200);
    expect((await send('/users/me', cookieOf(again)!)).status).toBe(200);
  });

  it('logs out: the refresh token no longer works', async () => {
    const t = await login('organizzatore@citta.example.com');
    expect(
      (await api.post('/auth/logout', { refresh_token: t.refresh_token })).status,
    ).toBeLessThan(300);
    expect(
      (await api.post('/auth/refresh', { refresh_token: t.refresh_token, mode: 'json' })).status,
    ).toBe(401);
  });

  it('rate-limits failed logins per IP and email with 429 and Retry-After, other accounts unaffected', async () => {
    const email = 'outdoor2@citta.example.com';
    for (let i = 0; i < 5; i++)
      expect((await api.post('/auth/login', { email, password: 'wrong-password' })).status).toBe(
        401,
      );
    const blocked = await api.post('/auth/login', { email, password: demoPassword });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // another account from the same address still logs in
    await login('incoming@citta.example.com');
  });

  it('counts the visitor address a proxy on this machine forwards (the storefront sends it)', async () => {
    const email = 'nobody-forwarded@example.org';
    const attempt = (address: string) =>
      fetch(`${instance.url}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7')).status).toBe(429);
    // another visitor behind the same storefront is not locked out by the first one's failures
    expect((await attempt('203.0.113.8')).status).toBe(401);
  });
});

describe('SSO without a licence key', () => {
  // Directus 12 core entitlements leave out `sso_enabled`: a configured provider is not offered
  // and its login routes answer 404 (see README, "Directus without a licence key").
  it('lists no provider and answers 404 on /auth/login/{provider} and its callback', async () => {
    const list = await api.get('/auth');
    expect(list.status).toBe(200);
    expect(list.body['data']).toEqual([]);
    const redirect = encodeURIComponent(`${storefront}/it/dashboard/login/sso`);
    for (const path of [`/auth/login/demo?redirect=${redirect}`, '/auth/login/demo/callback']) {
      const res = await fetch(`${instance.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as Json)['errors'][0].extensions.code).toBe('ROUTE_NOT_FOUND');
    }
    // the password login is unaffected
    await login('utente@citta.example.com');
  });
});

describe('roles', () => {
  it.each([
    ['utente@citta.example.com', ['utente']],
    ['organizzatore@citta.example.com', ['organizzatore', 'utente']],
    ['outdoor@citta.example.com', ['operatore_outdoor', 'utente']],
    ['incoming@citta.example.com', ['operatore_incoming', 'utente']],
    ['ristoratore@citta.example.com', ['ristoratore', 'utente']],
    ['card@citta.example.com', ['titolare_card', 'utente']],
    ['controllo@citta.example.com', ['controllo', 'utente']],
  ])('GET /users/me and /pages/me give %s the roles %j', async (email, roles) => {
    const t = await login(email);
    const me = await api.get('/users/me', t.access_token);
    expect(me.status).toBe(200);
    expect(me.body['data']).toMatchObject({ email });
    expect([...me.body['data'].roles].sort()).toEqual([...roles].sort());
    const pages = await api.get('/pages/me', t.access_token);
    expect(pages.body['data'].roles.sort()).toEqual([...roles].sort());
  });

  it('answers 401 to /pages/me without a user', async () => {
    expect((await api.get('/pages/me')).status).toBe(401);
    expect((await api.get('/pages/me', instance.storefrontToken)).status).toBe(401);
  });

  it('registers a new user with the user role', async () => {
    const email = `nuovo-${Date.now()}@example.com`;
    expect(
      (
        await api.post('/users/register', {
          email,
          password: 'una-password-lunga',
          first_name: 'Nuovo',
        })
      ).status,
    ).toBe(204);
    const t = await login(email, 'una-password-lunga');
    expect((await api.get('/pages/me', t.access_token)).body['data'].roles).toEqual(['utente']);
  });
});

describe('redirect allow-list of mailed links', () => {
  it('refuses a password reset link outside the storefront and mails one on the storefront', async () => {
    const evil = await api.post('/auth/password/request', {
      email: 'utente@citta.example.com',
      reset_url: 'https://evil.example.com/it/dashboard/login/reset',
    });
    expect(evil.status).toBe(400);
    const before = instance.mails().length;
    const ok = await api.post('/auth/password/request', {
      email: 'utente@citta.example.com',
      reset_url: `${storefront}/it/dashboard/login/reset`,
    });
    expect(ok.status).toBe(204);
    let mail;
    for (let i = 0; i < 40 && !mail; i++) {
      mail = instance
        .mails()
        .slice(before)
        .find((m) => m.to.includes('utente@citta.example.com'));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail).toBeDefined();
    const link = new RegExp(
      `${storefront}/it/dashboard/login/reset\\?token=([A-Za-z0-9._-]+)`,
    ).exec(mail!.text);
    expect(link).not.toBeNull();
    const reset = await api.post('/auth/password/reset', {
      token: link![1],
      password: 'password-nuova-123',
    });
    expect(reset.status).toBe(204);
    await login('utente@citta.example.com', 'password-nuova-123');
  });

  it('refuses an invite link outside the storefront; an invited user accepts from the mailed link', async () => {
    const role = (
      await api.get('/roles?filter[name][_eq]=organizzatore&fields=id', instance.adminToken)
    ).body['data'][0].id;
    const email = `invitato-${Date.now()}@example.com`;
    const evil = await api.post(
      '/users/invite',
      { email, role, invite_url: 'https://evil.example.com/registrazione/invito' },
      instance.adminToken,
    );
    expect(evil.status).toBe(400);
    const before = instance.mails().length;
    const ok = await api.post(
      '/users/invite',
      { email, role, invite_url: `${storefront}/registrazione/invito` },
      instance.adminToken,
    );
    expect(ok.status).toBe(204);
    let mail;
    for (let i = 0; i < 40 && !mail; i++) {
      mail = instance
        .mails()
        .slice(before)
        .find((m) => m.to.includes(email));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    const token = new RegExp(`${storefront}/registrazione/invito\\?token=([A-Za-z0-9._-]+)`).exec(
      mail!.text,
    )?.[1];
    expect(token).toBeTruthy();
    expect(
      (await api.post('/users/invite/accept', { token, password: 'password-invito-1' })).status,
    ).toBe(204);
    const t = await login(email, 'password-invito-1');
    expect((await api.get('/pages/me', t.access_token)).body['data'].roles.sort()).toEqual([
      'organizzatore',
      'utente',
    ]);
  });
});

describe('access to content', () => {
  it('public and the storefront token cannot read contenuti directly (drafts stay hidden)', async () => {
    expect((await api.get('/items/contenuti')).status).toBe(403);
    expect((await api.get('/items/contenuti_translations')).status).toBe(403);
    expect((await api.get('/items/contenuti', instance.storefrontToken)).status).toBe(403);
  });

  it('public reads footer lists, categories, places, languages and files', async () => {
    for (const c of ['footer_voci', 'categorie', 'luoghi', 'languages'])
      expect((await api.get(`/items/${c}?limit=1`)).status, c).toBe(200);
    const files = await api.get('/files?limit=1');
    expect(files.status).toBe(200);
    const asset = await fetch(
      `${instance.url}/assets/${files.body['data'][0].id}?width=200&format=webp`,
    );
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('image/webp');
  });

  it('public cannot write anything', async () => {
    expect((await api.post('/items/categorie', { codice: 'x' })).status).toBe(403);
    expect((await api.patch('/items/footer', { sponsor: {} })).status).toBe(403);
  });

  it("an operator cannot edit another operator's listing, nor publish through the content API", async () => {
    const admin = instance.adminToken;
    const users = (
      await api.get(
        '/users?filter[email][_in]=outdoor@citta.example.com,outdoor2@citta.example.com&fields=id,email',
        admin,
      )
    ).body['data'] as Json[];
    const other = users.find((u) => u['email'] === 'outdoor2@citta.example.com')!;
    const listing = (
      await api.get(
        `/items/contenuti?filter[proprietario][_eq]=${other['id']}&fields=id,status&limit=1`,
        admin,
      )
    ).body['data'][0];
    const t = await login('outdoor@citta.example.com');
    const res = await api.patch(
      `/items/contenuti/${listing.id}`,
      { status: 'published' },
      t.access_token,
    );
    expect(res.status).toBe(403);
    const after = (await api.get(`/items/contenuti/${listing.id}?fields=status`, admin)).body[
      'data'
    ];
    expect(after.status).toBe(listing.status);
    expect(
      (
        await api.post(
          '/items/contenuti',
          // a payload the publishing rules accept, so that what refuses it is the permission
          {
            tipo: 'operatori_outdoor',
            status: 'published',
            translations: [{ languages_code: 'it', titolo: 'Operatore non autorizzato' }],
          },
          t.access_token,
        )
      ).status,
    ).toBe(403);
  });

  it('the editor manages content in the admin app', async () => {
    const t = await login('editor@citta.example.com');
    const list = await api.get(
      '/items/contenuti?filter[status][_eq]=draft&limit=1&fields=id',
      t.access_token,
    );
    expect(list.status).toBe(200);
    expect(list.body['data'].length).toBe(1);
  });
});
