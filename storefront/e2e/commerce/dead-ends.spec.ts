import { type Page, expect, test } from '@playwright/test';
import {
  adminApi,
  adminToken,
  cardProduct,
  directusUrl,
  expectAccessible,
  freshUser,
  giftProduct,
  guestApi,
  locales,
  login,
  msg,
  passProduct,
  pay,
  sellable,
  storefrontToken,
} from './helpers';

/**
 * Dead ends a buyer met on the site, each shown to be open now: the package page's purchase
 * links, a product that cannot be sold refused on its own page, the checkout's total priced by
 * the shop, an admitted queue place watched (and its end said) on the cart and checkout, dates
 * written per language, and passes and gift cards listed for holders without a loyalty card.
 */

/** A package (content type pacchetti) of the seed. */
async function seededPackage(request: Parameters<typeof guestApi>[0]) {
  const response = await request.get(
    `${directusUrl}/pages/content/search?type=pacchetti&limit=5&locale=it`,
    { headers: { Authorization: `Bearer ${storefrontToken}` } },
  );
  const ids = ((await response.json()) as { data: Array<{ id: number }> }).data.map(
    (hit) => hit.id,
  );
  if (!ids[0]) throw new Error('the seed has no package');
  return ids[0];
}

test('a package page offers no purchase link that leads nowhere (it, en, fr)', async ({
  page,
  request,
}) => {
  const id = await seededPackage(request);
  for (const locale of locales) {
    await page.goto(`/${locale}/l/pacchetti/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href*="/acquista/bundle/"]')).toHaveCount(0);
    // whatever purchase link the page has opens a page
    for (const href of await main
      .locator('a[href*="/acquista/"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)))
      expect((await request.get(href)).status(), href).toBeLessThan(400);
  }
});

test('a product that cannot be sold is refused on its purchase page, in each language', async ({
  page,
  request,
}) => {
  // a card taken off sale by the box office (created here, so that no other test sees it)
  const created = await adminApi(request).post('/items/contenuti', {
    tipo: 'prodotti',
    tipo_prodotto: 'carte',
    status: 'published',
    prezzo: 1200,
    in_vendita: false,
    translations: [{ languages_code: 'it', titolo: `Carta sospesa ${Date.now()}` }],
  });
  expect(created.ok(), await created.text()).toBe(true);
  const offSale = ((await created.json()) as { data: { id: number } }).data.id;
  const refusals = [
    { path: `carte/${offSale}`, locale: 'it' as const },
    // a card asked for as a pass, a pass asked for as a card: the wrong kind
    { path: `abbonamenti_athena/${cardProduct}`, locale: 'en' as const },
    { path: `carte/${passProduct}`, locale: 'fr' as const },
  ];
  for (const { path, locale } of refusals) {
    const response = await page.goto(`/${locale}/acquista/${path}`);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByText(msg(locale, 'lineErrors.PRODUCT_NOT_FOUND'))).toBeVisible();
    await expect(main.getByRole('button', { name: msg(locale, 'purchase.addToCart') })).toHaveCount(
      0,
    );
    await expect(
      main.getByRole('link', { name: msg(locale, 'cart.continueShopping') }),
    ).toBeVisible();
  }
  await expectAccessible(page);
  // the products themselves still open
  const open = await page.goto(`/it/acquista/carte/${cardProduct}`);
  expect(open?.status()).toBe(200);
  await expect(
    page.getByRole('main').getByRole('button', { name: msg('it', 'purchase.addToCart') }),
  ).toBeVisible();
});

test('the checkout shows the shop’s prices, never the ones kept in the browser', async ({
  page,
  request,
}) => {
  const locale = 'it';
  await login(page, locale, await freshUser(request));
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  // a cart whose stored price was changed in the browser: 0,07 € for the 35,00 € card
  await page.evaluate((id) => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        state: {
          items: [
            {
              key: 'k1',
              id,
              tipo: 'carte',
              dettaglio: 'Torino Piemonte Card',
              prezzo: 7,
              prezzo_gruppo: 7,
              quantita: 1,
            },
          ],
          codicePromo: null,
        },
        version: 1,
      }),
    );
  }, cardProduct);
  let release: () => void = () => undefined;
  const priced = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/it/carrello/prezzi', async (route) => {
    await priced;
    await route.continue();
  });
  await page.goto(`/${locale}/checkout`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('checkout-pricing')).toBeVisible();
  await expect(main.getByRole('button', { name: msg(locale, 'checkout.pay') })).toBeDisabled();
  await expect(main).not.toContainText('0,07');
  release();
  await expect(main.getByTestId('checkout-line')).toHaveCount(1);
  await expect(main).toContainText('35,00');
  await expect(main).not.toContainText('0,07');
  await expect(main.getByRole('button', { name: msg(locale, 'checkout.pay') })).toBeEnabled();
  await expectAccessible(page);
});

interface OpenSlot {
  id: number;
  data: string;
  disponibili: number;
  stato: string;
}

/** Sets the stored queue session's expiry (the cookie the screens read) to `seconds` from now. */
async function expireStoredSessionIn(page: Page, seconds: number) {
  await page.evaluate((ms) => {
    const raw = document.cookie
      .split('; ')
      .find((part) => part.startsWith('queue_sessions='))
      ?.slice('queue_sessions='.length);
    if (!raw) throw new Error('no queue session stored');
    const stored = JSON.parse(decodeURIComponent(raw)) as {
      state: { sessions: Record<string, { expiration_date: string | null }> };
    };
    for (const session of Object.values(stored.state.sessions))
      session.expiration_date = new Date(Date.now() + ms).toISOString();
    document.cookie = `queue_sessions=${encodeURIComponent(JSON.stringify(stored))}; Path=/; SameSite=Lax`;
  }, seconds * 1000);
}

test('an admitted queue place is watched on the cart and checkout: time, warning, end, rejoin; dates in English', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const locale = 'en';
  const { appointments } = await sellable(request);
  const open: OpenSlot[] = [];
  for (const id of appointments) {
    const slots = (await (
      await guestApi(request).get(`/shop/appuntamenti/${id}/slots`)
    ).json()) as Array<Omit<OpenSlot, 'id'>>;
    open.push(...slots.map((slot) => ({ ...slot, id })));
  }
  // a slot apart from those the purchase, queue and accessibility specs take
  const candidates = open.filter((slot) => slot.stato === 'aperto' && slot.disponibili >= 1);
  const slot = candidates[4];
  if (!slot) throw new Error('not enough open appointment slots');
  const day = `${slot.data.slice(0, 4)}-${slot.data.slice(4, 6)}-${slot.data.slice(6, 8)}`;
  const time = `${slot.data.slice(8, 10)}:${slot.data.slice(10, 12)}`;
  // spec: MM/dd/yyyy in English, the language's word between date and time
  const when = `${slot.data.slice(4, 6)}/${slot.data.slice(6, 8)}/${slot.data.slice(0, 4)} at ${time}`;

  await login(page, locale, await freshUser(request));
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  const queueStep = `/${locale}/acquista/appuntamenti/${slot.id}/${day}/queue?slot=${slot.data}&posti=1`;
  await page.goto(queueStep);
  // registering in the queue may take a while on a loaded machine
  await expect(page.getByText(msg(locale, 'queue.admitted'))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: msg(locale, 'queue.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));

  // the cart: the line's date in English, and the held place with its time left
  const main = page.getByRole('main');
  await expect(page.getByTestId('cart-group')).toContainText(when);
  const hold = main.locator('section[data-state]').filter({ has: page.getByRole('timer') });
  await expect(hold).toHaveCount(1);
  await expect(hold.getByRole('heading')).toContainText(when);
  await expect(hold).toHaveAttribute('data-state', 'running');

  // the checkout watches it too
  await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  await expect(main.getByRole('timer')).toBeVisible();

  // so does a card's purchase page, whose form runs without React: its island, loaded only for
  // a held place, shows it beside the form
  await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
  await expect(main.getByRole('timer')).toBeVisible();
  await expect(hold.getByRole('heading')).toContainText(when);
  await expect(page.locator('form[data-product-form] fieldset:not([disabled])')).toHaveCount(1);

  // near the end: a warning, said once as an alert
  await page.goto(`/${locale}/carrello`);
  await expect(page.getByTestId('cart-group')).toHaveCount(1);
  await expireStoredSessionIn(page, 150);
  await page.reload();
  await expect(
    main.getByRole('alert').filter({ hasText: msg(locale, 'hold.warningOne') }),
  ).toHaveCount(0);
  await expect(
    main.getByRole('alert').filter({
      hasText: msg(locale, 'hold.warning', { n: 2 }),
    }),
  ).toBeVisible();
  await expectAccessible(page);

  // the end: said, the appointment leaves the cart, and the way back into the queue is offered
  await expireStoredSessionIn(page, 70);
  await page.reload();
  await expect(main.getByText(msg(locale, 'hold.expired'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cart-group')).toHaveCount(0);
  const rejoin = main.getByRole('link', { name: msg(locale, 'hold.rejoin') });
  await expect(rejoin).toHaveAttribute('href', queueStep);
  await expectAccessible(page);
  await rejoin.click();
  await expect(page).toHaveURL(new RegExp(`/queue\\?slot=${slot.data}&posti=1$`));
  await expect(page.getByText(msg(locale, 'queue.admitted'))).toBeVisible({ timeout: 30_000 });

  // paid: the order's page writes the booking's date in English as well
  await page.getByRole('button', { name: msg(locale, 'queue.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
  await pay(page, locale);
  await expect(page.getByRole('main')).toContainText(when);
});

test('passes and received gift cards are listed for a holder without a loyalty card', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const locale = 'fr';
  const buyer = await freshUser(request);
  const friend = await freshUser(request);
  await login(page, locale, buyer);
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  await page.goto(`/${locale}/acquista/carte_regalate/${giftProduct}`);
  await page
    .getByRole('textbox', { name: msg(locale, 'fields.recipientEmail'), exact: true })
    .fill(friend);
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await page.goto(`/${locale}/acquista/abbonamenti_athena/${passProduct}`);
  await page
    .getByRole('textbox', { name: msg(locale, 'fields.firstName'), exact: true })
    .fill('Anna');
  await page
    .getByRole('textbox', { name: msg(locale, 'fields.lastName'), exact: true })
    .fill('Rossi');
  await page
    .getByRole('textbox', { name: msg(locale, 'fields.birthDate'), exact: true })
    .fill('1990-04-01');
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await expect(page.getByTestId('cart-group')).toHaveCount(2);
  await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
  await pay(page, locale);
  await expect(page.getByRole('heading', { name: msg(locale, 'success.giftCards') })).toBeVisible();

  // the buyer, who holds no loyalty card, finds the pass from the private area's menu
  await page.goto(`/${locale}/dashboard`);
  await page.getByRole('link', { name: msg(locale, 'titles.holdings') }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${locale}/dashboard/profilo/abbonamenti-e-carte-regalo$`),
  );
  await expect(page.getByRole('main')).toContainText('Anna Rossi');
  await expectAccessible(page);

  // the friend, who received the gift card, finds it too
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, locale, friend);
  await expect(other).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  await other.goto(`/${locale}/dashboard/profilo/abbonamenti-e-carte-regalo`);
  const gifts = await (
    await request.get(
      `${directusUrl}/items/carte_regalo?filter[email][_eq]=${friend}&fields=codice`,
      {
        headers: { Authorization: `Bearer ${adminToken}` },
      },
    )
  ).json();
  const code = (gifts as { data: Array<{ codice: string }> }).data[0]?.codice;
  expect(code).toBeTruthy();
  await expect(other.getByRole('main')).toContainText(code!);
  await context.close();
});
