import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CART_STORAGE_KEY, benchCart } from '../../bench/server.mjs';
import {
  alertText,
  cardProduct,
  expectAccessible,
  freshUser,
  login,
  msg,
  textField,
  users,
} from './helpers';

/*
 * The cart page is not hydrated: on a first load its screen runs in a React root of its own,
 * loaded by the page script (app/enhance/cart.tsx). These cover what that screen does beside the
 * purchase flows: the header's count, a pricing that fails and a screen that cannot be loaded.
 */

/** Adds one Torino Piemonte Card from its purchase page, which then opens the cart. */
async function addCard(page: Page) {
  await page.goto(`/it/acquista/carte/${cardProduct}`);
  await page.getByRole('button', { name: msg('it', 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(/\/it\/carrello$/);
  await expect(page.getByTestId('cart-group')).toHaveCount(1);
}

test('the cart screen of a first load changes the cart and the header follows', async ({
  page,
}) => {
  await addCard(page);
  // A new document: the page that is not hydrated, with the cart screen in its own root.
  await page.reload();
  const header = page.locator('header a[href="/it/carrello"]:not([lang])');
  await expect(page.getByTestId('cart-group')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-static', '');
  await expect(header).toHaveAccessibleName('Carrello, 1 articolo');
  const title = (await page.getByTestId('cart-group').getByRole('heading').textContent()) ?? '';
  const toPay = page.getByTestId('cart-to-pay');
  const single = (await toPay.textContent()) ?? '';

  await page.getByRole('button', { name: `Aggiungi uno a ${title}` }).click();
  await expect(header).toHaveAccessibleName('Carrello, 2 articoli');
  await expect(toPay).not.toHaveText(single);
  await expectAccessible(page);

  await page.getByRole('button', { name: msg('it', 'cart.removeAll', { name: title }) }).click();
  await expect(page.getByText(msg('it', 'cart.empty'))).toBeVisible();
  await expect(header).toHaveAccessibleName('Carrello, vuoto');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state.items),
  ).toEqual([]);
});

/** The page's layout shifts so far, summed as CLS sums them (none after recent input). */
async function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .map(
                (entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean },
              )
              .reduce((sum, entry) => sum + (entry.hadRecentInput ? 0 : entry.value), 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer is never called.
        setTimeout(() => resolve(0), 1000);
      }),
  );
}

test('the cart and checkout screens appear on a phone without moving what is in sight', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await addCard(page);
  await page.getByRole('button', { name: /Aggiungi uno a/ }).click();
  await expect(page.getByTestId('cart-to-pay')).toBeVisible();
  // A new document: the reading status first, then the lines, the summary and its promo field
  // (in the place the summary keeps for it).
  await page.reload();
  await expect(page.getByTestId('cart-to-pay')).toBeVisible();
  await expect(page.getByRole('textbox', { name: msg('it', 'cart.promoLabel') })).toBeVisible();
  expect(await layoutShifts(page)).toBeLessThan(0.01);
  // The checkout's form takes the place of its reading status the same way.
  await login(page, 'it', await freshUser(request), undefined, '/it/checkout');
  await expect(page).toHaveURL(/\/it\/checkout$/);
  await page.reload();
  await expect(page.getByTestId('checkout-line').first()).toBeVisible();
  expect(await layoutShifts(page)).toBeLessThan(0.01);
});

// Lighthouse's mobile preset measured 0.017 here: the form moved down as the priced summary took
// the place of its status. The demo user and the lines of bench/server.mjs, as the bench has them.
test('the checkout in English does not move on a phone while the shop prices its lines', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await login(page, 'en', users.utente);
  await page.evaluate(({ key, cart }) => localStorage.setItem(key, cart), {
    key: CART_STORAGE_KEY,
    cart: benchCart(),
  });
  await page.goto('/en/checkout');
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await expect(page.getByRole('button', { name: msg('en', 'checkout.pay') })).toBeEnabled();
  expect(await layoutShifts(page)).toBeLessThanOrEqual(0.01);
  await context.close();
});

