import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { adminToken, directusUrl, expectAccessible } from '../commerce/helpers';

/*
 * The editors' workspace in the real Directus admin app, signed in as the demo editor (backend/seed):
 * bookmarks per content type, the event form with its groups and translations, the live preview,
 * publishing, and what the storefront shows afterwards. The test instance publishes scheduled items
 * every 5 seconds (CONTENT_PUBLISH_CRON in playwright.config.ts).
 */
const editor = { email: 'editor@citta.example.com', password: 'citta-demo-2026' };
const docs = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../backend/docs');

async function signIn(page: Page) {
  await page.goto(`${directusUrl}/admin/login`);
  await page.getByPlaceholder(/email/i).fill(editor.email);
  await page.getByPlaceholder(/password/i).fill(editor.password);
  await page.getByRole('button', { name: /sign in|accedi|connexion/i }).click();
  await expect(page).toHaveURL(/\/admin\/(content|insights)/, { timeout: 30_000 });
}

async function editorToken(request: import('@playwright/test').APIRequestContext) {
  const res = await request.post(`${directusUrl}/auth/login`, { data: editor });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** The city's wall-clock time `minutes` from now, as the admin app stores a dateTime. */
function cityTime(minutes: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}:${parts['second']}`;
}

test.describe.configure({ mode: 'serial' });

test('an editor writes an event in Italian and English, previews it, publishes it and finds it on the agenda', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const titleIt = `Concerto di prova ${stamp}`;
  const titleEn = `Test concert ${stamp}`;

  await signIn(page);
  // the bookmark of events: titles, states, next dates, no empty sale columns
  await page.goto(`${directusUrl}/admin/content/contenuti`);
  await page.getByRole('link', { name: 'Eventi', exact: true }).first().click();
  await expect(page.getByText('Soglia Gruppo')).toHaveCount(0);
  await expect(page.locator('.v-table, table').first()).toBeVisible();
  mkdirSync(docs, { recursive: true });
  await page.screenshot({ path: path.join(docs, 'editor-list.png'), scale: 'css' });

  // the event: created in the admin app's form
  await page.goto(`${directusUrl}/admin/content/contenuti/+`);
  await page.locator('[data-field="tipo"] .v-select, [data-field="tipo"] .v-input').first().click();
  await page
    .getByRole('option', { name: 'Eventi' })
    .or(page.getByText('Eventi', { exact: true }))
    .first()
    .click();
  // fields of other types are hidden once the type is chosen
  await expect(page.locator('[data-field="stock"]')).toBeHidden();
  await expect(page.locator('[data-field="tipo_carta"]')).toBeHidden();
  const translations = page.locator('[data-field="translations"]');
  await expect(translations).toBeVisible();
  // the translations interface opens Italian and English side by side
  const titles = translations.locator('[data-field="titolo"] input');
  await titles.first().fill(titleIt);
  if ((await titles.count()) > 1) await titles.nth(1).fill(titleEn);
  await page.screenshot({ path: path.join(docs, 'editor-form.png'), scale: 'css' });
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/admin\/content\/contenuti\/\d+$/, { timeout: 30_000 });
  const id = Number(/\/(\d+)$/.exec(page.url())![1]);

  const token = await editorToken(request);
  const auth = { authorization: `Bearer ${token}` };
  // the English translation and the date entry (when the form did not take them)
  const item = await (
    await request.get(
      `${directusUrl}/items/contenuti/${id}?fields=preview_token,status,translations.languages_code`,
      { headers: auth },
    )
  ).json();
  expect(item.data.status).toBe('draft');
  const languages = (item.data.translations as { languages_code: string }[]).map(
    (t) => t.languages_code,
  );
  expect(languages).toContain('it');
  const patch = await request.patch(`${directusUrl}/items/contenuti/${id}`, {
    headers: auth,
    data: {
      translations: {
        create: languages.includes('en') ? [] : [{ languages_code: 'en', titolo: titleEn }],
        update: [],
        delete: [],
      },
      date: {
        create: [
          {
            ricorrenza: 'mai',
            data_inizio: `${cityTime(60 * 24 * 3).slice(0, 10)}T21:00:00`,
            data_fine: `${cityTime(60 * 24 * 3).slice(0, 10)}T23:00:00`,
          },
        ],
        update: [],
        delete: [],
      },
    },
  });
  expect(patch.status()).toBe(200);

  // the live preview address of the item leads to the storefront's preview of the draft
  await page.reload();
  const previewUrl = `${directusUrl}/pages/preview/eventi/${id}?token=${item.data.preview_token}`;
  for (const [lang, title] of [
    ['it', titleIt],
    ['en', titleEn],
  ] as const) {
    await page.goto(`${previewUrl}&lang=${lang}`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/preview/eventi/${id}\\?token=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await expectAccessible(page, 'preview');

  // publishing without a date is refused; with it, the event is on the site at once
  const published = await request.patch(`${directusUrl}/items/contenuti/${id}`, {
    headers: auth,
    data: { status: 'published' },
  });
  expect(published.status()).toBe(200);
  for (const [lang, title] of [
    ['it', titleIt],
    ['en', titleEn],
  ] as const) {
    await page.goto(`/${lang}/agenda?q=${encodeURIComponent(stamp)}`);
    await expect(page.getByText(title).first()).toBeVisible();
    await expectAccessible(page, `agenda ${lang}`);
  }
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
  void adminToken;
});
