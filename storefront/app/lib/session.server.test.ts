import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from './api/request.server';
import {
  ACCESS_COOKIE,
  EXPIRY_COOKIE,
  REFRESH_COOKIE,
  assertSameOrigin,
  authMiddleware,
  clearTokens,
  commitTokens,
  readTokens,
  sharedRefresh,
} from './session.server';

describe('shared refresh', () => {
  it('runs one refresh per refresh token however many requests ask at once', async () => {
    let resolve: (value: {
      accessToken: string;
      refreshToken: string;
      expiresAt: number;
    }) => void = () => {};
    const doRefresh = vi.fn(
      () =>
        new Promise<{ accessToken: string; refreshToken: string; expiresAt: number }>(
          (r) => (resolve = r),
        ),
    );
    const calls = [
      sharedRefresh('rt-1', doRefresh),
      sharedRefresh('rt-1', doRefresh),
      sharedRefresh('rt-1', doRefresh),
    ];
    resolve({ accessToken: 'a2', refreshToken: 'rt-2', expiresAt: 5 });
    const results = await Promise.all(calls);
    expect(doRefresh).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.accessToken))).toEqual(new Set(['a2']));
    // A late request still carrying the rotated token gets the same answer during the grace period.
    expect((await sharedRefresh('rt-1', doRefresh)).refreshToken).toBe('rt-2');
    expect(doRefresh).toHaveBeenCalledTimes(1);
  });

  it('lets a failed refresh be retried and refreshes different tokens separately', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('401')));
    await expect(sharedRefresh('rt-bad', failing)).rejects.toThrow('401');
    await expect(sharedRefresh('rt-bad', failing)).rejects.toThrow('401');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('token cookies', () => {
  it('are HttpOnly, SameSite=Lax, Secure only over https, and round-trip', async () => {
    const https = new Request('https://www.citta.example/it/dashboard/login');
    const cookies = await commitTokens(https, {
      accessToken: 'acc',
      refreshToken: 'ref',
      expiresAt: 1234,
    });
    expect(cookies.map((c) => c.split('=')[0])).toEqual([
      'directus_access_token',
      'directus_refresh_token',
      'directus_token_expired_at',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Secure/);
    }
    const plain = await commitTokens(new Request('http://localhost:3000/'), {
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: 1,
    });
    expect(plain.some((c) => /Secure/.test(c))).toBe(false);
    const header = cookies.map((c) => c.split(';')[0]).join('; ');
    expect(await readTokens(new Request('http://x/', { headers: { Cookie: header } }))).toEqual({
      accessToken: 'acc',
      refreshToken: 'ref',
      expiresAt: 1234,
    });
    const cleared = await clearTokens(https);
    expect(cleared.every((c) => /Max-Age=0/.test(c))).toBe(true);
  });
});

describe('same-origin check of mutating actions', () => {
  const post = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/it/carrello', { method: 'POST', headers });

  it('accepts a form posted from this origin', () => {
    expect(() => assertSameOrigin(post({ Origin: 'http://localhost:3000' }))).not.toThrow();
    expect(() =>
      assertSameOrigin(post({ Referer: 'http://localhost:3000/it/carrello' })),
    ).not.toThrow();
  });

  it('refuses other origins and requests that say nothing', () => {
    const cases: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      {},
      { Referer: 'https://evil.example/x' },
    ];
    for (const headers of cases) {
      let status = 0;
      try {
        assertSameOrigin(post(headers));
      } catch (error) {
        status = (error as { init?: { status?: number } }).init?.status ?? -1;
      }
      expect(status).toBe(403);
    }
  });
});

describe('the request clients of the root middleware', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Runs the middleware (twice, as root and route list it) around `handler`. */
  async function run(
    request: Request,
    handler: (context: RouterContextProvider) => Promise<void>,
  ): Promise<Response> {
    const context = new RouterContextProvider();
    const args = { request, context, params: {}, unstable_pattern: '' } as never;
    const inner = () =>
      authMiddleware(args, async () => {
        await handler(context);
        return new Response('page');
      }) as Promise<Response>;
    return (await authMiddleware(args, inner)) as Response;
  }

  const cookieHeader = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => `${name}=${encodeURIComponent(btoa(JSON.stringify(value)))}`)
      .join('; ');

  it('reads no session and calls no backend for a page that does not ask', async () => {
    const fetchMock = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const request = new Request('http://localhost:3000/it', {
      headers: { Cookie: cookieHeader({ [REFRESH_COOKIE]: 'rt-idle' }) },
    });
    const response = await run(request, async (context) => {
      expect(api(context).content).toBeDefined();
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('refreshes an expired session once, hands the new token to the shop and sets its cookies once', async () => {
    const fetchMock = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/auth/refresh')
        return Response.json({
          data: { access_token: 'fresh', refresh_token: 'rt-next', expires: 900_000 },
        });
      return Response.json({ seen: new Headers(init?.headers).get('authorization') });
    });
    vi.stubGlobal('fetch', fetchMock);
    const request = new Request('http://localhost:3000/it/dashboard', {
      headers: {
        Cookie: cookieHeader({
          [ACCESS_COOKIE]: 'stale',
          [REFRESH_COOKIE]: 'rt-middleware',
          [EXPIRY_COOKIE]: '1',
        }),
      },
    });
    let seen: unknown;
    const response = await run(request, async (context) => {
      const clients = api(context);
      seen = await clients.shop.request({ path: '/me' }, z.object({ seen: z.string() }));
      expect(await clients.accessToken()).toBe('fresh');
    });
    expect(seen).toEqual({ seen: 'Bearer fresh' });
    const refreshes = fetchMock.mock.calls.filter(([input]) => String(input).includes('/auth/'));
    expect(refreshes).toHaveLength(1);
    const cookies = response.headers.getSetCookie();
    expect(cookies.filter((cookie) => cookie.startsWith(`${ACCESS_COOKIE}=`))).toHaveLength(1);
    expect(cookies).toHaveLength(3);
  });
});