test('a pricing that fails keeps the cart and says so', async ({ page }) => {
  await addCard(page);
  // The cart as stored once the server has priced it (the pricing adds the group price).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cart')))
    .toContain('"prezzo_gruppo":');
  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  await page.route('**/it/carrello/prezzi', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    alertText('it', 'error', msg('it', 'cart.pricingFailed')),
  );
  await expect(page.getByTestId('cart-group')).toHaveCount(1);
  await expectAccessible(page);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(stored);
  // Once the server answers again, the next change is priced and the message goes.
  await page.unroute('**/it/carrello/prezzi');
  await page.reload();
  await expect(page.getByTestId('cart-to-pay')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a cart screen that cannot be loaded reloads the page once, then says so', async ({
  page,
}) => {
  // An empty cart loads no screen: this one holds a card.
  await addCard(page);
  await page.route(/\/assets\/cart-[\w-]+\.js$/, (route) => route.abort());
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  for (const locale of ['it', 'fr'] as const) {
    await page.goto(`/${locale}/carrello`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      msg(locale, 'cart.loadFailed'),
    );
    await expectAccessible(page);
    // the visit and one reload (a new deployment may have replaced the script), no more
    expect(documents.filter((path) => path === `/${locale}/carrello`)).toHaveLength(2);
  }
});

test('an empty cart loads its screen once the cart fills in another tab', async ({
  page,
  context,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/it/carrello');
  await expect(page.getByRole('main').getByText(msg('it', 'cart.empty'))).toBeVisible();
  await expectAccessible(page);
  expect(scripts.filter((path) => /\/assets\/cart-[\w-]+\.js$/.test(path))).toEqual([]);

  const other = await context.newPage();
  await addCard(other);
  await other.close();
  // The first tab hears of the change (a storage event) and shows the cart with its line.
  await expect(page.getByTestId('cart-group')).toHaveCount(1);
  await expect(page.locator('header a[href="/it/carrello"]:not([lang])')).toHaveAccessibleName(
    'Carrello, 1 articolo',
  );
  expect(scripts.filter((path) => /\/assets\/cart-[\w-]+\.js$/.test(path))).toHaveLength(1);
  await expectAccessible(page);
});

test('the pricing endpoint takes same-origin JSON posts only', async ({ request }) => {
  expect((await request.get('/it/carrello/prezzi')).status()).toBe(405);
  const foreign = await request.post('/it/carrello/prezzi', {
    headers: { Origin: 'https://evil.example' },
    data: { prodotti: [], codice: null },
  });
  expect(foreign.status()).toBe(403);
  const invalid = await request.post('/it/carrello/prezzi', {
    headers: { Origin: new URL(test.info().project.use.baseURL ?? 'http://x').origin },
    data: { prodotti: 'nope', codice: null },
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toEqual({ error: 'INVALID_PAYLOAD' });
  expect(invalid.headers()['cache-control']).toContain('no-store');
});

/**
 * Signs a new user in with a card in the cart and opens the Italian checkout as a first load: the
 * page that is not hydrated, with its screen as an island.
 */
async function openStaticCheckout(page: Page, request: APIRequestContext) {
  await addCard(page);
  await login(page, 'it', await freshUser(request), undefined, '/it/checkout');
  await expect(page).toHaveURL(/\/it\/checkout$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-static', '');
  await expect(page.getByTestId('checkout-line').first()).toBeVisible();
}

test('the checkout island checks its form in the browser, with the check loaded on first focus', async ({
  page,
  request,
}) => {
  await openStaticCheckout(page, request);
  const scripts: string[] = [];
  const orders: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    if (sent.url().includes('/it/checkout/ordine')) orders.push(sent.url());
  });
  await expect(page.getByRole('button', { name: msg('it', 'checkout.pay') })).toBeEnabled();
  await textField(page, msg('it', 'fields.email')).fill('ada@');
  await page.getByRole('button', { name: msg('it', 'checkout.pay') }).click();
  await expect(page.getByText(msg('it', 'errors.email'))).toBeVisible();
  // Found by the check in the browser: no order was sent, and the check came as one file of
  // the islands' bundle, not as the client build's chunks.
  expect(orders).toEqual([]);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/island-shared-[\w-]+\.js$/);
  await expectAccessible(page);
});

test('an error shown on leaving a checkout field does not move the fields below it', async ({
  page,
  request,
}) => {
  await openStaticCheckout(page, request);
  const card = textField(page, msg('it', 'fields.email'));
  const terms = page.getByRole('checkbox', { name: msg('it', 'fields.terms') });
  // what the pointer aims at: the checkbox's label (its input is hidden under the drawn box)
  const termsLabel = page.getByText(msg('it', 'fields.terms'), { exact: true });
  await card.fill('ada@');
  const before = await termsLabel.boundingBox();
  // Leaving the field checks it (the form checks on blur) and shows its error…
  await card.blur();
  await expect(page.getByText(msg('it', 'errors.email'))).toBeVisible();
  await expect(card).toHaveAttribute('aria-invalid', 'true');
  // …in the line kept for it: the checkbox below has not moved, and a click there lands on it.
  expect(await termsLabel.boundingBox()).toEqual(before);
  await termsLabel.click();
  await expect(terms).toBeChecked();
  await expectAccessible(page);
});
