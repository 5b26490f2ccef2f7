import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { demoPassword, directusUrl, expectAccessible, freshUser, login, msg } from './helpers';

/**
 * Each operator kind creates a listing through its form (a server page that is not hydrated: the
 * page script checks it with zod in the browser, the same schema again in the action), is told
 * which field is wrong and why in its language, edits it, sends it for review, and sees the
 * moderation status. An operator of the same kind gets a 404 for it and the server refuses an
 * edit posted anyway. Without JavaScript the action alone checks the form, and it saves.
 */
const cases = [
  { kind: 'outdoor', role: 'operatore_outdoor', locale: 'it' },
  { kind: 'incoming', role: 'operatore_incoming', locale: 'en' },
  { kind: 'ristorazione', role: 'ristoratore', locale: 'fr' },
  { kind: 'appuntamenti', role: 'organizzatore', locale: 'it' },
] as const;

const here = path.dirname(fileURLToPath(import.meta.url));
type Tree = { [key: string]: string | Tree };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page script runs the listing form: its language tabs are the design system's tabs (the
 * enhancement the script starts after the form's check is wired), not links to the panels.
 */
async function enhanced(page: Page) {
  await expect(page.getByRole('main').getByRole('tablist')).toBeVisible({ timeout: 30_000 });
}

