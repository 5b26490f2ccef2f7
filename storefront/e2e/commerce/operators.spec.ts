import { expect, test } from '@playwright/test';
import { expectAccessible, login, msg, users } from './helpers';

const cases = [
  { kind: 'outdoor', owner: users.outdoor, other: users.outdoor2, locale: 'it' },
  { kind: 'incoming', owner: users.incoming, other: users.outdoor, locale: 'en' },
  { kind: 'ristorazione', owner: users.ristoratore, other: users.utente, locale: 'fr' },
  { kind: 'appuntamenti', owner: users.organizzatore, other: users.utente, locale: 'it' },
] as const;

for (const { kind, owner, other, locale } of cases) {
  // Known failure: after "save" with empty required fields the listing form shows no field
  // errors in the production build, so the flow stops there. Kept as fixme until the form is
  // repaired; ownership and moderation are covered by backend/tests/shop/operators.test.ts.
  test.fixme(`${kind}: the operator creates and edits a listing that others cannot touch`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const ownerContext = await browser.newContext();
    const page = await ownerContext.newPage();
    const title = `E2E ${kind} ${Date.now()}`;
    try {
      await login(page, locale, owner, undefined, `/${locale}/dashboard/${kind}/crea`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}/crea$`));
      await expectAccessible(page);
      const main = page.getByRole('main');
      // bad input: the Italian title is required, the website must be a web address
      await main.getByLabel(msg(locale, 'operators.website'), { exact: true }).fill('not a url');
      await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();
      await expect(main.getByText(msg(locale, 'errors.required')).first()).toBeVisible();
      await expect(main.getByText(msg(locale, 'errors.url'))).toBeVisible();
      await main
        .getByLabel(msg(locale, 'operators.website'), { exact: true })
        .fill('https://example.org');
      await main
        .getByLabel(msg(locale, 'operators.title', { language: msg(locale, 'languages.it') }), {
          exact: true,
        })
        .fill(title);
      await main.getByRole('tab', { name: msg(locale, 'languages.en') }).click();
      await main
        .getByLabel(msg(locale, 'operators.title', { language: msg(locale, 'languages.en') }), {
          exact: true,
        })
        .fill(`${title} EN`);
      await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}\\?salvato=\\d+$`));
      const id = new URL(page.url()).searchParams.get('salvato');
      await expect(page.getByText(msg(locale, 'operators.saved'))).toBeVisible();
      await expectAccessible(page);

      await page.goto(`/${locale}/dashboard/${kind}/modifica/${id}`);
      await page.waitForLoadState('networkidle');
      await expect(main.getByText(msg(locale, 'operators.status.draft'))).toBeVisible();
      const field = main.getByLabel(
        msg(locale, 'operators.title', { language: msg(locale, 'languages.it') }),
        { exact: true },
      );
      await field.fill(`${title} 2`);
      await main.getByLabel(msg(locale, 'operators.submitForReview'), { exact: true }).check();
      await main.getByRole('button', { name: msg(locale, 'operators.save') }).click();
      await expect(page).toHaveURL(new RegExp(`salvato=${id}$`));
      await page.goto(`/${locale}/dashboard/${kind}/modifica/${id}`);
      await expect(field).toHaveValue(`${title} 2`);
      await expect(main.getByText(msg(locale, 'operators.status.in_review'))).toBeVisible();

      const otherContext = await browser.newContext();
      const intruder = await otherContext.newPage();
      await login(intruder, locale, other);
      const response = await intruder.goto(`/${locale}/dashboard/${kind}/modifica/${id}`);
      // another operator of the same kind gets a 404; users without the role are sent elsewhere
      expect(intruder.url().includes(`/modifica/${id}`) ? response?.status() : 404).toBe(404);
      await otherContext.close();
    } finally {
      await ownerContext.close();
    }
  });
}
