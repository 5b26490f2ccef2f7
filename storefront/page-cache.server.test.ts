// The page cache of server.js: which requests it serves, its bounds in bytes, stale answers while
// one background render runs, one render per key, nonces, ETags and the feed of changed pages.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  anonymousCacheControl,
  cacheTarget,
  consentOf,
  createChangeFeed,
  createPageCache,
  fillNonce,
  matchesEtag,
  normalPath,
  pageCacheMiddleware,
  placeholderNonce,
  resultOf,
  storable,
} from './page-cache.js';

type Target = NonNullable<ReturnType<typeof cacheTarget>>;

const origin = 'http://localhost:3000';
const target = (url: string, cookie?: string, method = 'GET') =>
  cacheTarget({ method, origin, url, cookie });

/** A render answer as resultOf gives it, with the placeholder where the nonce goes. */
function page(
  body: string,
  {
    status = 200,
    headers = {} as Record<string, string>,
    setsCookie = false,
    startedAt = Date.now(),
  } = {},
) {
  const placeholder = placeholderNonce();
  return {
    status,
    headers: Object.entries({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': anonymousCacheControl,
      vary: 'Cookie',
      ...headers,
    }),
    body: `<html><body>${body}<script type="module" nonce="${placeholder}" src="/a.js"></script></body></html>`,
    placeholder,
    setsCookie,
    startedAt,
  };
}

