import { describe, expect, it, vi } from 'vitest';
import {
  assertSameOrigin,
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
