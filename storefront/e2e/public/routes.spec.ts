import { expect, test } from '@playwright/test';
import { draftWithPreview, firstItem, locales, notFoundText, touristOffices } from './helpers';

const htmlLang = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' } as const;

for (const locale of locales) {
  test.describe(`public routes in ${locale}`, () => {
    test('home renders in the language of its prefix', async ({ page }) => {
      const response = await page.goto(`/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${locale}$`),
      );
    });

    test('search keeps its facets in the URL and works as a plain GET form', async ({ page }) => {
      await page.goto(`/${locale}/cerca?type=eventi&q=`);
      await expect(page.locator('#f-type')).toHaveValue('eventi');
      await page.locator('#f-q').fill('museo');
      await page.locator('#f-sort').selectOption('title');
      await page.locator('form[role="search"] button[type="submit"]').click();
      await expect(page).toHaveURL(/q=museo/);
      await expect(page).toHaveURL(/sort=title/);
      await expect(page.locator('#f-q')).toHaveValue('museo');
    });

    test('search works without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${locale}/cerca`);
      await page.locator('#f-type').selectOption('eventi');
      await page.locator('form[role="search"] button[type="submit"]').click();
      await expect(page).toHaveURL(/type=eventi/);
      await context.close();
    });

    test('/agenda leads to the events agenda', async ({ page }) => {
      await page.goto(`/${locale}/agenda`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/cerca\\?type=eventi$`));
    });

    test('/visit, /visita and /decouvrir lead home', async ({ request }) => {
      for (const path of ['visit', 'visita', 'decouvrir']) {
        const response = await request.get(`/${locale}/${path}`, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe(`/${locale}`);
      }
    });

    test('the three Torino card pages lead to product 5969', async ({ request }) => {
      for (const path of [
        'visit/plan-your-trip/torino-piemonte-card',
        'decouvrir/preparer-ton-sejour/torino-piemonte-card',
        'visita/pianifica-la-tua-visita/torino-piemonte-card',
      ]) {
        const response = await request.get(`/${locale}/${path}`, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe(`/${locale}/l/prodotti/5969`);
      }
    });

    test('/l/{type}/{id} resolves to the slug page; unknown ids and types are 404', async ({
      page,
      request,
    }) => {
      const event = await firstItem(request, locale, 'eventi');
      const redirect = await request.get(`/${locale}/l/eventi/${event.id}`, { maxRedirects: 0 });
      expect(redirect.status()).toBe(301);
      expect(redirect.headers().location).toBe(event.url);
      await page.goto(`/${locale}/l/eventi/${event.id}`);
      await expect(page).toHaveURL(new RegExp(`${event.url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.titolo);
      expect((await request.get(`/${locale}/l/eventi/99999999`)).status()).toBe(404);
      expect((await request.get(`/${locale}/l/sconosciuto/1`)).status()).toBe(404);
      expect((await request.get(`/${locale}/l/eventi/abc`)).status()).toBe(404);
    });

    test('/node/{id} with a bad or unknown id is a 404', async ({ request }) => {
      expect((await request.get(`/${locale}/node/abc`)).status()).toBe(404);
      expect((await request.get(`/${locale}/node/99999999`)).status()).toBe(404);
    });

    test('an unknown path is a 404 with the localized text and links', async ({ page }) => {
      const response = await page.goto(`/${locale}/questa-pagina-non-esiste-davvero`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText(notFoundText[locale])).toBeVisible();
      await expect(page.locator(`main a[href="${touristOffices[locale]}"]`)).toBeVisible();
      await expect(page.locator(`main a[href="/${locale}"]`)).toBeVisible();
      // header and footer stay around the error
      await expect(page.locator('header')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });

    test('the missing-translation page exists', async ({ page }) => {
      const response = await page.goto(`/${locale}/traduzione-mancante`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('a preview is never indexed nor cached; unknown items and types are 404', async ({
      request,
    }) => {
      const event = await firstItem(request, locale, 'eventi');
      const denied = await request.get(`/${locale}/preview/eventi/99999999?token=wrong-token-123`);
      expect(denied.status()).toBe(404);
      expect(denied.headers()['cache-control']).toContain('no-store');
      expect((await request.get(`/${locale}/preview/sconosciuto/${event.id}`)).status()).toBe(404);
      const draft = await draftWithPreview(request);
      test.skip(!draft, 'the seed has no draft with a preview token');
      const segment = draft!.tipo.replace('_', '-');
      expect((await request.get(`/${locale}/preview/${segment}/${draft!.id}`)).status()).toBe(404);
      const allowed = await request.get(
        `/${locale}/preview/${segment}/${draft!.id}?token=${encodeURIComponent(draft!.token)}`,
      );
      expect(allowed.status()).toBe(200);
      expect(allowed.headers()['cache-control']).toContain('no-store');
      expect(allowed.headers()['x-robots-tag']).toContain('noindex');
      expect(await allowed.text()).toContain('noindex, nofollow');
    });
  });
}

test('a language prefix other than it, en, fr is a 404', async ({ request }) => {
  expect((await request.get('/de')).status()).toBe(404);
  expect((await request.get('/de/cerca')).status()).toBe(404);
});

test('known bots are not shown the error page', async ({ request }) => {
  const response = await request.get('/it/pagina-inesistente-per-bot', {
    headers: {
      'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('<html');
});

test('on a phone, footer logos are fetched at twice their width, not at the pictures phone width', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/it');
  const pictures = await page
    .locator('footer img, [aria-labelledby="prefooter-title"] img')
    .evaluateAll((imgs) =>
      imgs.map((img) => {
        // The phone source of the picture: the one the browser takes at this width.
        const source = img.parentElement?.querySelector<HTMLSourceElement>(
          'source[media="(max-width: 767px)"]',
        );
        return {
          width: Number(img.getAttribute('width')),
          fetched: Number(new URL(source?.srcset ?? '', location.href).searchParams.get('width')),
        };
      }),
    );
  // The pre-footer's cards (400 px) span the phone's width: they keep the phone width of spec
  // section 9. Logos and sponsors are narrower.
  const logos = pictures.filter((p) => p.width < 400);
  const cards = pictures.filter((p) => p.width === 400);
  expect(logos.length).toBeGreaterThan(0);
  for (const logo of logos) expect(logo.fetched).toBe(logo.width * 2);
  for (const card of cards) expect(card.fetched).toBe(824);
  await context.close();
});
