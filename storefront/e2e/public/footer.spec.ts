import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { firstItem } from './helpers';

/** Where the carousel's first logo is drawn, horizontally. */
async function firstLogoLeft(carousel: Locator): Promise<number> {
  const box = await carousel.getByRole('listitem').first().boundingBox();
  if (!box) throw new Error('the first logo is not drawn');
  return box.x;
}

test.describe('the footer of a content page', () => {
  test('loads the sponsor carousel’s enhancement once it comes into view: the buttons move the logos and loop', async ({
    page,
    request,
  }) => {
    const event = await firstItem(request, 'it', 'eventi');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(event.url);
    await page.waitForLoadState('networkidle');
    const carousel = page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'I nostri partner' });
    // The footer is far below the first screen: only the page script has been fetched.
    expect(scripts.filter((s) => s.endsWith('.js'))).toEqual([
      expect.stringMatching(/\/assets\/page-[\w-]+\.js$/),
    ]);
    await expect(carousel).not.toHaveAttribute('data-enhanced');

    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    expect(scripts.length).toBeGreaterThan(1);
    const next = carousel.getByRole('button', { name: 'Sponsor successivi' });
    const previous = carousel.getByRole('button', { name: 'Sponsor precedenti' });
    await expect(next).toBeVisible();

    const count = await carousel.getByRole('listitem').count();
    const start = await firstLogoLeft(carousel);
    await next.click();
    await expect(carousel).toHaveAttribute('data-selected-index', '1');
    await expect.poll(() => firstLogoLeft(carousel)).toBeLessThan(start - 10);

    await previous.click();
    await expect(carousel).toHaveAttribute('data-selected-index', '0');
    await expect.poll(() => firstLogoLeft(carousel)).toBeCloseTo(start, 0);
    // From the first logo, previous loops round to the last one.
    await previous.click();
    await expect(carousel).toHaveAttribute('data-selected-index', String(count - 1));
    await expect(carousel.getByRole('listitem').last()).toBeInViewport();
  });

  test('works with JavaScript disabled: links, the sponsors’ list scrolled by the keyboard, no dead buttons', async ({
    browser,
    request,
  }) => {
    const event = await firstItem(request, 'en', 'eventi');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 860 },
    });
    const page = await context.newPage();
    // Without script the browser loads every picture at once (no lazy loading): the test needs
    // the document, not the pictures.
    await page.goto(event.url, { waitUntil: 'domcontentloaded' });
    const footer = page.getByRole('contentinfo');
    const carousel = footer.getByRole('region', { name: 'Our partners' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).not.toHaveAttribute('data-enhanced');
    // The buttons need the enhancement: without it they are not shown at all.
    await expect(carousel.getByRole('button')).toHaveCount(0);

    // 4 logos in view on a phone; Tab brings the next ones into view.
    const links = carousel.getByRole('link');
    await expect(links.nth(5)).not.toBeInViewport();
    await links.first().focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(links.nth(5)).toBeFocused();
    await expect(links.nth(5)).toBeInViewport();
    await expect(links.nth(5)).toHaveAttribute('href', /^https:\/\/sponsor6\./);

    // The footer's own links are plain links to pages of the site.
    const navigation = footer.getByRole('navigation', { name: 'Useful links' });
    const internal = navigation.locator('a[href^="/en/"]').first();
    const href = await internal.getAttribute('href');
    await Promise.all([
      page.waitForURL(new RegExp(`${href}$`), { waitUntil: 'commit' }),
      internal.click(),
    ]);
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // Nothing of the page may reach past the screen's width: a page wider than the screen is laid
  // out in a larger viewport, which brings the footer into the first screen (the sponsors'
  // hidden "opens in a new tab" hints once did, from the slides scrolled out of view).
  test('no page is wider than the screen, the footer included', async ({ page, request }) => {
    const event = await firstItem(request, 'fr', 'eventi');
    for (const url of ['/it', '/en/cerca?type=eventi', event.url, '/it/carrello']) {
      await page.goto(url);
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.document, url).toBeLessThanOrEqual(widths.screen);
    }
  });
});
