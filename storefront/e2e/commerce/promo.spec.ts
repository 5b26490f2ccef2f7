import { expect, test } from '@playwright/test';
import { adminApi, cardProduct, expectAccessible, locales, msg } from './helpers';

for (const locale of locales) {
  test(`apply and reject promo codes; tampered prices are recalculated (${locale})`, async ({
    page,
    request,
  }) => {
    const admin = adminApi(request);
    const code = `E2E${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const now = Date.now();
    const created = await admin.post('/items/codici_promo', {
      codice: code,
      sconto_percentuale: 10,
      attivo: true,
      valid_from: new Date(now - 86_400_000).toISOString(),
      valid_to: new Date(now + 86_400_000).toISOString(),
      max_usi: 100,
      usi: 0,
      minimo_ordine: 0,
      tipi: [],
    });
    expect(created.ok()).toBe(true);
    const expired = `${code}X`;
    await admin.post('/items/codici_promo', {
      codice: expired,
      sconto_percentuale: 10,
      attivo: true,
      valid_from: new Date(now - 3 * 86_400_000).toISOString(),
      valid_to: new Date(now - 86_400_000).toISOString(),
      max_usi: 100,
      usi: 0,
      minimo_ordine: 0,
      tipi: [],
    });

    await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    const full = (await page.getByTestId('cart-to-pay').textContent()) ?? '';

    const field = page.getByLabel(msg(locale, 'cart.promoLabel'), { exact: true });
    await field.fill('NOPE-CODE');
    await page.getByRole('button', { name: msg(locale, 'cart.applyPromo') }).click();
    await expect(page.getByText(msg(locale, 'promo.PROMO_NOT_FOUND'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await field.fill(expired);
    await page.getByRole('button', { name: msg(locale, 'cart.applyPromo') }).click();
    await expect(page.getByText(msg(locale, 'promo.PROMO_EXPIRED'))).toBeVisible();
    await expect(page.getByTestId('cart-to-pay')).toHaveText(full);

    await field.fill(code);
    await page.getByRole('button', { name: msg(locale, 'cart.applyPromo') }).click();
    await expect(page.getByText(msg(locale, 'cart.promoApplied', { code }))).toBeVisible();
    await expect(page.getByTestId('cart-to-pay')).not.toHaveText(full);

    // A price edited in local storage is replaced by the server's price on the next calculation.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('cart') ?? '{}');
      for (const item of stored.state.items) {
        item.prezzo = 1;
        item.prezzo_gruppo = 1;
        item.quantita = 999;
      }
      localStorage.setItem('cart', JSON.stringify(stored));
    });
    await page.reload();
    await expect(page.getByTestId('cart-total')).toHaveText(full);
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
  });
}
