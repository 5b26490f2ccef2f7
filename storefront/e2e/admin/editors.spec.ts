import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { cardProduct, directusUrl, expectAccessible, msg } from '../commerce/helpers';
import { cityTime } from '../city-time';

/*
 * The editors' workspace in the real Directus admin app, signed in as the demo editor (backend/seed),
 * whose admin app speaks Italian: bookmarks per content type, the event form with its groups,
 * translations and dates, the live preview, publishing, a product's price, and what the storefront
 * shows afterwards. The test instance publishes scheduled items every 5 seconds
 * (CONTENT_PUBLISH_CRON in playwright.config.ts).
 *
 * The admin app's form fields have no accessible label (their name is a menu button beside the
 * input), so a field is found by Directus' own `data-field` attribute and its input by role inside.
 */
const editor = { email: 'editor@citta.example.com', password: 'citta-demo-2026' };
const docs = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../backend/docs');
// The admin app is a large single-page app: its first load and its saves are slow on a busy machine.
const slow = { timeout: 60_000 };

async function signIn(page: Page) {
  await page.goto(`${directusUrl}/admin/login`);
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(editor.email);
  await page.getByRole('textbox', { name: /password/i }).fill(editor.password);
  await page.getByRole('button', { name: /^(sign in|accedi|connexion)$/i }).click();
  await expect(page).toHaveURL(/\/admin\/(content|insights)/, slow);
}

