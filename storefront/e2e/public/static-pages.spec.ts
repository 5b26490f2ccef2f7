import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi } from '../commerce/helpers';
import { fontsPainted, watchLayoutShifts } from '../layout-shifts';
import { appointmentPath, firstItem, hydratedPage, queueStepPath, tourPath } from './helpers';

/** Every script the page fetches from the site until the network is idle. */
/**
 * The scripts a page fetches until the network is idle; with `until`, also until a script whose
 * path matches it has been asked for (the page script is imported in the first idle time after the
 * load, which can come after the network has been idle for half a second).
 */
async function scriptsOf(page: Page, path: string, until?: RegExp): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const awaited = until
    ? page.waitForRequest((r) => until.test(new URL(r.url()).pathname))
    : Promise.resolve();
  await page.goto(path);
  await awaited;
  await page.waitForLoadState('networkidle');
  return scripts;
}

test.describe('pages that are not hydrated', () => {
  test('home, agenda and content pages load the page script and no framework code', async ({
    page,
    request,
  }) => {
    const event = await firstItem(request, 'it', 'eventi');
    for (const path of ['/it', '/en/cerca?type=eventi', event.url]) {
      const scripts = await scriptsOf(page, path);
      expect(
        scripts.some((s) => /\/assets\/page-[\w-]+\.js$/.test(s)),
        path,
      ).toBe(true);
      expect(
        scripts.filter((s) => /entry\.client|react-dom|jsx-runtime/.test(s)),
        path,
      ).toEqual([]);
      expect(await page.locator('script[type="module"]').count(), path).toBe(1);
    }
  });

  test('the page script is one file, asked for with the web fonts once the page has loaded', async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, '/fr');
    // No chain of imports to discover one level at a time: the one file is all that loads.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/page-[\w-]+\.js$/);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    // Only the inline bootstrap is in the document; nothing but the stylesheet and the pictures
    // goes before the load event.
    const script = page.locator('script[type="module"]');
    await expect(script).toHaveCount(1);
    await expect(script).not.toHaveAttribute('src');
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
    const late = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/page-|\/faces\.css|\.woff2/.test(entry.name))
        .map((entry) => ({
          name: new URL(entry.name).pathname,
          afterLoad: entry.startTime >= navigation.loadEventStart,
        }));
    });
    expect(late.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([scripts[0], '/faces.css', expect.stringMatching(/\.woff2$/)]),
    );
    expect(late.filter((entry) => !entry.afterLoad)).toEqual([]);
  });

  test('without script the web fonts still come, from the <noscript> link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    expect(asked).toContain('/faces.css');
    expect(asked.filter((p) => p.endsWith('.woff2')).length).toBeGreaterThan(0);
    expect(asked.filter((p) => p.endsWith('.js'))).toEqual([]);
    await context.close();
  });

  test('keyboard focus shows the design system ring, not the browser default', async ({ page }) => {
    await page.goto('/en');
    // A design-system link whose ring react-aria would draw on a hydrated page.
    const policy = page
      .getByRole('region', { name: 'This site uses cookies' })
      .getByRole('link', { name: 'Read the cookie policy' });
    await policy.focus();
    // Focus from the keyboard: move away and back with Tab.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(policy).toBeFocused();
    await expect(policy).not.toHaveAttribute('data-focus-visible');
    const outline = await policy.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.style).toBe('solid');
    expect(parseFloat(outline.width)).toBeGreaterThanOrEqual(2);
  });

  test('the pointer hovering a link or a button gets the design system hover style', async ({
    page,
  }) => {
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'This site uses cookies' });
    const policy = banner.getByRole('link', { name: 'Read the cookie policy' });
    const accept = banner.getByRole('button', { name: 'Accept all' });
    const look = (el: Element) => {
      const style = getComputedStyle(el);
      return `${style.color} ${style.backgroundColor} ${style.textDecorationThickness}`;
    };
    const policyAtRest = await policy.evaluate(look);
    const acceptAtRest = await accept.evaluate(look);
    // Polled: the hover style applies at the browser's next style update, not when the pointer
    // has moved.
    await policy.hover();
    await expect(policy).not.toHaveAttribute('data-hovered');
    await expect.poll(() => policy.evaluate(look)).not.toBe(policyAtRest);
    await accept.hover();
    await expect.poll(() => accept.evaluate(look)).not.toBe(acceptAtRest);
    // Back at rest once the pointer leaves.
    await page.mouse.move(0, 0);
    await expect.poll(() => policy.evaluate(look)).toBe(policyAtRest);
  });

  test('every purchase page and the queue step are server HTML with their forms run by the page script', async ({
    page,
    request,
  }) => {
    const card = await scriptsOf(page, '/it/acquista/carte/5969');
    expect(card.some((s) => /entry\.client/.test(s))).toBe(false);
    await expect(page.locator('[data-island="purchase"]')).toHaveCount(1);
    const tour = await scriptsOf(page, await tourPath(request, 'it'));
    expect(tour.some((s) => /entry\.client/.test(s))).toBe(false);
    // The tour's form runs without React, as the card's: its only island shows a held place.
    expect(tour.filter((s) => /react|island-shared/.test(s))).toEqual([]);
    await expect(page.locator('[data-island="purchase"][data-island-hold]')).toHaveCount(1);
    const appointment = await scriptsOf(page, await appointmentPath(request, 'it'));
    expect(appointment.some((s) => /entry\.client/.test(s))).toBe(false);
    // The appointment's forms run without React too.
    expect(appointment.filter((s) => /react|island-shared/.test(s))).toEqual([]);
    await expect(page.locator('[data-island="purchase"][data-island-hold]')).toHaveCount(1);
    const queue = await scriptsOf(page, await queueStepPath(request, 'it'));
    expect(queue.some((s) => /entry\.client/.test(s))).toBe(false);
    await expect(page.locator('[data-island="queue"]')).toHaveCount(1);
  });

  test('the card form runs without React, loads no island and keeps its height when it starts, at mobile width', async ({
    browser,
    request,
  }) => {
    const path = '/it/acquista/carte/5969';
    // The page's island only shows a held queue place: its files (its screen and what it shares
    // with the other islands) are named in the page, and loaded only with a queue session.
    const html = await (await request.get(path)).text();
    const element = /<div[^>]*data-island="purchase"[^>]*>/.exec(html)?.[0] ?? '';
    expect(element).toContain('data-island-hold');
    const islandFiles = [...element.matchAll(/data-(?:script|shared)="([^"]*)"/g)].flatMap(
      (match) => match[1]!.split(' ').filter(Boolean),
    );
    expect(islandFiles.length).toBeGreaterThan(0);
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
    // The page script, which runs the form, held back until the server's form has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(
      (url) => /\/assets\/page-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        asked = true;
        await held;
        await route.continue();
      },
    );
    // The page's layout shifts from the moment the form starts (a slow first visit may see the
    // header move when its font arrives, before: not the form's doing).
    const shifts = await watchLayoutShifts(page);
    // Not waiting for the load event, which waits for the page script held back.
    await page.goto(path, { waitUntil: 'commit' });
    const form = page.locator('form[data-product-form]');
    const footer = page.locator('footer').last();
    await expect.poll(() => asked).toBe(true);
    await expect(form.locator('fieldset[disabled]')).toHaveCount(1);
    await fontsPainted(page);
    const server = { form: await form.boundingBox(), footer: await footer.boundingBox() };
    await shifts.reset();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(form.locator('fieldset:not([disabled])')).toHaveCount(1);
    const running = { form: await form.boundingBox(), footer: await footer.boundingBox() };
    expect(server.form?.height).toBeGreaterThan(0);
    expect(running.form?.height).toBe(server.form?.height);
    expect(running.footer?.y).toBe(server.footer?.y);
    const { total, moved } = await shifts.read();
    expect(total, moved.join('\n')).toBeLessThanOrEqual(0.01);
    // No queue session in this browser: neither the island nor React was fetched.
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((file) => islandFiles.includes(file))).toEqual([]);
    expect(fetched.filter((file) => /react|island-shared/.test(file))).toEqual([]);
    await context.close();
  });

  test('the bundle purchase page is server HTML whose form runs without React, in every language', async ({
    page,
    request,
  }) => {
    const combos = (await (
      await adminApi(request).get('/items/combo?filter[codice][_eq]=CARD-VISITA&fields=id')
    ).json()) as { data: Array<{ id: number }> };
    const id = combos.data[0]?.id;
    expect(id).toBeDefined();
    for (const lang of ['it', 'en', 'fr'] as const) {
      const scripts = await scriptsOf(page, `/${lang}/acquista/bundle/${id}`);
      expect(
        scripts.filter((s) => /entry\.client|react|island-shared/.test(s)),
        lang,
      ).toEqual([]);
      await expect(page.locator('[data-island="purchase"][data-island-hold]')).toHaveCount(1);
      // The page script has taken the form over: its fields and button are enabled.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('form[data-bundle-form] fieldset:not([disabled])')).toHaveCount(1);
    }
  });

  test('sign-in, registration and password pages are server HTML without framework code', async ({
    context,
  }) => {
    for (const path of [
      '/it/dashboard/login',
      '/en/dashboard/registrazione',
      '/fr/dashboard/login/forgot',
    ]) {
      const scripts = await scriptsOf(await context.newPage(), path);
      // The page script, then only the design system's enhancements of what is in view (the
      // password field's reveal button): no React, no React Router.
      expect(scripts[0], path).toMatch(/^\/assets\/page-[\w-]+\.js$/);
      expect(
        scripts.filter((s) => /entry\.client|react|chunk/.test(s)),
        path,
      ).toEqual([]);
    }
  });

  test('an empty cart is shown without loading its screen', async ({ page }) => {
    for (const [lang, empty] of [
      ['it', 'Il carrello è vuoto.'],
      ['en', 'Your cart is empty.'],
      ['fr', 'Votre panier est vide.'],
    ] as const) {
      const scripts = await scriptsOf(page, `/${lang}/carrello`, /^\/assets\/page-[\w-]+\.js$/);
      // The page script alone: the empty state is the one the server wrote in the page.
      expect(scripts.filter((s) => s.startsWith('/assets/'))).toEqual([
        expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/),
      ]);
      await expect(page.getByRole('main').getByText(empty)).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByTestId('cart-loading')).toHaveCount(0);
    }
  });

  test('a cart with something in it loads its own screen with React, without the router', async ({
    page,
  }) => {
    await page.goto('/it');
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify({
          state: {
            items: [
              { key: 'k1', id: 5969, tipo: 'carte', dettaglio: 'Card', prezzo: 100, quantita: 1 },
            ],
            codicePromo: null,
          },
          version: 1,
        }),
      ),
    );
    const scripts = await scriptsOf(page, '/it/carrello');
    expect(scripts.some((s) => /\/assets\/page-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/assets\/cart-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /entry\.client|root-|_site-|carrello-/.test(s))).toEqual([]);
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
    await expect(page.getByTestId('cart-loading')).toHaveCount(0);
  });

  test('the header shows the count of the cart stored in this browser', async ({ page }) => {
    await page.goto('/it');
    const cart = page.locator('header a[href="/it/carrello"]');
    await expect(cart).toHaveAccessibleName('Carrello, vuoto');
    await page.evaluate(() => {
      localStorage.setItem(
        'cart',
        JSON.stringify({
          state: { items: [{ quantita: 2 }, { quantita: 1 }], codicePromo: null },
          version: 1,
        }),
      );
    });
    await page.reload();
    await expect(cart).toHaveAccessibleName('Carrello, 3 articoli');
    await expect(cart.locator('[data-cart-count]')).toHaveText('3');
  });
});

