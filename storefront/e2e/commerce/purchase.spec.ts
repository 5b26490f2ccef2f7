import { expect, test } from '@playwright/test';
import {
  cardProduct,
  expectAccessible,
  freshUser,
  giftProduct,
  locales,
  login,
  msg,
  passProduct,
  sellable,
} from './helpers';

/** Buys a gift card, a gift card for someone else, a pass and a guided tour in each locale, and pays. */
for (const locale of locales) {
  test(`buy a gift card, a pass and a guided tour (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { tour } = await sellable(request);
    const buyer = await freshUser(request);

    await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
    await expectAccessible(page);
    await page.getByLabel(msg(locale, 'fields.quantity'), { exact: true }).fill('2');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await expect(page.getByTestId('cart-group')).toHaveCount(1);

    await page.goto(`/${locale}/acquista/carte_regalate/${giftProduct}`);
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page.getByText(msg(locale, 'errors.required')).first()).toBeVisible();
    await page
      .getByLabel(msg(locale, 'fields.recipientEmail'), { exact: true })
      .fill('not-an-email');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page.getByText(msg(locale, 'errors.email'))).toBeVisible();
    await expectAccessible(page);
    await page
      .getByLabel(msg(locale, 'fields.recipientEmail'), { exact: true })
      .fill('amica@example.org');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await expect(page.getByTestId('cart-group')).toHaveCount(2);

    await page.goto(`/${locale}/acquista/abbonamenti_athena/${passProduct}`);
    await page.getByLabel(msg(locale, 'fields.firstName'), { exact: true }).fill('Anna');
    await page.getByLabel(msg(locale, 'fields.lastName'), { exact: true }).fill('Rossi');
    await page.getByLabel(msg(locale, 'fields.birthDate'), { exact: true }).fill('2999-01-01');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page.getByText(msg(locale, 'errors.pastDate'))).toBeVisible();
    await page.getByLabel(msg(locale, 'fields.birthDate'), { exact: true }).fill('1990-04-01');
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));

    await page.goto(`/${locale}/acquista/visite-guidate/${tour}`);
    await expectAccessible(page);
    const dateSelect = page.getByLabel(msg(locale, 'fields.date'), { exact: true });
    const firstDate = await dateSelect.locator('option').nth(1).getAttribute('value');
    await dateSelect.selectOption(firstDate ?? '');
    const languageSelect = page
      .getByRole('main')
      .getByLabel(msg(locale, 'fields.language'), { exact: true });
    const language = await languageSelect.locator('option').nth(1).getAttribute('value');
    await languageSelect.selectOption(language ?? '');
    await page.getByLabel(msg(locale, 'fields.quantity'), { exact: true }).fill('2');
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
    await expect(page).toHaveURL(/dashboard\/login\?redirect=/);
    await expectAccessible(page);
    await page.getByLabel(msg(locale, 'fields.email'), { exact: true }).fill(buyer);
    await page.getByLabel(msg(locale, 'fields.password'), { exact: true }).fill('citta-demo-2026');
    await page.getByRole('button', { name: msg(locale, 'login.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await expect(page.getByTestId('checkout-line').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: msg(locale, 'checkout.pay') }).click();
    await expect(page.getByText(msg(locale, 'errors.card'))).toBeVisible();
    await expect(page.getByText(msg(locale, 'errors.agreement'))).toBeVisible();
    await page
      .getByLabel(msg(locale, 'fields.cardNumber'), { exact: true })
      .fill('4242424242424242');
    await page.getByLabel(msg(locale, 'fields.terms'), { exact: true }).check();
    await page.getByRole('button', { name: msg(locale, 'checkout.pay') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/success/[0-9a-f-]{36}`), {
      timeout: 30_000,
    });
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

test('a declined payment keeps the cart and says why', async ({ page, request }) => {
  const locale = 'en';
  await login(page, locale, await freshUser(request));
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(/\/en\/carrello$/);
  await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
  await page.getByLabel(msg(locale, 'fields.cardNumber'), { exact: true }).fill('4000000000000002');
  await page.getByLabel(msg(locale, 'fields.terms'), { exact: true }).check();
  await page.getByRole('button', { name: msg(locale, 'checkout.pay') }).click();
  await expect(page.getByRole('alert')).toHaveText(msg(locale, 'orderErrors.PAYMENT_DECLINED'));
  await expect(page).toHaveURL(/\/en\/checkout$/);
  expect(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length ?? 0,
    ),
  ).toBe(1);
});
