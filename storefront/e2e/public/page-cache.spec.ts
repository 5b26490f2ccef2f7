import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { adminApi, adminToken, directusUrl, freshUser, login } from '../commerce/helpers';

/*
 * The page cache of server.js (page-cache.js): an anonymous content page is rendered once and
 * sent with a fresh nonce every time, revalidated with its ETag, dropped within seconds when an
 * editor changes it, and never given to a signed-in visitor.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const paths = { it: `/it/eventi/cache-e2e-${stamp}`, en: `/en/events/cache-e2e-${stamp}` };
const title = { it: `Festa della cache ${stamp}`, en: `Cache fair ${stamp}` };
let itemId = 0;
let italianTranslation = 0;

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

/** The opening tags of the scripts that run (not JSON data blocks). */
const executable = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, { headers, maxRedirects: 0 });
}

test.beforeAll(async ({ request }) => {
  const admin = adminApi(request);
  const created = await admin.post('/items/contenuti', {
    tipo: 'eventi',
    status: 'published',
    translations: [
      { languages_code: 'it', titolo: title.it, slug: paths.it.slice(4) },
      { languages_code: 'en', titolo: title.en, slug: paths.en.slice(4) },
    ],
    date: [{ ricorrenza: 'mai', data_inizio: '2031-06-01T10:00:00' }],
  });
  expect(created.ok()).toBe(true);
  itemId = ((await created.json()) as { data: { id: number } }).data.id;
  const translations = await admin.get(
    `/items/contenuti_translations?filter[contenuti_id][_eq]=${itemId}&filter[languages_code][_eq]=it&fields=id`,
  );
  italianTranslation = ((await translations.json()) as { data: { id: number }[] }).data[0]!.id;
});

test.afterAll(async ({ request }) => {
  if (itemId) await adminApi(request).del(`/items/contenuti/${itemId}`);
});

test('two visits of a cached page get two nonces, each matching its CSP, and scripts run', async ({
  request,
  page,
  browser,
}) => {
  // Two visits in a row, the second answered from the cache. The page was created a moment ago,
  // and a content change (this item's, or another test's) drops cached pages within seconds: one
  // landing between the two visits makes the second a miss, so the pair is asked again.
  let first: APIResponse | undefined;
  let second: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        first = await get(request, paths.en);
        second = await get(request, paths.en);
        return first.status() === 200 ? second.headers()['x-page-cache'] : first.status();
      },
      { timeout: 15_000 },
    )
    .toBe('hit');
  if (!first || !second) throw new Error('no visits');
  const [a, b] = [nonceOf(first), nonceOf(second)];
  expect(a).toBeTruthy();
  expect(b).toBeTruthy();
  expect(a).not.toBe(b);
  for (const [response, nonce] of [
    [first, a],
    [second, b],
  ] as const) {
    const html = await response.text();
    expect(html).toContain(title.en);
    expect(html).not.toContain('pagecachenonce');
    const scripts = executable(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    expect(response.headers()['etag']).toBe(first.headers()['etag']);
  }

  // In two browsers: each document runs its script under its own CSP and nonce.
  const seen: string[] = [];
  for (const context of [page.context(), await browser.newContext()]) {
    const tab = context === page.context() ? page : await context.newPage();
    const violations: string[] = [];
    tab.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    for (const visit of ['first', 'again'] as const) {
      // a second visit may be revalidated (304): the browser keeps the body and its CSP together
      if (visit === 'first') await tab.goto(paths.en);
      else await tab.reload();
      const nonces = await tab.evaluate(() =>
        [...document.scripts].filter((s) => !s.type.includes('json')).map((s) => s.nonce),
      );
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces).size).toBe(1);
      if (visit === 'first') seen.push(nonces[0]!);
      // "Customise" opens the preferences dialog only when the page script runs
      const banner = tab.getByRole('region', { name: 'This site uses cookies' });
      await banner.getByRole('button', { name: 'Customise' }).click();
      await expect(tab.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
    }
    expect(violations).toEqual([]);
    if (context !== page.context()) await context.close();
  }
  expect(seen[0]).toBeTruthy();
  expect(seen[0]).not.toBe(seen[1]);
});

test('a page the browser holds is revalidated with its ETag: 304 without a CSP header', async ({
  request,
}) => {
  const cached = await get(request, paths.it);
  expect(cached.status()).toBe(200);
  const etag = cached.headers()['etag'];
  expect(etag).toBeTruthy();
  const revalidated = await get(request, paths.it, { 'if-none-match': etag! });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toBeUndefined();
  expect(revalidated.headers()['etag']).toBe(etag);
  const other = await get(request, paths.it, { 'if-none-match': '"another"' });
  expect(other.status()).toBe(200);
  expect(other.headers()['content-security-policy']).toContain(`'nonce-${nonceOf(other)}'`);
});