test.describe('the footer of pages that are not hydrated', () => {
  /** The footer (with its pre-footer), as the server sent it. */
  async function footerHtml(request: APIRequestContext, path: string): Promise<string> {
    const html = await (await request.get(path)).text();
    const start = html.indexOf('<footer', html.indexOf('</main>'));
    const end = html.indexOf('</footer>', start) + '</footer>'.length;
    expect(start, path).toBeGreaterThan(0);
    expect(end, path).toBeGreaterThan(start);
    return html.slice(start, end);
  }

  /**
   * Markup as a visitor and assistive technology get it: without React's text separators and
   * react-aria's own attributes (its markers, the tabindex of elements focusable anyway, the ids
   * nothing refers to), ids renamed in their order of appearance, every tag's attributes sorted.
   */
  function comparable(html: string): string {
    const names = new Map<string, string>();
    const rename = (id: string) => {
      if (!names.has(id)) names.set(id, `id${names.size + 1}`);
      return names.get(id)!;
    };
    return (
      html
        // React's separators between adjacent texts, written only when it renders for hydration.
        .replace(/<!-- -->/g, '')
        .replace(/ (?:data-rac|data-react-aria-pressable)="[^"]*"/g, '')
        .replace(/ tabindex="0"/g, '')
        .replace(/ id="react-aria-[^"]*"/g, '')
        .replace(
          /\b(id|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g,
          (_match, name: string, value: string) =>
            `${name}="${value.split(' ').map(rename).join(' ')}"`,
        )
        .replace(
          /<([a-z][a-z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g,
          (_m, tag, attrs, end) => {
            const sorted = ((attrs as string).match(/[^\s=]+(?:="[^"]*")?/g) ?? [])
              .map((attribute) => attribute.replace(/^[^=]+/, (name) => name.toLowerCase()))
              .sort()
              .join(' ');
            return `<${tag}${sorted ? ` ${sorted}` : ''}${end}>`;
          },
        )
    );
  }

  test('is the markup the hydrated pages render, in every language', async ({ request, page }) => {
    // The search page's footer is the design system's in native mode, rendered once as markup;
    // a purchase page renders it with React for hydration. Same section (visit), same footer.
    const italian = await hydratedPage(page, 'it');
    for (const lang of ['it', 'en', 'fr'] as const) {
      const [search, login] = [`/${lang}/cerca`, italian.replace(/^\/it\//, `/${lang}/`)];
      const rendered = await footerHtml(page.request, login);
      expect(rendered).toContain('data-enhance="sponsor-carousel"');
      const markup = await footerHtml(request, search);
      expect(markup, search).not.toContain('data-rac');
      expect(comparable(markup), search).toBe(comparable(rendered));
    }
  });
});

test.describe('the joined stylesheet of pages that are not hydrated', () => {
  test('is one request, with the files of the route chain, cached as immutable', async ({
    page,
    request,
  }) => {
    await page.goto('/it');
    const links = page.locator('link[rel="stylesheet"][href^="/styles.css"]');
    await expect(links).toHaveCount(1);
    const href = (await links.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/styles\.css\?f=[\w.-]+\.css(,[\w.-]+\.css)+$/);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/css');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The joined files are exactly the hashed files, in order.
    const files = href.replace('/styles.css?f=', '').split(',');
    const parts = await Promise.all(
      files.map(async (f) => (await request.get(`/assets/${f}`)).text()),
    );
    // Less the web fonts' faces, which /faces.css answers for the same files (linked once the page
    // has loaded, or in <noscript>).
    const faces = await request.get(href.replace('/styles.css?', '/faces.css?'));
    expect(faces.status()).toBe(200);
    expect(faces.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const faceRules = (await faces.text()).split('\n');
    expect(faceRules.length).toBeGreaterThanOrEqual(3);
    for (const rule of faceRules) expect(rule).toMatch(/^@font-face\{[^{}]*url\([^{}]*\}$/);
    const first = await response.text();
    expect(first).not.toMatch(/@font-face\{[^{}]*url\(/);
    const joined = parts.join('\n');
    expect(faceRules.reduce((css, rule) => css.replace(rule, ''), joined)).toBe(first);
    // Inside <noscript> the link is text while script runs: read as written by the server.
    const noscript = await page.locator('head noscript').innerHTML();
    expect(noscript.replace(/\s*\/?>$/, '>')).toBe(
      `<link rel="stylesheet" href="${href.replace('/styles.css?', '/faces.css?')}">`,
    );
  });

  test('refuses anything but hashed CSS files of the build', async ({ request }) => {
    for (const query of [
      '',
      'f=',
      'f=../server/index.js',
      'f=root.css/../../x.css',
      'f=nope-123.css',
    ]) {
      const response = await request.get(`/styles.css?${query}`);
      expect(response.status(), query).toBe(404);
    }
  });

  test('hydrated pages keep the stylesheets React Router links', async ({ page }) => {
    await page.goto(await hydratedPage(page, 'it'));
    expect(await page.locator('link[rel="stylesheet"][href^="/assets/"]').count()).toBeGreaterThan(
      1,
    );
    await expect(page.locator('link[href^="/styles.css"]')).toHaveCount(0);
  });
});
