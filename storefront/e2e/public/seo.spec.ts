import { expect, test } from '@playwright/test';
import { firstItem, locales } from './helpers';

test('the sitemap index lists one sitemap per locale', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const locale of locales) expect(xml).toContain(`/sitemap-${locale}.xml</loc>`);
});

for (const locale of locales) {
  test(`the ${locale} sitemap lists current content with alternates and never previews`, async ({
    request,
  }) => {
    const response = await request.get(`/sitemap-${locale}.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`/${locale}</loc>`);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain('/preview/');
    const event = await firstItem(request, locale, 'eventi');
    expect(xml).toContain(`${event.url}</loc>`);
  });

  test(`an event page in ${locale} has canonical, hreflang, Open Graph and Event JSON-LD`, async ({
    page,
    request,
  }) => {
    const event = await firstItem(request, locale, 'eventi');
    await page.goto(event.url);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${event.url}$`),
    );
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator(`head link[rel="alternate"][hreflang]`)).not.toHaveCount(0);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      event.titolo,
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
    const ld = data.find((d) => d['@type'] === 'Event');
    expect(ld?.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    expect(await page.title()).toContain(event.titolo);
  });

  test(`the ${locale} cart is indexable with a description and a canonical without the promo code`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}/carrello?codice=PROMO10`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    expect(response?.headers()['x-robots-tag'] ?? '').not.toContain('noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${locale}/carrello$`),
    );
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /.{50,}/,
    );
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/it\/carrello$/,
    );
  });

  test(`an event in ${locale} downloads as an ICS calendar`, async ({ request }) => {
    const event = await firstItem(request, locale, 'eventi');
    const response = await request.get(`/${locale}/l/eventi/${event.id}/calendar.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const body = await response.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain('DTSTART');
    expect(body.split('\r\n')).toContain('END:VCALENDAR');
  });
}

test('robots.txt points to the sitemap and keeps previews out', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain('Sitemap: ');
  expect(body).toContain('Disallow: /it/preview/');
});

test('the icons the pages link are served as PNG images', async ({ page, request }) => {
  await page.goto('/it');
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(icons).toEqual(['/favicon-32.png', '/apple-touch-icon.png']);
  for (const href of icons) {
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // The PNG signature
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }
});
