import { expect, test } from '@playwright/test';
import { hydratedPage } from './helpers';

test('documents carry the security headers and a nonce-based CSP', async ({ request, page }) => {
  const response = await request.get('/it');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Every script that runs carries the nonce; data blocks (JSON-LD, the page configuration) do not run.
  const executable = (html: string) =>
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  const scripts = executable(await response.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // A hydrated page also has inline scripts (React Router's context and module loader).
  const login = await page.request.get(await hydratedPage(page, 'it'));
  const loginNonce = /'nonce-([^']+)'/.exec(login.headers()['content-security-policy'] ?? '')?.[1];
  const loginScripts = executable(await login.text());
  expect(loginScripts.length).toBeGreaterThan(1);
  for (const tag of loginScripts) expect(tag).toContain(`nonce="${loginNonce}"`);
  const second = (await request.get('/it')).headers()['content-security-policy'];
  expect(second).not.toBe(csp);
});

test('anonymous pages are kept by browsers only, revalidated (each carries its own nonce)', async ({
  request,
}) => {
  const response = await request.get('/it/cerca');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
});

test('cart and account pages are never stored by a cache', async ({ request }) => {
  for (const path of ['/it/carrello', '/en/carrello', '/fr/dashboard/login']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  }
});

test('hashed assets are immutable', async ({ page, request }) => {
  const pageScriptAsked = page.waitForRequest((r) => /\/assets\/page-[\w-]+\.js$/.test(r.url()));
  await page.goto('/it');
  const pageScript = new URL((await pageScriptAsked).url()).pathname;
  await page.goto(await hydratedPage(page, 'it'));
  const preload = await page.locator('link[rel="modulepreload"]').first().getAttribute('href');
  for (const src of [pageScript, preload]) {
    expect(src).toMatch(/^\/assets\//);
    const response = await request.get(src ?? '');
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['cache-control']).toContain('max-age=31536000');
  }
});

test('the page runs without CSP violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  for (const path of ['/en', '/en/carrello']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
