import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type SsoClient,
  completeSsoLogin,
  rawCookie,
  ssoCallbackUrl,
  ssoReturnPath,
} from './auth-sso.server';
import { commitTokens } from './session.server';
import { attacks, expectOnSite, hostile, lang, legitimate } from './site-path.fixtures';
import fc from 'fast-check';

// The SDK reads `globalThis.fetch` once, when it loads: route it through a mock before any import.
const backendFetch = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  globalThis.fetch = (input, init) => mock(input, init);
  return mock;
});

const site = 'https://www.citta.example';
const callback = `${site}/it/dashboard/login/sso`;
const fresh = { accessToken: 'new-access', refreshToken: 'new-refresh', expiresAt: 4_000_000 };

function mockClient(refresh: SsoClient['refresh'] = () => Promise.resolve(fresh)) {
  return { refresh: vi.fn(refresh), logout: vi.fn(() => Promise.resolve()) };
}

function post(headers: Record<string, string>, url = callback): Request {
  return new Request(url, { method: 'POST', headers });
}

/** The `name=value` part of each Set-Cookie header, and the whole header by cookie name. */
function cookiesOf(headers: Headers): Map<string, string> {
  return new Map(headers.getSetCookie().map((line) => [line.split('=')[0] ?? '', line]));
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('SSO return paths', () => {
  it('sends the backend back to the callback page with the return path', () => {
    const url = new URL(ssoCallbackUrl(site, 'fr', '/fr/checkout?x=1'));
    expect(url.origin + url.pathname).toBe(`${site}/fr/dashboard/login/sso`);
    expect(url.searchParams.get('redirect')).toBe('/fr/checkout?x=1');
  });

  it('hands the backend a callback on the site carrying only a checked return path', () => {
    const url = new URL(ssoCallbackUrl(site, 'en', '/.//evil.example/x'));
    expect(url.searchParams.get('redirect')).toBe('/en/dashboard');
    fc.assert(
      fc.property(hostile, lang, (back, l) => {
        const callbackUrl = new URL(ssoCallbackUrl(site, l, String(back)));
        expect(callbackUrl.origin).toBe(site);
        expect(callbackUrl.pathname).toBe(`/${l}/dashboard/login/sso`);
        const carried = callbackUrl.searchParams.get('redirect') ?? '';
        expectOnSite(carried);
        expect(ssoReturnPath(carried, l)).toBe(carried);
      }),
      { numRuns: 1000 },
    );
  });

  it('returns to the site below a language prefix for any input', () => {
    for (const attack of attacks.filter((value) => typeof value === 'string'))
      expect(ssoReturnPath(attack, 'fr'), attack).toBe('/fr/dashboard');
    for (const path of legitimate) expect(ssoReturnPath(path, 'it')).toBe(path);
    fc.assert(
      fc.property(hostile, lang, (candidate, l) => {
        const path = ssoReturnPath(String(candidate), l);
        expectOnSite(path);
        expect(ssoReturnPath(path, l)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });

  it('allows only pages of this site under a language prefix', () => {
    expect(ssoReturnPath('/en/checkout', 'en')).toBe('/en/checkout');
    expect(ssoReturnPath('/fr/dashboard/me?tab=1', 'it')).toBe('/fr/dashboard/me?tab=1');
    for (const refused of [
      'https://evil.example/it',
      '//evil.example/it',
      '/\\evil.example',
      'javascript:alert(1)',
      '/admin',
      '/it/dashboard/login',
      '/it/dashboard/login/sso?redirect=/it',
      '/en/dashboard/logout',
      '',
      null,
    ])
      expect(ssoReturnPath(refused, 'it'), String(refused)).toBe('/it/dashboard');
  });

  it('reads the raw cookie the backend writes', () => {
    expect(
      rawCookie('a=1; directus_sso_refresh_token=abc%2Bd; b=2', 'directus_sso_refresh_token'),
    ).toBe('abc+d');
    expect(rawCookie('directus_sso_refresh_token=', 'directus_sso_refresh_token')).toBeUndefined();
    expect(rawCookie(null, 'x')).toBeUndefined();
  });
});

describe('SSO exchange action', () => {
  it('refuses a post from another origin, or from nowhere, before touching the backend', async () => {
    const client = mockClient();
    const cookie = 'directus_sso_refresh_token=sso-token';
    await expect(
      completeSsoLogin(
        post({ Origin: 'https://evil.example', Cookie: cookie }),
        'it',
        '/it',
        client,
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
    await expect(
      completeSsoLogin(post({ Cookie: cookie }), 'it', '/it', client),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(client.refresh).not.toHaveBeenCalled();
  });

  it('exchanges the SSO cookie for HttpOnly session cookies and deletes it', async () => {
    vi.stubEnv('SSO_COOKIE_DOMAIN', '.citta.example');
    const client = mockClient();
    const outcome = await completeSsoLogin(
      post({ Origin: site, Cookie: 'directus_sso_refresh_token=sso-token' }),
      'it',
      '/it/checkout',
      client,
    );
    expect(client.refresh).toHaveBeenCalledExactlyOnceWith('sso-token');
    expect(outcome).toMatchObject({ ok: true, location: '/it/checkout' });
    const cookies = cookiesOf(outcome.headers);
    for (const name of ['directus_access_token', 'directus_refresh_token']) {
      const line = cookies.get(name) ?? '';
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Max-Age=\d+/);
    }
    expect(cookies.get('directus_token_expired_at')).toBeDefined();
    const cleared = cookies.get('directus_sso_refresh_token') ?? '';
    expect(cleared).toMatch(/^directus_sso_refresh_token=;/);
    expect(cleared).toMatch(/; Max-Age=0/);
    expect(cleared).toMatch(/; Domain=\.citta\.example/);
    expect(cleared).toMatch(/; Secure/);
  });

  it('never redirects off the site', async () => {
    const outcome = await completeSsoLogin(
      post({ Origin: site, Cookie: 'directus_sso_refresh_token=sso-token' }),
      'en',
      '//evil.example/steal',
      mockClient(),
    );
    expect(outcome).toMatchObject({ ok: true, location: '/en/dashboard' });
  });

  it('redirects only to the site after the exchange, whatever return path was posted', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, lang, async (back, l) => {
        const outcome = await completeSsoLogin(
          post({ Origin: site, Cookie: 'directus_sso_refresh_token=sso-token' }),
          l,
          String(back),
          mockClient(),
        );
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expectOnSite(outcome.location);
      }),
      { numRuns: 200 },
    );
  });

  it('is not Secure over plain http, and the cookie name can be configured', async () => {
    vi.stubEnv('SSO_REFRESH_COOKIE', 'city_sso');
    const client = mockClient();
    const outcome = await completeSsoLogin(
      post(
        { Origin: 'http://localhost:3000', Cookie: 'city_sso=t2' },
        'http://localhost:3000/fr/dashboard/login/sso',
      ),
      'fr',
      null,
      client,
    );
    expect(client.refresh).toHaveBeenCalledWith('t2');
    expect(outcome).toMatchObject({ ok: true, location: '/fr/dashboard' });
    const cookies = cookiesOf(outcome.headers);
    expect(cookies.get('directus_access_token')).not.toMatch(/Secure/);
    expect(cookies.get('city_sso')).toMatch(/Max-Age=0/);
    expect(cookies.get('city_sso')).not.toMatch(/Domain=/);
  });

  it('revokes the session the browser had before, once the new one exists', async () => {
    const [refreshCookie] = (
      await commitTokens(new Request(site), {
        accessToken: 'old-access',
        refreshToken: 'old-refresh',
        expiresAt: 1,
      })
    ).filter((line) => line.startsWith('directus_refresh_token='));
    const client = mockClient();
    await completeSsoLogin(
      post({
        Origin: site,
        Cookie: `${refreshCookie?.split(';')[0]}; directus_sso_refresh_token=sso-token`,
      }),
      'it',
      '/it',
      client,
    );
    expect(client.logout).toHaveBeenCalledExactlyOnceWith('old-refresh');
    expect(client.logout.mock.invocationCallOrder[0]).toBeGreaterThan(
      client.refresh.mock.invocationCallOrder[0] ?? Infinity,
    );
  });

  it('says why when there is no SSO cookie or the backend refuses it, and keeps the old session', async () => {
    const none = await completeSsoLogin(post({ Origin: site }), 'it', '/it', mockClient());
    expect(none).toMatchObject({ ok: false, status: 400, error: 'commerce.sso.failed' });

    const client = mockClient(() =>
      Promise.reject(Object.assign(new Error('no'), { status: 401 })),
    );
    const refused = await completeSsoLogin(
      post({ Origin: site, Cookie: 'directus_sso_refresh_token=used; directus_refresh_token=x' }),
      'it',
      '/it',
      client,
    );
    expect(refused).toMatchObject({ ok: false, status: 401, error: 'commerce.sso.failed' });
    expect(client.logout).not.toHaveBeenCalled();
    const cookies = cookiesOf(refused.headers);
    expect([...cookies.keys()]).toEqual(['directus_sso_refresh_token']);

    const down = await completeSsoLogin(
      post({ Origin: site, Cookie: 'directus_sso_refresh_token=t' }),
      'it',
      '/it',
      mockClient(() => Promise.reject(Object.assign(new Error('down'), { status: 503 }))),
    );
    expect(down).toMatchObject({ ok: false, status: 503, error: 'commerce.errors.unavailable' });
  });

  it('asks the backend in json mode with the SSO refresh token (default client, mocked fetch)', async () => {
    vi.stubEnv('DIRECTUS_URL', 'http://backend.test');
    backendFetch.mockResolvedValueOnce(
      Response.json({ data: { access_token: 'a1', refresh_token: 'r1', expires: 900_000 } }),
    );
    const outcome = await completeSsoLogin(
      post({ Origin: site, Cookie: 'directus_sso_refresh_token=sso-token' }),
      'it',
      '/it/dashboard/me',
    );
    expect(outcome).toMatchObject({ ok: true, location: '/it/dashboard/me' });
    const [url, init] = backendFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe('http://backend.test/auth/refresh');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'sso-token', mode: 'json' });
    expect(cookiesOf(outcome.headers).get('directus_access_token')).toMatch(
      /^directus_access_token=\S+;/,
    );
  });
});
