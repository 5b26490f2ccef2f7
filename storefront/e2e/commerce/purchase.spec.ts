import { expect, test } from '@playwright/test';
import {
  cardProduct,
  demoPage,
  directusUrl,
  expectAccessible,
  expectAccessibleAt,
  freshUser,
  hydrated,
  giftProduct,
  guestApi,
  locales,
  login,
  msg,
  passProduct,
  pay,
  sellable,
  signInToCheckout,
  storefrontToken,
  successUrl,
  ticketProduct,
  toPaymentPage,
} from './helpers';
import { chooseDay, dayOf, firstTourDate, pickRadio, timeOf } from './calendar';

/**
 * Buys a gift card, a gift card for someone else, a pass and a guided tour in each locale, and pays.
 * Every screen on the way is checked with axe at both widths in a11y.spec.ts; here the richer states
 * of each locale (four cart groups, the issued passes) are checked too.
 */
for (const locale of locales) {
  test(`buy a gift card, a pass and a guided tour (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { tour } = await sellable(request);
    const buyer = await freshUser(request);

    await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
    await hydrated(page);
    await page
      .getByRole('spinbutton', { name: msg(locale, 'fields.quantity'), exact: true })
      .fill('2');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await expect(page.getByTestId('cart-group')).toHaveCount(1);

    await page.goto(`/${locale}/acquista/carte_regalate/${giftProduct}`);
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page.getByText(msg(locale, 'errors.required')).first()).toBeVisible();
    await page
      .getByRole('textbox', { name: msg(locale, 'fields.recipientEmail'), exact: true })
      .fill('not-an-email');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page.getByText(msg(locale, 'errors.email'))).toBeVisible();
    await page
      .getByRole('textbox', { name: msg(locale, 'fields.recipientEmail'), exact: true })
      .fill('amica@example.org');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await expect(page.getByTestId('cart-group')).toHaveCount(2);

    await page.goto(`/${locale}/acquista/abbonamenti_athena/${passProduct}`);
    await page
      .getByRole('textbox', { name: msg(locale, 'fields.firstName'), exact: true })
      .fill('Anna');
    await page
      .getByRole('textbox', { name: msg(locale, 'fields.lastName'), exact: true })
      .fill('Rossi');
    await page
      .getByRole('textbox', { name: msg(locale, 'fields.birthDate'), exact: true })
      .fill('2999-01-01');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page.getByText(msg(locale, 'errors.pastDate'))).toBeVisible();
    await page
      .getByRole('textbox', { name: msg(locale, 'fields.birthDate'), exact: true })
      .fill('1990-04-01');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));

    await page.goto(`/${locale}/acquista/visite-guidate/${tour}`);
    const firstDate = await firstTourDate(request, tour);
    await chooseDay(page, locale, dayOf(firstDate));
    await pickRadio(page.getByRole('radio', { name: new RegExp(`^${timeOf(firstDate)}\\b`) }));
    await pickRadio(
      page
        .getByRole('radiogroup', { name: msg(locale, 'fields.language') })
        .getByRole('radio')
        .first(),
    );
    // a native number input, as on the product page
    await page
      .getByRole('spinbutton', { name: msg(locale, 'fields.quantity'), exact: true })
      .fill('2');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    // two gift cards, the pass and the tour: one group per type and id
    await expect(page.getByTestId('cart-group')).toHaveCount(4);
    await expect(page.getByText(msg(locale, 'cart.calculating'))).toHaveCount(0);
    await expectAccessible(page);

    // remove one from a group that has more than one item
    const removeOne = page
      .getByRole('button', { name: new RegExp(msg(locale, 'cart.removeOne', { name: '' }).trim()) })
      .first();
    await removeOne.click();

    await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
    await signInToCheckout(page, locale, buyer);
    await expect(page.getByTestId('checkout-line').first()).toBeVisible();

    await page.getByRole('button', { name: msg(locale, 'checkout.pay') }).click();
    await expect(page.getByText(msg(locale, 'errors.agreement'))).toBeVisible();
    await pay(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'titles.success'));
    await expect(page.getByRole('heading', { name: msg(locale, 'success.passes') })).toBeVisible();
    await expectAccessible(page);
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length ?? 0,
      ),
    ).toBe(0);
  });
}

/**
 * A museum entry ticket bought from its product page in each locale: the page's buy action, two
 * tickets in the cart at the server's price, sign-in on the way to checkout, payment, success.
 */
for (const locale of locales) {
  test(`buy museum tickets from the product page (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const buyer = await freshUser(request);
    await page.goto(`/${locale}/l/prodotti/${ticketProduct}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator(`a[href="/${locale}/acquista/carte/${ticketProduct}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/acquista/carte/${ticketProduct}$`));
    await hydrated(page);
    await page
      .getByRole('spinbutton', { name: msg(locale, 'fields.quantity'), exact: true })
      .fill('2');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
    await expect(page.getByText(msg(locale, 'cart.calculating'))).toHaveCount(0);
    // 2 × 18,00 € as the server prices it, whatever the locale's number format
    await expect(page.getByRole('main')).toContainText(/36[.,]00/);

    await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
    await signInToCheckout(page, locale, buyer);
    await pay(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'titles.success'));
    await expect(page.getByRole('main')).toContainText(/36[.,]00/);
  });
}

test('a declined payment keeps the cart and says why', async ({ page, request }) => {
  const locale = 'en';
  await login(page, locale, await freshUser(request));
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(/\/en\/carrello$/);
  await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
  await toPaymentPage(page, locale);
  await page.getByRole('button', { name: demoPage[locale].decline }).click();
  await expect(page).toHaveURL(successUrl(locale), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg(locale, 'success.titles.failed'),
    { timeout: 20_000 },
  );
  await expect(page.getByRole('link', { name: msg(locale, 'success.tryAgain') })).toBeVisible();
  expect(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length ?? 0,
    ),
  ).toBe(1);
});