test("an editor's new Italian title is on the page within 5 seconds", async ({ request }) => {
  // the page is in the cache
  await get(request, paths.it);
  expect((await get(request, paths.it)).headers()['x-page-cache']).toBe('hit');
  const renamed = `Festa rinominata ${stamp}`;
  const changed = await request.patch(
    `${directusUrl}/items/contenuti_translations/${italianTranslation}`,
    {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { titolo: renamed },
    },
  );
  expect(changed.ok()).toBe(true);
  const since = Date.now();
  await expect
    .poll(async () => (await (await get(request, paths.it)).text()).includes(renamed), {
      timeout: 5_000,
      intervals: [200],
    })
    .toBe(true);
  expect(Date.now() - since).toBeLessThan(5_000);
  // and it is cached again
  await expect
    .poll(async () => (await get(request, paths.it)).headers()['x-page-cache'])
    .toBe('hit');
});

test('a signed-in visitor never gets a cached page', async ({ page, request }) => {
  expect((await get(request, paths.it)).headers()['x-page-cache']).toMatch(/hit|stale|miss/);
  await login(page, 'it', await freshUser(request));
  await expect(page).toHaveURL(/\/it\/dashboard/);
  const response = await page.goto(paths.it);
  const headers = (await response?.allHeaders()) ?? {};
  expect(response?.status()).toBe(200);
  expect(headers['x-page-cache']).toBeUndefined();
  expect(headers['etag']).toBeUndefined();
  expect(headers['cache-control']).toBe('private, no-store');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

test.describe('two storefront processes sharing Redis', () => {
  const redisUrl = 'redis://127.0.0.1:6379';
  const prefix = `e2e-page-cache-${process.pid}-${Date.now()}`;
  const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const servers: Array<{ origin: string; process: ChildProcess; log: string[] }> = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const log: string[] = [];
      // the e2e run's own build (STOREFRONT_BUILD_DIR is inherited) and backend; one public origin
      const child = spawn(process.execPath, ['server.js'], {
        cwd: storefrontDir,
        env: {
          ...process.env,
          PORT: String(port),
          DIRECTUS_URL: directusUrl,
          PUBLIC_DIRECTUS_URL: directusUrl,
          PUBLIC_SITE_URL: 'http://localhost:13999',
          NODE_ENV: 'production',
          REDIS: redisUrl,
          REDIS_PREFIX: prefix,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      servers.push({ origin: `http://localhost:${port}`, process: child, log });
    }
    for (const server of servers) {
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (server.process.exitCode !== null)
          throw new Error(`storefront exited: ${server.log.join('')}`);
        const ready = await fetch(`${server.origin}/robots.txt`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`storefront not ready: ${server.log.join('')}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });

  test.afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.process.exitCode !== null) return resolve();
            server.process.once('exit', () => resolve());
            server.process.kill('SIGTERM');
          }),
      ),
    );
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  test('a page rendered by one process is served by the other; a change reaches both', async ({
    request,
  }) => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('the two storefront processes did not start');
    const url = (server: { origin: string }) => `${server.origin}${paths.en}`;
    const rendered = await request.get(url(first));
    expect(rendered.status()).toBe(200);
    expect(rendered.headers()['x-page-cache']).toBe('miss');
    const shared = await request.get(url(second));
    expect(shared.headers()['x-page-cache']).toBe('hit');
    expect(shared.headers()['etag']).toBe(rendered.headers()['etag']);
    expect(nonceOf(shared)).not.toBe(nonceOf(rendered));
    expect(await shared.text()).toContain(`nonce="${nonceOf(shared)}"`);
    const redis = new Redis(redisUrl);
    try {
      expect((await redis.keys(`${prefix}:page-cache:e:*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }

    const renamed = `Cache fair, renamed ${stamp}`;
    const translations = await adminApi(request).get(
      `/items/contenuti_translations?filter[contenuti_id][_eq]=${itemId}&filter[languages_code][_eq]=en&fields=id`,
    );
    const english = ((await translations.json()) as { data: { id: number }[] }).data[0]!.id;
    const changed = await request.patch(`${directusUrl}/items/contenuti_translations/${english}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { titolo: renamed },
    });
    expect(changed.ok()).toBe(true);
    for (const server of [second, first])
      await expect
        .poll(async () => (await (await request.get(url(server))).text()).includes(renamed), {
          timeout: 5_000,
          intervals: [200],
        })
        .toBe(true);
  });
});
