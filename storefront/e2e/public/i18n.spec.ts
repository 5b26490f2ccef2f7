import { expect, test } from '@playwright/test';
import { firstItem, hydratedPage, itemOf } from './helpers';

test.describe('language detection at /', () => {
  test('the browser language list decides on a first visit, and is remembered', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'fr-FR',
      extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8' },
    });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/fr$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('fr');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await context.close();
  });

  test('a base-language match counts (en-US -> en)', async ({ request }) => {
    const html = await (
      await request.get('/', { headers: { 'Accept-Language': 'de-DE, en-US;q=0.8' } })
    ).text();
    expect(html).toContain('lang="en-GB"');
  });

  test('the i18n_redirected cookie wins over the browser', async ({ request }) => {
    const html = await (
      await request.get('/', {
        headers: { 'Accept-Language': 'fr-FR', Cookie: 'i18n_redirected=en' },
      })
    ).text();
    expect(html).toContain('lang="en-GB"');
  });

  test('without a match the fallback is Italian', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'ja-JP' } });
    expect(await response.text()).toContain('lang="it-IT"');
    expect(response.headers().vary).toContain('Accept-Language');
  });
});

test.describe('messages', () => {
  test('are served per locale from a versioned path, cacheable for 24 hours', async ({
    page,
    request,
  }) => {
    await page.goto('/en');
    const version = await page.locator('meta[name="i18n-version"]').getAttribute('content');
    const response = await request.get(`/i18n/${version}/en/messages.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('max-age=86400');
    const body = (await response.json()) as Record<string, { nav: { home: string } }>;
    expect(Object.keys(body)).toEqual(['en']);
    expect(body.en?.nav.home).toBe('Home');
    const stale = await request.get('/i18n/0000oldbuild/en/messages.json');
    expect(stale.headers()['cache-control']).toBe('no-cache');
    expect((await request.get(`/i18n/${version}/de/messages.json`)).status()).toBe(404);
  });

  test('a failed messages load is a warning and the page keeps working', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const path = await hydratedPage(page, 'fr');
    await page.route('**/i18n/**', (route) => route.abort());
    // The order's success page is hydrated: it loads its messages in the browser (content pages
    // do not).
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => warnings.some((w) => w.includes('could not be loaded'))).toBe(true);
  });
});

test.describe('language switch', () => {
  test('keeps the equivalent page through the translated slugs and remembers the choice', async ({
    page,
    request,
    context,
  }) => {
    const event = await firstItem(request, 'it', 'eventi');
    const full = await itemOf(request, 'it', 'eventi', event.id);
    const english =
      full.translations.find((t) => t.languages_code === 'en')?.url ?? '/en/traduzione-mancante';
    await page.goto(event.url);
    await page.waitForLoadState('networkidle');
    // Content pages are not hydrated: the switch loads the English document, rendered in English.
    const documentRequest = page.waitForRequest(
      (r) => r.resourceType() === 'document' && new URL(r.url()).pathname === english,
    );
    await page.locator('header nav a[lang="en-GB"]').click();
    await documentRequest;
    await expect(page).toHaveURL(new RegExp(`${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('banner')).toContainText('Search');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
  });

  test('on a hydrated page the messages of the new language load before it renders', async ({
    page,
    context,
  }) => {
    const italian = await hydratedPage(page, 'it');
    const english = italian.replace(/^\/it\//, '/en/');
    await page.goto(italian);
    await page.waitForLoadState('networkidle');
    const messages = page.waitForRequest((r) => /\/i18n\/[^/]+\/en\/messages\.json$/.test(r.url()));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.locator('header nav a[lang="en-GB"]').click();
    await messages;
    await expect(page).toHaveURL(new RegExp(`${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('banner')).toContainText('Search');
    // A client navigation: no new document was requested.
    expect(documents).toEqual([]);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
  });

  test('a page without a translation leads to the missing-translation page', async ({ page }) => {
    await page.goto('/it/cerca');
    const href = await page.locator('header nav a[lang="fr-FR"]').getAttribute('href');
    expect(href).toBe('/fr/cerca');
  });
});