describe('what is cached', () => {
  it('takes anonymous GET and HEAD requests of the language pages', () => {
    for (const url of ['/it', '/en/', '/fr/eventi/concerto?x=1', '/it/cerca?type=eventi'])
      expect(target(url)).not.toBeNull();
    expect(target('/it', undefined, 'HEAD')).not.toBeNull();
    expect(target('/it/cerca?type=eventi')?.path).toBe('/it/cerca');
  });

  it('never takes other methods, the site root, resources, or private pages however spelt', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      expect(target('/it', undefined, method)).toBeNull();
    for (const url of [
      '/',
      '/robots.txt',
      '/de/eventi',
      '/it/carrello',
      '/IT/Carrello',
      '/it/%63arrello',
      '/it//checkout',
      '/en/acquista/visite-guidate/3',
      '/fr/checkout/success/5',
      '/it/dashboard',
      '/it/dashboard/profilo/ordini',
      '/it/registrazione/invito',
      '/it/preview/eventi/12',
      '/it/eventi/x.data',
      '/it/eventi/x?_routes=root',
      '/it/%E0%A4%A',
      `/it/${'a'.repeat(3000)}`,
      '//evil.example/it',
    ])
      expect(target(url), url).toBeNull();
  });

  it('never takes a visitor with a Directus session cookie, wherever it sits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string()), { maxLength: 4 }),
        fc.constantFrom(
          'directus_refresh_token',
          'directus_access_token',
          'directus_session_token',
          'DIRECTUS_REFRESH_TOKEN',
        ),
        fc.string(),
        fc.nat(4),
        (others, name, value, at) => {
          const parts = others.map(([k, v]) => `${k}=${v}`);
          parts.splice(Math.min(at, parts.length), 0, `${name}=${value}`);
          expect(target('/it/eventi/x', parts.join('; '))).toBeNull();
        },
      ),
    );
  });

  it('keys pages by origin, path, query and consent; no other cookie reaches the render', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[\w.-]*$/)), {
          maxLength: 5,
        }),
        fc.record({
          bannerClosed: fc.boolean(),
          gdpr: fc.boolean(),
          misurazione: fc.boolean(),
          marketing: fc.anything(),
        }),
        (others, consent) => {
          const kept = others.filter(([k]) => k !== 'preferences');
          const cookie = [
            ...kept.map(([k, v]) => `${k}=${v}`),
            `preferences=${encodeURIComponent(JSON.stringify(consent))}`,
          ].join('; ');
          const withOthers = target('/it/eventi/x?a=1', cookie) as Target;
          const alone = target(
            '/it/eventi/x?a=1',
            `preferences=${encodeURIComponent(JSON.stringify(consentOf(cookie)))}`,
          ) as Target;
          expect(withOthers.key).toBe(alone.key);
          expect(withOthers.cookie).toBe(alone.cookie);
          expect(withOthers.cookie).toMatch(/^preferences=[^;]*$/);
          expect(withOthers.cookie).not.toContain(';');
        },
      ),
    );
    expect(target('/it/a')?.key).not.toBe(target('/it/a?b=1')?.key);
    expect(target('/it/a')?.key).not.toBe(target('/en/a')?.key);
    expect(target('/it/a')?.key).not.toBe(
      target('/it/a', 'preferences=%7B%22bannerClosed%22%3Atrue%7D')?.key,
    );
    expect(target('/it/a')?.cookie).toBeNull();
    expect(target('/it/a', 'preferences=not-json')?.key).toBe(target('/it/a')?.key);
  });

  it('never throws on hostile input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (method, o, url, cookie) => {
        const t = cacheTarget({ method, origin: o, url, cookie });
        if (t) expect(t.url.startsWith(new URL(o).origin)).toBe(true);
      }),
    );
    fc.assert(fc.property(fc.string(), (path) => void normalPath(path)));
  });

  it('keeps only 200 HTML answers marked for everyone that set no cookie', () => {
    expect(storable(page('x'))).toBe(true);
    expect(storable(page('x', { status: 404 }))).toBe(false);
    expect(storable(page('x', { status: 301 }))).toBe(false);
    expect(storable(page('x', { setsCookie: true }))).toBe(false);
    expect(storable(page('x', { headers: { 'cache-control': 'private, no-store' } }))).toBe(false);
    expect(storable(page('x', { headers: { vary: 'Accept-Language, Cookie' } }))).toBe(false);
    expect(storable(page('x', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });

  it('reads a render: headers without cookies, CSP or length, and whether it set a cookie', async () => {
    const response = new Response('<p>x</p>', {
      headers: [
        ['content-type', 'text/html'],
        ['set-cookie', 'a=1'],
        ['content-security-policy', "script-src 'nonce-x'"],
        ['x-robots-tag', 'noindex'],
      ],
    });
    const result = await resultOf(response, 'ph', 5);
    expect(result.setsCookie).toBe(true);
    expect(result.headers.map(([n]) => n).sort()).toEqual(['content-type', 'x-robots-tag']);
    expect(result).toMatchObject({
      status: 200,
      body: '<p>x</p>',
      placeholder: 'ph',
      startedAt: 5,
    });
  });
});

describe('nonces and ETags', () => {
  it('replaces every placeholder and nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (parts) => {
        const placeholder = placeholderNonce();
        const nonce = randomBytes(16).toString('base64');
        const filled = fillNonce(parts.join(placeholder), placeholder, nonce);
        expect(filled).toBe(parts.join(nonce));
      }),
    );
    expect(placeholderNonce()).not.toBe(placeholderNonce());
  });

  it('matches If-None-Match lists, weak or strong', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('the cache', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('stays within its bytes, dropping the least recently used pages first', async () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 2500, now: time.now });
    const render = async (t: Target) =>
      page(`${t.path}:${'x'.repeat(300)}`, { startedAt: time.now() });
    for (let i = 0; i < 4; i++) await cache.lookup(target(`/it/p${i}`) as Target, render);
    expect(cache.stats().entries).toBe(4);
    // p0 used again: p1 is now the oldest
    expect((await cache.lookup(target('/it/p0') as Target, null))?.state).toBe('hit');
    for (let i = 4; i < 10; i++) await cache.lookup(target(`/it/p${i}`) as Target, render);
    expect(cache.stats().bytes).toBeLessThanOrEqual(2500);
    expect(await cache.lookup(target('/it/p1') as Target, null)).toBeNull();
    fc.assert(
      fc.asyncProperty(fc.array(fc.nat(3000), { maxLength: 30 }), async (sizes) => {
        const bounded = createPageCache({ maxBytes: 5000, maxEntryBytes: 2500, now: time.now });
        for (const [i, size] of sizes.entries())
          await bounded.lookup(target(`/it/q${i}`) as Target, async () =>
            page('y'.repeat(size), { startedAt: time.now() }),
          );
        expect(bounded.stats().bytes).toBeLessThanOrEqual(5000);
      }),
    );
  });

  it('renders concurrent misses of a key once', async () => {
    const cache = createPageCache();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const render = vi.fn(async () => {
      await gate;
      return page('once');
    });
    const t = target('/it/eventi/x') as Target;
    const all = Promise.all(Array.from({ length: 10 }, () => cache.lookup(t, render)));
    release();
    const outcomes = await all;
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(outcomes.map((o) => o?.entry?.etag)).size).toBe(1);
    expect(outcomes.every((o) => o?.state === 'miss')).toBe(true);
  });

  it('serves a stale page while one background render replaces it', async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 1000, staleMs: 5000, now: time.now });
    let version = 1;
    const render = vi.fn(async () => page(`v${version}`, { startedAt: time.now() }));
    const t = target('/it/eventi/x') as Target;
    expect((await cache.lookup(t, render))?.state).toBe('miss');
    expect((await cache.lookup(t, render))?.state).toBe('hit');
    expect(render).toHaveBeenCalledTimes(1);
    time.advance(1500);
    version = 2;
    const stale = await Promise.all(Array.from({ length: 5 }, () => cache.lookup(t, render)));
    expect(stale.map((o) => o?.state)).toEqual(Array(5).fill('stale'));
    expect(stale[0]?.entry?.body).toContain('v1');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect((await cache.lookup(t, render))?.state).toBe('hit'));
    expect((await cache.lookup(t, render))?.entry?.body).toContain('v2');
    // past the stale window: a miss, rendered while the request waits
    time.advance(7000);
    version = 3;
    const late = await cache.lookup(t, render);
    expect(late?.state).toBe('miss');
    expect(late?.entry?.body).toContain('v3');
  });

  it('drops a path with every query, and does not keep a render that started before', async () => {
    const time = clock();
    const cache = createPageCache({ now: time.now });
    const render = async () => page('x', { startedAt: time.now() });
    await cache.lookup(target('/it/cerca') as Target, render);
    await cache.lookup(target('/it/cerca?type=eventi') as Target, render);
    await cache.lookup(target('/it/agenda') as Target, render);
    await cache.drop({ paths: ['/it/cerca'] });
    expect(await cache.lookup(target('/it/cerca?type=eventi') as Target, null)).toBeNull();
    expect(await cache.lookup(target('/it/cerca') as Target, null)).toBeNull();
    expect((await cache.lookup(target('/it/agenda') as Target, null))?.state).toBe('hit');
    // a render that began before the drop is answered but not kept
    const started = time.now();
    time.advance(10);
    await cache.drop({ paths: ['/it/eventi/x'] });
    const outcome = await cache.lookup(target('/it/eventi/x') as Target, async () =>
      page('old', { startedAt: started }),
    );
    expect(outcome?.entry?.body).toContain('old');
    expect(await cache.lookup(target('/it/eventi/x') as Target, null)).toBeNull();
    await cache.drop({ all: true });
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('answers what it does not keep to the waiting requests, and keeps nothing', async () => {
    const cache = createPageCache();
    const t = target('/it/nowhere') as Target;
    const render = vi.fn(async () => page('not found', { status: 404 }));
    const outcome = await cache.lookup(t, render);
    expect(outcome?.result?.status).toBe(404);
    expect(cache.stats().entries).toBe(0);
  });
});