/** A message of the shop catalog (app/locales/<locale>/shop.json). */
function shopMsg(locale: string, key: string): string {
  let node: string | Tree | undefined = (
    JSON.parse(
      readFileSync(path.join(here, '../../app/locales', locale, 'shop.json'), 'utf8'),
    ) as Tree
  ).commerce;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing message ${key} in ${locale}`);
  return node;
}

for (const { kind, role, locale } of cases) {
  test(`${kind}: the operator creates and edits a listing that others cannot touch`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await freshUser(request, role);
    const other = await freshUser(request, role);
    const ownerContext = await browser.newContext();
    const page = await ownerContext.newPage();
    const title = `E2E ${kind} ${Date.now()}`;
    const titleLabel = (code: 'it' | 'en') =>
      msg(locale, 'operators.title', { language: msg(locale, `languages.${code}`) });
    try {
      await login(page, locale, owner, undefined, `/${locale}/dashboard/${kind}/crea`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}/crea$`));
      // the checks below are the browser's (zod, run by the page script): it must have started
      await enhanced(page);
      await expectAccessible(page);
      const main = page.getByRole('main');

      // bad input: the Italian title is required, the website must be a web address
      await main.getByLabel(msg(locale, 'operators.website'), { exact: true }).fill('not a url');
      await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();
      const title_it = main.getByRole('textbox', { name: titleLabel('it'), exact: true });
      await expect(title_it).toHaveAttribute('aria-invalid', 'true');
      await expect(title_it).toHaveAccessibleDescription(msg(locale, 'errors.required'));
      await expect(
        main.getByLabel(msg(locale, 'operators.website'), { exact: true }),
      ).toHaveAccessibleDescription(msg(locale, 'errors.url'));
      const summary = main.getByRole('alert').filter({
        hasText: shopMsg(locale, 'operators.checkFields'),
      });
      await expect(summary).toContainText(`${titleLabel('it')}: ${msg(locale, 'errors.required')}`);
      await expect(summary).toContainText(
        `${msg(locale, 'operators.website')}: ${msg(locale, 'errors.url')}`,
      );
      await expect(title_it).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}/crea$`));
      await expectAccessible(page);

      await main
        .getByLabel(msg(locale, 'operators.website'), { exact: true })
        .fill('https://example.org');
      await title_it.fill(title);

      // the image: a file of another type is refused at once; a PNG is previewed and uploaded
      const imageField = main.getByLabel(msg(locale, 'operators.image'), { exact: true });
      await imageField.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await expect(imageField).toHaveAttribute('aria-invalid', 'true');
      await expect(imageField).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(shopMsg(locale, 'operators.imageType'))),
      );
      await imageField.setInputFiles(path.join(here, 'fixtures', 'listing.png'));
      await expect(imageField).not.toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByAltText(shopMsg(locale, 'operators.imagePreview'))).toBeVisible();
      await main.getByRole('tab', { name: msg(locale, 'languages.en') }).click();
      await main.getByRole('textbox', { name: titleLabel('en'), exact: true }).fill(`${title} EN`);
      await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}\\?salvato=\\d+$`));
      const id = new URL(page.url()).searchParams.get('salvato');
      await expect(page.getByText(msg(locale, 'operators.saved'))).toBeVisible();
      const row = main.getByTestId('listing').filter({ hasText: title });
      await expect(row).toContainText(msg(locale, 'operators.status.draft'));
      await expectAccessible(page);

      await page.goto(`/${locale}/dashboard/${kind}/modifica/${id}`);
      await enhanced(page);
      await expect(
        main.getByText(msg(locale, 'operators.status.draft'), { exact: true }),
      ).toBeVisible();
      await expect(title_it).toHaveValue(title);
      const current = main.getByAltText(shopMsg(locale, 'operators.currentImage'));
      await expect(current).toHaveAttribute(
        'src',
        new RegExp(`^${directusUrl}/assets/[0-9a-f-]{36}`),
      );
      await expect
        .poll(() => current.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await title_it.fill(`${title} 2`);
      const review = main.getByRole('checkbox', {
        name: msg(locale, 'operators.submitForReview'),
        exact: true,
      });
      await review.focus();
      await review.press('Space');
      await expect(review).toBeChecked();
      await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();
      await expect(page).toHaveURL(new RegExp(`salvato=${id}$`));
      await page.goto(`/${locale}/dashboard/${kind}/modifica/${id}`);
      // the tabs switch once the page script has run
      await enhanced(page);
      await expect(title_it).toHaveValue(`${title} 2`);
      await main.getByRole('tab', { name: msg(locale, 'languages.en') }).click();
      await expect(main.getByRole('textbox', { name: titleLabel('en'), exact: true })).toHaveValue(
        `${title} EN`,
      );
      await expect(
        main.getByText(msg(locale, 'operators.status.in_review'), { exact: true }),
      ).toBeVisible();

      // another operator of the same kind: not found in the site, refused by the server
      const otherContext = await browser.newContext();
      try {
        const intruder = await otherContext.newPage();
        await login(intruder, locale, other);
        await intruder.waitForURL((url) => !url.pathname.endsWith('/login'));
        const response = await intruder.goto(`/${locale}/dashboard/${kind}/modifica/${id}`);
        expect(response?.status()).toBe(404);
        const posted = await intruder.request.post(`/${locale}/dashboard/${kind}/modifica/${id}`, {
          headers: { Origin: new URL(intruder.url()).origin },
          multipart: { titolo_it: 'Taken over' },
        });
        expect([403, 404]).toContain(posted.status());
        const auth = await request.post(`${directusUrl}/auth/login`, {
          data: { email: other, password: demoPassword },
        });
        const token = ((await auth.json()) as { data: { access_token: string } }).data.access_token;
        const patched = await request.patch(`${directusUrl}/shop/operatori/${kind}/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { translations: [{ languages_code: 'it', titolo: 'Taken over' }] },
        });
        expect(patched.status()).toBe(403);
      } finally {
        await otherContext.close();
      }
      await page.reload();
      await expect(title_it).toHaveValue(`${title} 2`);
    } finally {
      await ownerContext.close();
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const noScript = [
    { kind: 'outdoor', role: 'operatore_outdoor', locale: 'en' },
    { kind: 'appuntamenti', role: 'organizzatore', locale: 'fr' },
  ] as const;

  for (const { kind, role, locale } of noScript) {
    test(`${kind}: the action checks the form, sends it back filled with its errors, then saves it`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await freshUser(request, role);
      await login(page, locale, owner, undefined, `/${locale}/dashboard/${kind}/crea`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}/crea$`));
      const main = page.getByRole('main');
      const titleOf = (code: 'it' | 'en') =>
        main.getByRole('textbox', {
          name: msg(locale, 'operators.title', { language: msg(locale, `languages.${code}`) }),
          exact: true,
        });
      const website = main.getByLabel(msg(locale, 'operators.website'), { exact: true });
      const start = main.getByLabel(msg(locale, 'operators.slotStart', { number: 1 }), {
        exact: true,
      });
      const places = main.getByRole('spinbutton', {
        name: msg(locale, 'operators.slotCapacity', { number: 1 }),
        exact: true,
      });
      const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      const title = `E2E no script ${kind} ${Date.now()}`;

      // every language's fields are in the page without script: no tabs to choose
      await expect(main.getByRole('tablist')).toHaveCount(0);
      await titleOf('en').fill(`${title} EN`);
      await website.fill('not a url');
      if (kind === 'appuntamenti') {
        await expect(start).toHaveAttribute('type', 'datetime-local');
        await start.fill(`${day}T10:30`);
        await places.fill('0');
      }
      await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();

      // the server's answer: the same page, every value kept, each error on its field
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}/crea$`));
      await expect(titleOf('it')).toHaveAttribute('aria-invalid', 'true');
      await expect(titleOf('it')).toHaveAccessibleDescription(msg(locale, 'errors.required'));
      await expect(website).toHaveValue('not a url');
      await expect(website).toHaveAccessibleDescription(msg(locale, 'errors.url'));
      await expect(titleOf('en')).toHaveValue(`${title} EN`);
      const summary = main.getByRole('alert').filter({
        hasText: shopMsg(locale, 'operators.checkFields'),
      });
      await expect(summary).toContainText(
        `${msg(locale, 'operators.title', { language: msg(locale, 'languages.it') })}: ${msg(locale, 'errors.required')}`,
      );
      await expect(summary).toContainText(
        `${msg(locale, 'operators.website')}: ${msg(locale, 'errors.url')}`,
      );
      if (kind === 'appuntamenti') {
        await expect(start).toHaveValue(`${day}T10:30`);
        await expect(places).toHaveValue('0');
        await expect(places).toHaveAttribute('aria-invalid', 'true');
        await expect(places).toHaveAccessibleDescription(msg(locale, 'operators.slotInvalid'));
        await places.fill('8');
      }

      // fixed, with a picture: saved, and the list says so (Post/Redirect/Get)
      await titleOf('it').fill(title);
      await website.fill('https://example.org');
      await main
        .getByLabel(msg(locale, 'operators.image'), { exact: true })
        .setInputFiles(path.join(here, 'fixtures', 'listing.png'));
      await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}\\?salvato=\\d+$`));
      await expect(page.getByText(msg(locale, 'operators.saved'))).toBeVisible();
      await expect(main.getByTestId('listing').filter({ hasText: title })).toHaveCount(1);

      const id = new URL(page.url()).searchParams.get('salvato');
      await page.goto(`/${locale}/dashboard/${kind}/modifica/${id}`);
      await expect(titleOf('it')).toHaveValue(title);
      await expect(titleOf('en')).toHaveValue(`${title} EN`);
      await expect(main.getByAltText(shopMsg(locale, 'operators.currentImage'))).toHaveAttribute(
        'src',
        new RegExp(`^${directusUrl}/assets/[0-9a-f-]{36}`),
      );
      if (kind === 'appuntamenti') {
        await expect(start).toHaveValue(`${day}T10:30`);
        await expect(places).toHaveValue('8');
      }
    });
  }
});
