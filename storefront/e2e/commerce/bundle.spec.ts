import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { chooseDay, dayOf, firstTourDate, pickRadio, timeOf } from './calendar';
import { adminApi, expectAccessible, msg } from './helpers';

/**
 * The bundle page shows the seeded bundle (a card and a guided tour) with list and bundle prices,
 * asks for the tour's date and language, and adds both to the cart, where the server applies the
 * bundle prices. Unknown and malformed ids are 404.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const shop = JSON.parse(
  readFileSync(path.join(here, '../../app/locales/it/shop.json'), 'utf8'),
) as { commerce: { bundle: Record<string, string> } };
const text = (key: string, values: Record<string, string> = {}) =>
  (shop.commerce.bundle[key] ?? key).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  );

test('a bundle is shown with its prices and added to the cart at the bundle price (it)', async ({
  page,
  request,
}) => {
  const locale = 'it';
  const combos = (await (
    await adminApi(request).get('/items/combo?filter[codice][_eq]=CARD-VISITA&fields=id')
  ).json()) as { data: Array<{ id: number }> };
  const id = combos.data[0]?.id;
  expect(id).toBeDefined();

  await page.goto(`/${locale}/acquista/bundle/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('title', { name: 'Card + visita guidata' }),
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem').filter({ hasText: 'Torino Piemonte Card' })).toHaveCount(
    1,
  );
  // list prices 35 + 15, bundle prices 32 + 12
  await expect(page.getByTestId('bundle-total')).toContainText('44,00');
  await expect(page.getByTestId('bundle-total')).toContainText('50,00');
  await expectAccessible(page);

  // bad input: no date chosen
  await main.getByRole('button', { name: text('add') }).click();
  await expect(main.getByText(msg(locale, 'errors.required')).first()).toBeVisible();
  const tour = (await (
    await adminApi(request).get('/items/combo?filter[codice][_eq]=CARD-VISITA&fields=elementi')
  ).json()) as { data: Array<{ elementi: Array<{ tipo: string; id: number }> }> };
  const tourId = tour.data[0]?.elementi.find((item) => item.tipo === 'visite_guidate')?.id ?? 0;
  const firstDate = await firstTourDate(request, tourId);
  await chooseDay(page, locale, dayOf(firstDate));
  await pickRadio(
    main
      .getByRole('radiogroup', {
        name: msg(locale, 'bundle.timeOf', { name: 'Torino sotterranea' }),
      })
      .getByRole('radio', { name: new RegExp(`^${timeOf(firstDate)}\\b`) }),
  );
  await pickRadio(
    main
      .getByRole('radiogroup', { name: text('languageOf', { name: 'Torino sotterranea' }) })
      .getByRole('radio')
      .first(),
  );
  await main.getByRole('button', { name: text('add') }).click();

  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await expect(page.getByTestId('cart-group')).toHaveCount(2);
  await expect(page.getByText(msg(locale, 'cart.calculating'))).toHaveCount(0);
  await expect(page.getByText(msg(locale, 'cart.combo'))).toBeVisible();
  await expect(page.getByTestId('cart-to-pay')).toContainText('44,00');
  await expectAccessible(page);

  for (const wrong of ['999999', 'abc']) {
    const response = await page.goto(`/${locale}/acquista/bundle/${wrong}`);
    expect(response?.status(), wrong).toBe(404);
  }
});