interface OpenSlot {
  id: number;
  data: string;
  disponibili: number;
  stato: string;
}

/**
 * Books an appointment through the queue in each locale: date, time and places, the queue step
 * (admitted at once when places are free), the cart, payment, and the booking in the private area.
 * Each locale takes its own slot, apart from the first one (the queue spec's) and the last two (the
 * accessibility spec's).
 */
for (const [index, locale] of locales.entries()) {
  test(`book an appointment through the queue and pay (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { appointments } = await sellable(request);
    const open: OpenSlot[] = [];
    for (const id of appointments) {
      const slots = (await (
        await guestApi(request).get(`/shop/appuntamenti/${id}/slots`)
      ).json()) as Array<Omit<OpenSlot, 'id'>>;
      open.push(...slots.map((slot) => ({ ...slot, id })));
    }
    const candidates = open.filter((slot) => slot.stato === 'aperto' && slot.disponibili >= 1);
    const slot = candidates[1 + index];
    if (!slot || candidates.length < 6) throw new Error('not enough open appointment slots');
    const day = `${slot.data.slice(0, 4)}-${slot.data.slice(4, 6)}-${slot.data.slice(6, 8)}`;
    const time = `${slot.data.slice(8, 10)}:${slot.data.slice(10, 12)}`;

    await login(page, locale, await freshUser(request));
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
    await page.goto(`/${locale}/acquista/appuntamenti/${slot.id}`);
    await chooseDay(page, locale, day);
    await expect(page).toHaveURL(new RegExp(`/${locale}/acquista/appuntamenti/${slot.id}/${day}$`));
    // bad input: no time chosen, once the page script runs the form (before it, the browser's own
    // check of the required time stops the form, with a message of the browser's)
    await expect(page.locator('form[data-appointment-form]')).toHaveJSProperty('noValidate', true);
    await page.getByRole('button', { name: msg(locale, 'queue.join') }).click();
    await expect(page.getByText(msg(locale, 'errors.slot'))).toBeVisible();
    // chosen from the keyboard: the radio may be a styled control whose label covers the input
    const timeRadio = page.getByRole('radio', { name: new RegExp(`^${time}\\b`) });
    await timeRadio.focus();
    await page.keyboard.press('Space');
    await expect(timeRadio).toBeChecked();
    await page.getByRole('button', { name: msg(locale, 'queue.join') }).click();
    await expect(page).toHaveURL(new RegExp(`/queue\\?slot=${slot.data}&posti=1$`));
    await expect(page.getByText(msg(locale, 'queue.admitted'))).toBeVisible();
    await page.getByRole('button', { name: msg(locale, 'queue.continue') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
    await expect(page.getByText(msg(locale, 'cart.calculating'))).toHaveCount(0);
    await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await pay(page, locale);
    await expect(
      page.getByRole('heading', { name: msg(locale, 'success.bookings') }),
    ).toBeVisible();
    await page.goto(`/${locale}/dashboard/profilo/prenotazioni`);
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: time })
        .filter({ hasText: msg(locale, 'bookingStatus.confermata') }),
    ).toHaveCount(1);
  });
}

test('tampered quantities and ids are refused by the server and the cart stays intact (fr)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const locale = 'fr';
  const cartSize = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length ?? 0);
  await login(page, locale, await freshUser(request));
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
  await page
    .getByRole('spinbutton', { name: msg(locale, 'fields.quantity'), exact: true })
    .fill('2');
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  await expect(page.getByRole('button', { name: msg(locale, 'checkout.pay') })).toBeEnabled({
    timeout: 20_000,
  });
  // the visible label: the checkbox itself is a hidden input under its drawn box
  await page.getByText(msg(locale, 'fields.terms'), { exact: true }).click();
  await expect(
    page.getByRole('checkbox', { name: msg(locale, 'fields.terms'), exact: true }),
  ).toBeChecked();

  // The order request leaves the browser with a changed line: the server refuses it each time.
  const tamperings: Array<{
    change: (line: Record<string, unknown>) => void;
    status: number;
    expected: string;
    line?: string;
  }> = [
    {
      change: (line) => (line.quantita = 1000),
      status: 400,
      expected: 'orderErrors.INVALID_PAYLOAD',
    },
    {
      change: (line) => (line.quantita = -1),
      status: 400,
      expected: 'orderErrors.INVALID_PAYLOAD',
    },
    {
      change: (line) => (line.tipo = 'biglietti'),
      status: 400,
      expected: 'orderErrors.INVALID_PAYLOAD',
    },
    {
      change: (line) => (line.id = 999_999),
      status: 409,
      expected: 'orderErrors.CHECKOUT_REJECTED',
      line: 'lineErrors.PRODUCT_NOT_FOUND',
    },
    {
      // a gift card line pointing at the pass: the product is not a gift card
      change: (line) => (line.id = passProduct),
      status: 409,
      expected: 'orderErrors.CHECKOUT_REJECTED',
      line: 'lineErrors.PRODUCT_NOT_FOUND',
    },
  ];
  for (const { change, status, expected, line } of tamperings) {
    await page.route(`**/${locale}/checkout/ordine`, async (route) => {
      const body = route.request().postDataJSON() as { prodotti: Array<Record<string, unknown>> };
      for (const line of body.prodotti) change(line);
      await route.continue({ postData: JSON.stringify(body) });
    });
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes(`/${locale}/checkout/ordine`) &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: msg(locale, 'checkout.pay') }).click();
    expect((await answer).status()).toBe(status);
    await expect(page.getByRole('alert').filter({ hasText: msg(locale, expected) })).toBeVisible();
    if (line)
      await expect(page.getByRole('alert').filter({ hasText: msg(locale, line) })).toBeVisible();
    await page.unroute(`**/${locale}/checkout/ordine`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    expect(await cartSize()).toBe(2);
  }

  // Untouched, the same cart goes through to the payment page.
  await page.getByRole('button', { name: msg(locale, 'checkout.pay') }).click();
  await expect(page).toHaveURL(/\/shop\/pagamenti\/demo\//, { timeout: 30_000 });
  await page.getByRole('button', { name: demoPage[locale].approve }).click();
  await expect(page).toHaveURL(successUrl(locale), { timeout: 30_000 });
});

test('until the browser has read the cart, the page says so instead of a total of zero', async ({
  page,
}) => {
  // The cart lives in the browser: the server's HTML, before any script has run, cannot know it.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  for (const locale of locales) {
    await page.goto(`/${locale}/carrello`);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(msg(locale, 'cart.loading'));
    await expect(main.getByTestId('cart-to-pay')).toHaveCount(0);
    await expect(main.getByRole('link', { name: msg(locale, 'cart.checkout') })).toHaveCount(0);
    await expectAccessibleAt(page, `cart being read (${locale})`);
  }
  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto('/it/carrello');
  await expect(page.getByText(msg('it', 'cart.empty'))).toBeVisible();
  await expect(page.getByTestId('cart-loading')).toHaveCount(0);
});

test('a guided tour date without a limit of places is offered without a count, and sells', async ({
  page,
  request,
}) => {
  // The seed's Venaria tour has one evening without a capacity: the shop answers null places.
  const search = await request.get(
    `${directusUrl}/pages/content/search?type=visite_guidate&hidePast=1&limit=10&locale=it`,
    { headers: { Authorization: `Bearer ${storefrontToken}` } },
  );
  const tours = ((await search.json()) as { data: Array<{ id: number }> }).data;
  let found: { tour: number; date: string } | null = null;
  for (const { id } of tours) {
    const dates = await request.get(`${directusUrl}/shop/visite-guidate/${id}/date`, {
      headers: { Authorization: `Bearer ${storefrontToken}` },
    });
    const open = ((await dates.json()) as Array<{ data: string; disponibili: number | null }>).find(
      (date) => date.disponibili === null,
    );
    if (open) found = { tour: id, date: open.data };
  }
  expect(found, 'a seeded guided tour date without a limit').not.toBeNull();
  const { tour, date } = found!;
  for (const locale of locales) {
    await page.goto(`/${locale}/acquista/visite-guidate/${tour}`);
    await chooseDay(page, locale, dayOf(date));
    // the time says places are available, without a count
    await expect(
      page.getByRole('radio', { name: new RegExp(`^${timeOf(date)}\\b`) }),
    ).toHaveAccessibleName(`${timeOf(date)} ${msg(locale, 'purchase.availableUnlimited')}`);
  }
  await pickRadio(page.getByRole('radio', { name: new RegExp(`^${timeOf(date)}\\b`) }));
  await pickRadio(
    page
      .getByRole('radiogroup', { name: msg('fr', 'fields.language') })
      .getByRole('radio')
      .first(),
  );
  await page.getByRole('button', { name: msg('fr', 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(/\/fr\/carrello$/);
  await expect(page.getByTestId('cart-group')).toHaveCount(1);
  // priced by the shop: no line error, an amount to pay
  await expect(page.getByText(msg('fr', 'cart.calculating'))).toHaveCount(0);
  await expect(page.getByTestId('cart-to-pay')).toBeVisible();
  await expect(page.getByTestId('cart-group').locator('[data-invalid]')).toHaveCount(0);
});
