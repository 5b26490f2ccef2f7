import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  adminApi,
  cardProduct,
  demoPage,
  expectAccessible,
  freshUser,
  guestApi,
  hydrated,
  locales,
  login,
  msg,
  successUrl,
  toPaymentPage,
} from './helpers';
import type { Locale } from './helpers';

/**
 * Paying through the hosted payment page (the backend's demo provider, the default): the checkout
 * asks for no card and opens the provider's page; the provider sends the buyer back to the order's
 * page, which shows the order's state as the signed notification left it. In each language:
 * approve (after leaving the page once and paying from another tab: the order's page follows the
 * state without a reload), decline (the cart is kept, try again), and leave the page open until
 * the payment window closes (everything released, back to the cart). Each state is checked with axe.
 */

const cartSize = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length ?? 0);

/** A new buyer with one card in the cart, on the provider's page. */
async function toDemoPage(page: Page, locale: Locale, email: string) {
  await login(page, locale, email);
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
  await hydrated(page);
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  await toPaymentPage(page, locale);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

for (const locale of locales) {
  test(`leave the payment page, then pay from another tab: the order's page follows (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await toDemoPage(page, locale, await freshUser(request));
    const paymentPage = page.url();
    await page.getByRole('link', { name: demoPage[locale].back }).click();
    await expect(page).toHaveURL(successUrl(locale));
    expect(new URL(page.url()).searchParams.get('esito')).toBe('annullato');
    await expect(heading(page)).toHaveText(msg(locale, 'success.titles.left'));
    const continuePaying = page.getByRole('link', { name: msg(locale, 'success.continuePaying') });
    await expect(continuePaying).toHaveAttribute('href', paymentPage);
    // nothing was paid: the cart is still there
    expect(await cartSize(page)).toBe(1);
    await expectAccessible(page);

    // paid from another tab: this page reads the order again and says it is paid
    const other = await page.context().newPage();
    await other.goto(paymentPage);
    await other.getByRole('button', { name: demoPage[locale].approve }).click();
    await expect(other).toHaveURL(successUrl(locale));
    await expect(heading(other)).toHaveText(msg(locale, 'success.titles.paid'));
    await other.close();
    await expect(heading(page)).toHaveText(msg(locale, 'success.titles.paid'), {
      timeout: 15_000,
    });
    // said by the polite live status, which stayed silent when the page opened
    await expect(page.locator('[role="status"][aria-live="polite"]')).toContainText(
      msg(locale, 'success.state.paid', { numero: '§' }).split('§')[1] ?? '',
    );
    await expect(
      page.getByRole('link', { name: msg(locale, 'success.continuePaying') }),
    ).toHaveCount(0);
    // paid: the cart that made the order is emptied
    await expect.poll(() => cartSize(page)).toBe(0);
    await expectAccessible(page);
    const orderId = /\/checkout\/success\/([0-9a-f-]{36})/.exec(page.url())?.[1];
    expect(orderId).toBeTruthy();
    await page.goto(`/${locale}/dashboard/profilo/ordini`);
    await expect(page.getByRole('main')).toContainText(msg(locale, 'orderStatus.paid'));

    // cancelled by the box office: refunded, said on the order's page and in the orders list
    const cancelled = await adminApi(request).post(`/shop/ordini/${orderId}/annulla`, {
      motivo: 'e2e',
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await page.goto(`/${locale}/checkout/success/${orderId}`);
    await expect(heading(page)).toHaveText(msg(locale, 'success.titles.refunded'));
    // the refund of the whole order, in the order's summary
    await expect(page.getByRole('main').getByText(msg(locale, 'success.wholeOrder'))).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/${locale}/dashboard/profilo/ordini`);
    await expect(page.getByRole('main')).toContainText(msg(locale, 'orderStatus.refunded'));
    const refundNote = msg(locale, 'dashboard.refund.succeeded', { amount: '§' }).split('§');
    for (const part of refundNote.filter((text) => text.trim()))
      await expect(page.getByRole('main')).toContainText(part.trim());
  });

  test(`a declined payment keeps the cart and offers to try again (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await toDemoPage(page, locale, await freshUser(request));
    await page.getByRole('button', { name: demoPage[locale].decline }).click();
    await expect(page).toHaveURL(successUrl(locale));
    await expect(heading(page)).toHaveText(msg(locale, 'success.titles.failed'), {
      timeout: 15_000,
    });
    expect(await cartSize(page)).toBe(1);
    await expectAccessible(page);
    await page.getByRole('link', { name: msg(locale, 'success.tryAgain') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    // a new attempt is a new order, paid this time
    await toPaymentPage(page, locale);
    await page.getByRole('button', { name: demoPage[locale].approve }).click();
    await expect(heading(page)).toHaveText(msg(locale, 'success.titles.paid'), {
      timeout: 15_000,
    });
  });
}

/**
 * The payment page left open past the payment window. The expiry is forced with the
 * administrators' sweep, limited to orders older than those of other tests running meanwhile
 * (they pay within seconds), so that it expires only these.
 */
test('come back from the payment page after the window closed: released, back to the cart (it, en, fr)', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const pages: Array<{ locale: Locale; page: Page }> = [];
  for (const locale of locales) {
    const page = await newPage(browser);
    await toDemoPage(page, locale, await freshUser(request));
    pages.push({ locale, page });
  }
  const started = Date.now();
  // the last order is at least 47 s old: the sweep takes those older than 45 s, which no other
  // test running meanwhile leaves pending that long
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 47_000 - (Date.now() - started))));
  const sweep = await adminApi(request).post('/shop/admin/sweep', { older_than_seconds: 45 });
  expect(sweep.ok()).toBe(true);
  expect(((await sweep.json()) as { expired: number }).expired).toBeGreaterThanOrEqual(3);

  for (const { locale, page } of pages) {
    await page.getByRole('link', { name: demoPage[locale].back }).click();
    await expect(page).toHaveURL(successUrl(locale));
    await expect(heading(page)).toHaveText(msg(locale, 'success.titles.expired'));
    await expect(
      page.getByRole('link', { name: msg(locale, 'success.continuePaying') }),
    ).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: msg(locale, 'success.backToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
    await page.goto(`/${locale}/dashboard/profilo/ordini`);
    await expect(page.getByRole('main')).toContainText(msg(locale, 'orderStatus.expired'));
    await page.context().close();
  }
});

test('a guest reaches the order’s page with its token only; pending, it offers to continue paying', async ({
  page,
  request,
}) => {
  const placed = await guestApi(request).post(
    '/shop/checkout/ordini',
    {
      prodotti: [{ key: 'g1', id: cardProduct, tipo: 'carte', quantita: 1 }],
      email: 'ospite@example.org',
      locale: 'fr',
    },
    { 'Idempotency-Key': `e2e-guest-${Date.now()}` },
  );
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as {
    id: string;
    access_token: string;
    status: string;
    pagamento: { url: string };
  };
  expect(order.status).toBe('pending');
  const without = await page.goto(`/fr/checkout/success/${order.id}`);
  expect(without?.status()).toBe(404);
  await page.goto(`/fr/checkout/success/${order.id}?token=${order.access_token}`);
  await expect(heading(page)).toHaveText(msg('fr', 'success.titles.pending'));
  await expect(
    page.getByRole('link', { name: msg('fr', 'success.continuePaying') }),
  ).toHaveAttribute('href', order.pagamento.url);
  await expectAccessible(page);
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}
