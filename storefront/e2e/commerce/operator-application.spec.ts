import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  adminToken,
  alertText,
  directusUrl,
  expectAccessibleAt,
  freshUser,
  login,
  msg,
  textField,
} from './helpers';
import type { Locale } from './helpers';

/**
 * A signed-in user applies to become an operator on /{lang}/dashboard/{kind}/registrazione: an
 * empty form names each faulty field and why, a valid one is recorded as submitted, and once the
 * tourist office approves it (admin API) the same page leads to the user's listings. Without
 * JavaScript the route action validates the same form; a rejection shows its reason and the form
 * again.
 */

const admin = { Authorization: `Bearer ${adminToken}` };

/** The user's application of a kind, read through the admin API. */
async function applicationOf(request: APIRequestContext, email: string, kind: string) {
  const response = await request.get(
    `${directusUrl}/items/candidature_operatori?filter[user][email][_eq]=${encodeURIComponent(email)}&filter[tipo][_eq]=${kind}&fields=id,stato,partita_iva`,
    { headers: admin },
  );
  expect(response.ok()).toBe(true);
  const rows = ((await response.json()) as { data: Array<{ id: number; stato: string }> }).data;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function decide(request: APIRequestContext, id: number, stato: string, note?: string) {
  const response = await request.patch(`${directusUrl}/items/candidature_operatori/${id}`, {
    headers: admin,
    data: { stato, nota_moderatore: note ?? null },
  });
  expect(response.ok()).toBe(true);
}

const field = (page: Page, locale: Locale, name: string) =>
  textField(page, msg(locale, `application.fields.${name}`));

async function fillValid(page: Page, locale: Locale, partitaIva = '12345678901') {
  await field(page, locale, 'ragione_sociale').fill('Canoa Viva srl');
  await field(page, locale, 'partita_iva').fill(partitaIva);
  await field(page, locale, 'telefono').fill('+39 011 1234567');
  await field(page, locale, 'sito_web').fill('https://canoaviva.example.com');
  await field(page, locale, 'descrizione').fill(
    'Canoe trips on the river with certified guides, for groups and families.',
  );
}

test('a user applies as outdoor operator, is approved and reaches their listings', async ({
  page,
  request,
}) => {
  const locale = 'en';
  const email = await freshUser(request);
  await login(page, locale, email, undefined, `/${locale}/dashboard/outdoor/registrazione`);
  await expect(
    page.getByRole('heading', { level: 1, name: msg(locale, 'titles.outdoorRegister') }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessibleAt(page, 'operator application form');

  // empty submit: each required field says what is missing, in English
  await page.getByRole('button', { name: msg(locale, 'application.submit') }).click();
  for (const name of ['ragione_sociale', 'partita_iva', 'telefono', 'descrizione']) {
    await expect(field(page, locale, name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, locale, name)).toHaveAccessibleDescription(
      new RegExp(
        msg(locale, `application.errors.${name}.required`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      ),
    );
  }
  await expect(field(page, locale, 'sito_web')).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleAt(page, 'operator application form with errors');

  await fillValid(page, locale, 'it 123 456 789 01');
  await page.getByRole('button', { name: msg(locale, 'application.submit') }).click();
  await expect(page.getByRole('status')).toHaveText(
    alertText(locale, 'success', msg(locale, 'application.sent')),
  );
  await expect(page.locator('[data-application-state="submitted"]')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: msg(locale, 'application.stateTitle') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: msg(locale, 'application.submit') })).toHaveCount(
    0,
  );
  const application = await applicationOf(request, email, 'outdoor');
  expect(application).toMatchObject({ stato: 'submitted', partita_iva: 'IT12345678901' });
  await expectAccessibleAt(page, 'operator application submitted');

  // still submitted after a reload; the listings stay closed until the approval
  await page.reload();
  await expect(page.locator('[data-application-state="submitted"]')).toBeVisible();

  await decide(request, application.id, 'approved');
  await page.goto(`/${locale}/dashboard/outdoor/registrazione`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/outdoor$`));
  await expect(
    page.getByRole('heading', { level: 1, name: msg(locale, 'titles.outdoorList') }),
  ).toBeVisible();
});

test('a new restaurateur is led from “create a restaurant” to the application, and once approved saves one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const locale = 'it';
  const email = await freshUser(request);
  // the link a new restaurateur follows (promote your restaurant) leads to the application
  await login(page, locale, email, undefined, `/${locale}/dashboard/promuovi-ristorazione`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/ristorazione/registrazione$`));
  await expect(
    page.getByRole('heading', { level: 1, name: msg(locale, 'titles.ristorazioneRegister') }),
  ).toBeVisible();
  await page.goto(`/${locale}/dashboard/ristorazione/crea`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/ristorazione/registrazione$`));
  await page.waitForLoadState('networkidle');
  await fillValid(page, locale);
  await page.getByRole('button', { name: msg(locale, 'application.submit') }).click();
  await expect(page.locator('[data-application-state="submitted"]')).toBeVisible();
  await expectAccessibleAt(page, 'restaurateur application submitted');
  const application = await applicationOf(request, email, 'ristorazione');
  expect(application.stato).toBe('submitted');

  await decide(request, application.id, 'approved');
  // approval gives the restaurateur role: the same link now opens a form that saves
  await page.goto(`/${locale}/dashboard/promuovi-ristorazione`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/ristorazione/crea$`));
  const main = page.getByRole('main');
  const title = `Trattoria E2E ${Date.now()}`;
  await main
    .getByRole('textbox', {
      name: msg(locale, 'operators.title', { language: msg(locale, 'languages.it') }),
      exact: true,
    })
    .fill(title);
  await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/ristorazione\\?salvato=\\d+$`));
  await expect(main.getByTestId('listing').filter({ hasText: title })).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the route action validates the form; a rejection shows its reason and the form again', async ({
    page,
    request,
  }) => {
    const locale = 'fr';
    const email = await freshUser(request);
    await login(page, locale, email, undefined, `/${locale}/dashboard/incoming/registrazione`);
    await expect(
      page.getByRole('heading', { level: 1, name: msg(locale, 'titles.incomingRegister') }),
    ).toBeVisible();

    await page.getByRole('button', { name: msg(locale, 'application.submit') }).click();
    for (const name of ['ragione_sociale', 'partita_iva', 'telefono', 'descrizione'])
      await expect(
        page.getByText(msg(locale, `application.errors.${name}.required`)),
      ).toBeVisible();

    await fillValid(page, locale, '123');
    await page.getByRole('button', { name: msg(locale, 'application.submit') }).click();
    await expect(
      page.getByText(msg(locale, 'application.errors.partita_iva.format')),
    ).toBeVisible();
    await expect(field(page, locale, 'partita_iva')).toHaveAttribute('aria-invalid', 'true');

    await fillValid(page, locale);
    await page.getByRole('button', { name: msg(locale, 'application.submit') }).click();
    await expect(page.locator('[data-application-state="submitted"]')).toBeVisible();

    const application = await applicationOf(request, email, 'incoming');
    await decide(request, application.id, 'rejected', 'Licence missing.');
    await page.goto(`/${locale}/dashboard/incoming/registrazione`);
    await expect(page.locator('[data-application-state="rejected"]')).toBeVisible();
    await expect(page.getByText('Licence missing.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: msg(locale, 'application.submit') }),
    ).toBeVisible();
    // the rejected user holds no operator role: the listings send them back here
    await page.goto(`/${locale}/dashboard/incoming`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/incoming/registrazione$`));
  });
});