describe('the middleware', () => {
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base: string;
  const render = vi.fn(async (t: Target) => {
    if (t.path === '/it/gone') return page('gone', { status: 404 });
    if (t.path === '/it/cookie') return page('c', { setsCookie: true });
    return page(`page ${t.path}`);
  });
  const rendered = vi.fn();

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => {
      const nonce = randomBytes(16).toString('base64');
      res.locals['cspNonce'] = nonce;
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
      next();
    });
    app.use(
      pageCacheMiddleware({
        cache: createPageCache(),
        render,
        nonceOf: (res: express.Response) => res.locals['cspNonce'] as string,
      }),
    );
    app.use((req, res) => {
      rendered(req.method, req.path);
      res.status(200).send('rendered for this visitor');
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  const nonceOf = (res: Response) =>
    /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

  it('gives each response of one cached page its own nonce, matching its CSP header', async () => {
    const first = await fetch(`${base}/it/eventi/x`);
    const second = await fetch(`${base}/it/eventi/x`);
    const [a, b] = [await first.text(), await second.text()];
    expect(render).toHaveBeenCalledTimes(1);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const [na, nb] = [nonceOf(first), nonceOf(second)];
    expect(na).toBeTruthy();
    expect(na).not.toBe(nb);
    expect(a).toContain(`nonce="${na}"`);
    expect(b).toContain(`nonce="${nb}"`);
    expect(a).not.toContain('pagecachenonce');
    expect(b).not.toContain(na);
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers a matching If-None-Match with 304 and no CSP header', async () => {
    const etag = (await fetch(`${base}/it/eventi/x`)).headers.get('etag') ?? '';
    const revalidated = await fetch(`${base}/it/eventi/x`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(revalidated.headers.get('etag')).toBe(etag);
    const changed = await fetch(`${base}/it/eventi/x`, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('content-security-policy')).toContain(nonceOf(changed));
  });

  it('passes signed-in visitors, POSTs and private pages on to the app, never to the cache', async () => {
    render.mockClear();
    rendered.mockClear();
    const signedIn = await fetch(`${base}/it/eventi/x`, {
      headers: { cookie: 'directus_refresh_token=abc' },
    });
    expect(await signedIn.text()).toBe('rendered for this visitor');
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    const post = await fetch(`${base}/it/eventi/x`, { method: 'POST' });
    expect(await post.text()).toBe('rendered for this visitor');
    const cart = await fetch(`${base}/it/carrello`);
    expect(await cart.text()).toBe('rendered for this visitor');
    expect(render).not.toHaveBeenCalled();
    expect(rendered.mock.calls).toEqual([
      ['GET', '/it/eventi/x'],
      ['POST', '/it/eventi/x'],
      ['GET', '/it/carrello'],
    ]);
  });

  it('answers HEAD from a kept page only, and sends unkept answers with their own nonce', async () => {
    rendered.mockClear();
    const head = await fetch(`${base}/it/eventi/x`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(await head.text()).toBe('');
    await fetch(`${base}/it/eventi/never-seen`, { method: 'HEAD' });
    expect(rendered).toHaveBeenCalledWith('HEAD', '/it/eventi/never-seen');
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
    const gone = await fetch(`${base}/it/gone`, { headers: browser });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(`nonce="${nonceOf(gone)}"`);
    expect(gone.headers.get('etag')).toBeNull();
    // a crawler is answered by the app (an error's status alone)
    const crawler = await fetch(`${base}/it/gone`, { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(await crawler.text()).toBe('rendered for this visitor');
    // a render that sets a cookie is not shared: the visitor's own request renders
    const cookie = await fetch(`${base}/it/cookie`);
    expect(await cookie.text()).toBe('rendered for this visitor');
  });
});

describe('the feed of changed pages', () => {
  it('starts at the current cursor, drops what each change names, and everything on a reset', async () => {
    const answers = [
      { cursor: 'e.1', reset: false, changes: [] },
      { cursor: 'e.2', reset: false, changes: [{ paths: ['/it/eventi/x', '/it/cerca'] }] },
      { cursor: 'e.9', reset: true, changes: [] },
      { cursor: 'e.10', reset: false, changes: [{ all: true, paths: [] }] },
    ];
    const seen: string[] = [];
    const fetchImpl = vi.fn(async (url: URL, init: RequestInit) => {
      seen.push(`${url.searchParams.get('since')}`);
      expect((init.headers as Record<string, string>)['authorization']).toBe('Bearer tok');
      return Response.json({ data: answers.shift() });
    });
    const drop = vi.fn(async () => {});
    const onDrop = vi.fn();
    const feed = createChangeFeed({
      directusUrl: 'http://directus.test',
      token: 'tok',
      cache: { drop },
      fetchImpl: fetchImpl as unknown as typeof fetch,
      onDrop,
      echoMs: 10,
    });
    for (let i = 0; i < 4; i++) await feed.pollOnce();
    expect(seen).toEqual(['null', 'e.1', 'e.2', 'e.9']);
    expect(drop.mock.calls.slice(0, 3)).toEqual([
      [{ paths: ['/it/eventi/x', '/it/cerca'] }],
      [{ all: true }],
      [{ all: true }],
    ]);
    expect(onDrop).toHaveBeenCalledTimes(3);
    // each change is dropped once more a moment later (derived columns)
    await vi.waitFor(() => expect(drop).toHaveBeenCalledTimes(5));
  });
});