async function editorToken(request: APIRequestContext) {
  const res = await request.post(`${directusUrl}/auth/login`, { data: editor });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** A field of the admin app's form (the translations interface repeats them once per language). */
const field = (scope: Page | Locator, name: string) => scope.locator(`[data-field="${name}"]`);

/** The field of one language in the translations interface, by its label's language badge. */
const translated = (page: Page, name: string, label: string, language: string) =>
  field(page, 'translations')
    .locator(`[data-field="${name}"]`)
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${label}.*${language}`) }) });

/** Types a date-time (yyyy-mm-ddThh:mm) into the admin app's date-time field, segment by segment. */
async function typeDateTime(scope: Locator, value: string) {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/.exec(value)!;
  for (const [segment, digits] of [
    ['day', d],
    ['month', mo],
    ['year', y],
    ['hour', h],
    ['minute', mi],
  ] as const) {
    const spin = scope.getByRole('spinbutton', { name: new RegExp(`^${segment}`) });
    await spin.click();
    await spin.pressSequentially(digits!);
  }
}

/**
 * Saves the item and stays on it (the admin app's Ctrl+S), waiting for the save to answer. The
 * admin app answers the shortcut only while the focus is inside the item's form: `focus` is put
 * there first when the last click was in a menu drawn outside the form.
 */
async function saveAndStay(page: Page, focus?: Locator) {
  const saved = page.waitForResponse(
    (r) =>
      /\/items\/contenuti(\/\d+)?(\?|$)/.test(r.url()) &&
      ['POST', 'PATCH'].includes(r.request().method()),
    slow,
  );
  if (focus) await focus.focus();
  await page.keyboard.press('Control+s');
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('an editor writes an event in Italian and English with a date, previews it in three languages, publishes it and finds it on the agenda', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  const titleIt = `Concerto di prova ${stamp}`;
  const titleEn = `Test concert ${stamp}`;

  await signIn(page);
  // the bookmarks of the content types, named through translation strings, in Italian
  const navigation = page.getByRole('navigation', { name: 'Module Navigation' });
  for (const name of ['Eventi', 'Pagine', 'Prodotti', 'Visite guidate', 'Ristoranti'])
    await expect(navigation.getByRole('link', { name: new RegExp(`\\b${name}\\b`) })).toBeVisible(
      slow,
    );
  await expect(navigation.getByText(/\$t:|citta\.tipo/)).toHaveCount(0);
  // the list of events: titles, states, next dates, no empty sale columns
  await navigation.getByRole('link', { name: /\bEventi\b/ }).click();
  await expect(page).toHaveURL(/\/admin\/content\/contenuti\?bookmark=\d+/);
  const list = page.getByRole('table');
  for (const column of ['Testi', 'Stato', 'Prossima data', 'Luogo'])
    await expect(list.getByRole('columnheader', { name: column })).toBeVisible(slow);
  await expect(
    list.getByRole('columnheader', { name: /Soglia|Tipo di carta|Venduti/ }),
  ).toHaveCount(0);
  await expect(list.getByRole('row').nth(1).getByText('Pubblicato')).toBeVisible();
  mkdirSync(docs, { recursive: true });
  await page.screenshot({ path: path.join(docs, 'editor-list.png'), scale: 'css' });

  // the event, created in the admin app's form from the list
  await page
    .getByRole('link', { name: 'Creare' })
    .or(page.getByRole('button', { name: 'Creare' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/content\/contenuti\/\+(\?|$)/);
  await expect(field(page, 'tipo')).toBeVisible(slow);
  await expect(field(page, 'tipo').locator('input')).toHaveValue('');
  await field(page, 'tipo').locator('.v-input').click();
  await page.getByRole('button', { name: 'Eventi', exact: true }).click();
  // fields of other types are hidden once the type is chosen, the dates of events are there
  await expect(field(page, 'date')).toBeVisible();
  await expect(field(page, 'stock')).toHaveCount(0);
  await expect(field(page, 'tipo_carta')).toHaveCount(0);
  await expect(field(page, 'date_puntuali')).toHaveCount(0);
  // the translations interface opens Italian and English side by side
  await translated(page, 'titolo', 'Titolo', 'Italiano').getByRole('textbox').fill(titleIt);
  await translated(page, 'titolo', 'Titolo', 'English').getByRole('textbox').fill(titleEn);
  await page.screenshot({ path: path.join(docs, 'editor-form.png'), scale: 'css' });

  // a date three days from now, 21:00 to 23:00, in the related list of dates
  const day = cityTime(60 * 24 * 3).slice(0, 10);
  await field(page, 'date').getByRole('button', { name: 'Crea Nuovo' }).click();
  const drawer = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Creazione Data' }) });
  await expect(drawer).toBeVisible();
  await typeDateTime(field(drawer, 'data_inizio'), `${day}T21:00`);
  await typeDateTime(field(drawer, 'data_fine'), `${day}T23:00`);
  await drawer.getByRole('button', { name: 'Salva' }).click();
  await expect(drawer).toBeHidden();
  await expect(
    field(page, 'date').getByRole('list').getByRole('button', { name: 'delete', exact: true }),
  ).toHaveCount(1);
  // the row is named by its dates (the list's template), not `--`
  await expect(field(page, 'date').getByRole('list')).toContainText(/21:00|9:00 PM/);

  const titleField = translated(page, 'titolo', 'Titolo', 'Italiano').getByRole('textbox');
  await saveAndStay(page, titleField);
  await expect(page).toHaveURL(/\/admin\/content\/contenuti\/\d+$/, slow);
  const id = Number(/\/(\d+)$/.exec(page.url())![1]);
  // the display template names the item by its Italian title
  await expect(page.getByRole('heading', { level: 1 })).toContainText(titleIt, slow);

  // what the form saved: a draft with both languages and the date
  const token = await editorToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const item = (
    (await (
      await request.get(
        `${directusUrl}/items/contenuti/${id}?fields=tipo,preview_token,status,translations.languages_code,translations.titolo,date.data_inizio,date.data_fine`,
        { headers: auth },
      )
    ).json()) as {
      data: {
        tipo: string;
        preview_token: string;
        status: string;
        translations: { languages_code: string; titolo: string }[];
        date: { data_inizio: string; data_fine: string }[];
      };
    }
  ).data;
  expect(item.tipo).toBe('eventi');
  expect(item.status).toBe('draft');
  expect(Object.fromEntries(item.translations.map((t) => [t.languages_code, t.titolo]))).toEqual({
    it: titleIt,
    en: titleEn,
  });
  expect(item.date).toEqual([{ data_inizio: `${day}T21:00:00`, data_fine: `${day}T23:00:00` }]);

  // a French title as a translator adds it (through the API: the form shows two languages at once)
  const titleFr = `Concert d’essai ${stamp}`;
  const french = await request.patch(`${directusUrl}/items/contenuti/${id}`, {
    headers: auth,
    data: { translations: { create: [{ languages_code: 'fr', titolo: titleFr }] } },
  });
  expect(french.status(), await french.text()).toBe(200);

  // the live preview address of the item leads to the storefront's preview of the draft
  const previewUrl = `${directusUrl}/pages/preview/eventi/${id}?token=${item.preview_token}`;
  const preview = await page.context().newPage();
  for (const [lang, title] of [
    ['it', titleIt],
    ['en', titleEn],
    ['fr', titleFr],
  ] as const) {
    await preview.goto(`${previewUrl}&lang=${lang}`);
    await expect(preview).toHaveURL(new RegExp(`/${lang}/preview/eventi/${id}\\?token=`));
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await expectAccessible(preview, 'preview');
  await preview.close();

  // published from the form's state field: on the site at once, in the three languages
  await field(page, 'status').locator('.v-input').click();
  await page.getByRole('button', { name: 'Pubblicato', exact: true }).click();
  await saveAndStay(page, titleField);
  for (const [lang, title] of [
    ['it', titleIt],
    ['en', titleEn],
    ['fr', titleFr],
  ] as const) {
    // the agenda (/{lang}/agenda leads to the search of events), searched for this test's event
    await page.goto(`/${lang}/cerca?type=eventi&q=${encodeURIComponent(stamp)}`);
    await expect(page.getByText(title).first()).toBeVisible();
    await expectAccessible(page, `agenda ${lang}`);
  }
});

test('an editor changes a product’s price and the cart is priced again', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const before = (
    (await (
      await request.get(`${directusUrl}/items/contenuti/${cardProduct}?fields=prezzo`, {
        headers: { authorization: `Bearer ${await editorToken(request)}` },
      })
    ).json()) as { data: { prezzo: number } }
  ).data.prezzo;
  const after = before + 1234;
  const euros = (cents: number) =>
    new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2 }).format(cents / 100);

  // a visitor's cart with the card at its current price
  const shop = await page.context().newPage();
  await shop.goto(`/it/acquista/carte/${cardProduct}`);
  await shop.getByRole('button', { name: msg('it', 'purchase.addToCart') }).click();
  await expect(shop).toHaveURL(/\/it\/carrello$/);
  const toPay = shop.getByTestId('cart-to-pay');
  await expect(toPay).toContainText(euros(before));

  // the editor opens the product from the list of products and changes its price
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Module Navigation' })
    .getByRole('link', { name: /\bProdotti\b/ })
    .click();
  await expect(page.getByRole('columnheader', { name: /Prezzo/ })).toBeVisible(slow);
  await page.goto(`${directusUrl}/admin/content/contenuti/${cardProduct}`);
  await page.getByRole('button', { name: /^Vendita/ }).click();
  const price = field(page, 'prezzo')
    .getByRole('textbox')
    .or(field(page, 'prezzo').locator('input'));
  await expect(price.first()).toHaveValue(String(before), slow);
  await price.first().fill(String(after));
  await saveAndStay(page);

  // the cart asks the shop for its prices again on its next visit
  await shop.reload();
  await expect(toPay).toContainText(euros(after));
  await expectAccessible(shop, 'cart re-priced');
  await shop.close();
});

test('a scheduled page appears on the site after its time', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await editorToken(request);
  const stamp = Date.now().toString(36);
  const created = await request.post(`${directusUrl}/items/contenuti`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      tipo: 'pagine',
      status: 'in_review',
      pubblica_il: cityTime(0.25),
      translations: [
        {
          languages_code: 'it',
          titolo: `Pagina programmata ${stamp}`,
          slug: `programmata-${stamp}`,
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const before = await page.goto(`/it/programmata-${stamp}`);
  expect(before?.status()).toBe(404);
  await expect
    .poll(async () => (await page.goto(`/it/programmata-${stamp}`))?.status(), {
      timeout: 60_000,
      intervals: [3000],
    })
    .toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pagina programmata ${stamp}`);
  await expectAccessible(page, 'scheduled page');
});
