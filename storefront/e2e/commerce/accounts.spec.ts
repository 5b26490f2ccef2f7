import { expect, test } from '@playwright/test';
import {
  adminApi,
  alertText,
  expectAccessible,
  linkIn,
  login,
  mailTo,
  msg,
  textField,
} from './helpers';

async function roleId(request: Parameters<typeof adminApi>[0], name: string): Promise<string> {
  const response = await adminApi(request).get(`/roles?filter[name][_eq]=${name}&fields=id`);
  const [role] = ((await response.json()) as { data: Array<{ id: string }> }).data;
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

// The backend's invitation mail links to `/registrazione/invito?token=…`; the site forwards the
// address named by the token along with it to the dashboard invite registration.
test('register by invite: the link forwards email and token, the new user logs in', async ({
  page,
  request,
  baseURL,
}) => {
  const locale = 'fr';
  const email = `invite-${Date.now()}@example.org`;
  const since = Date.now();
  const invited = await adminApi(request).post('/users/invite', {
    email,
    role: await roleId(request, 'utente'),
    invite_url: `${baseURL}/${locale}/registrazione/invito`,
  });
  expect(invited.ok()).toBe(true);
  const link = linkIn(await mailTo(email, since), '/registrazione/invito');
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/registrazione/invito\\?`));
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
  await expect(page.getByLabel(msg(locale, 'fields.email'), { exact: true })).toHaveValue(email);
  await expectAccessible(page);
  await textField(page, msg(locale, 'fields.password')).fill('short');
  await page.getByRole('button', { name: msg(locale, 'invite.submit') }).click();
  await expect(page.getByText(msg(locale, 'errors.passwordLength'))).toBeVisible();
  await textField(page, msg(locale, 'fields.password')).fill('nuova-password-2026');
  await textField(page, msg(locale, 'fields.confirmPassword')).fill('nuova-password-2026');
  await page.getByRole('button', { name: msg(locale, 'invite.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/login\\?registrato=1`));
  await login(page, locale, email, 'nuova-password-2026');
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
});

test('an invite link with a forged token is a 404', async ({ page }) => {
  const response = await page.goto(
    '/it/dashboard/registrazione/invito?email=a%40example.org&token=forged',
  );
  expect(response?.status()).toBe(404);
});

test('reset a forgotten password with the emailed link', async ({ page, request }) => {
  const locale = 'en';
  const email = `reset-${Date.now()}@example.org`;
  const created = await adminApi(request).post('/users', {
    email,
    password: 'old-password-2026',
    role: await roleId(request, 'utente'),
    status: 'active',
  });
  expect(created.ok()).toBe(true);
  const since = Date.now();
  await page.goto(`/${locale}/dashboard/login/forgot`);
  await expectAccessible(page);
  await textField(page, msg(locale, 'fields.email')).fill(email);
  await page.getByRole('button', { name: msg(locale, 'forgot.submit') }).click();
  await expect(page.getByText(msg(locale, 'forgot.sent'))).toBeVisible();
  const link = linkIn(await mailTo(email, since), '/dashboard/login/reset');
  await page.goto(link);
  await expectAccessible(page);
  await textField(page, msg(locale, 'fields.newPassword')).fill('brand-new-2026');
  await textField(page, msg(locale, 'fields.confirmPassword')).fill('brand-new-2027');
  await page.getByRole('button', { name: msg(locale, 'reset.submit') }).click();
  await expect(page.getByText(msg(locale, 'errors.passwordMatch'))).toBeVisible();
  await textField(page, msg(locale, 'fields.confirmPassword')).fill('brand-new-2026');
  await page.getByRole('button', { name: msg(locale, 'reset.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/login\\?reimpostata=1`));
  await login(page, locale, email, 'brand-new-2026');
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
});

test('a reset link without a valid token goes back to the request form', async ({ page }) => {
  await page.goto('/it/dashboard/login/reset?token=abc');
  await expect(page).toHaveURL(/\/it\/dashboard\/login\/forgot\?scaduto=1$/);
  await expect(page.getByRole('alert')).toHaveText(
    alertText('it', 'error', msg('it', 'forgot.expired')),
  );
});

test('registration says which field is wrong and why, in the page language, then registers (en)', async ({
  page,
}) => {
  const locale = 'en';
  const email = `register-${Date.now()}@example.org`;
  const field = (key: string) => textField(page, msg(locale, key));
  const privacy = page.getByRole('checkbox', { name: msg(locale, 'fields.privacy'), exact: true });
  const submit = () => page.getByRole('button', { name: msg(locale, 'register.submit') }).click();
  /** The error text tied to a field (aria-describedby), so the message names the field it is about. */
  const errorOf = (key: string) =>
    field(key).evaluate((input) => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    });

  await page.goto(`/${locale}/dashboard/registrazione`);
  await page.waitForLoadState('networkidle');
  await submit();
  await expect(field('fields.firstName')).toHaveAttribute('aria-invalid', 'true');
  expect(await errorOf('fields.firstName')).toContain(msg(locale, 'errors.required'));
  expect(await errorOf('fields.email')).toContain(msg(locale, 'errors.required'));
  await expect(page.getByText(msg(locale, 'errors.agreement'))).toBeVisible();

  await field('fields.firstName').fill('Ada');
  await field('fields.lastName').fill('Lovelace');
  await field('fields.email').fill('ada@');
  await field('fields.password').fill('short');
  await field('fields.confirmPassword').fill('different');
  await submit();
  expect(await errorOf('fields.email')).toContain(msg(locale, 'errors.email'));
  expect(await errorOf('fields.password')).toContain(msg(locale, 'errors.passwordLength'));
  expect(await errorOf('fields.confirmPassword')).toContain(msg(locale, 'errors.passwordMatch'));
  await expect(field('fields.firstName')).not.toHaveAttribute('aria-invalid', 'true');

  await field('fields.email').fill(email);
  await field('fields.password').fill('registrata-2026');
  await field('fields.confirmPassword').fill('registrata-2026');
  // The box is drawn over a visually hidden input: ticked from the keyboard, as a user can.
  await privacy.focus();
  await privacy.press('Space');
  await expect(privacy).toBeChecked();
  await submit();
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/login\\?registrato=1$`));
  await expect(page.getByRole('status')).toHaveText(
    alertText(locale, 'success', msg(locale, 'register.done')),
  );
  await login(page, locale, email, 'registrata-2026');
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
});

test('without scripts the server checks the registration form and answers in the page language (fr)', async ({
  browser,
}) => {
  const locale = 'fr';
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/${locale}/dashboard/registrazione`);
    const field = (key: string) => textField(page, msg(locale, key));
    await field('fields.firstName').fill('Jeanne');
    await field('fields.email').fill('pas-une-adresse');
    await field('fields.password').fill('court');
    await field('fields.confirmPassword').fill('court');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: msg(locale, 'register.submit') }).click();
    expect((await answer).status()).toBe(400);
    await expect(field('fields.lastName')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('fields.email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(msg(locale, 'errors.email'))).toBeVisible();
    await expect(page.getByText(msg(locale, 'errors.passwordLength'))).toBeVisible();
    await expect(page.getByText(msg(locale, 'errors.agreement'))).toBeVisible();
    await expect(field('fields.firstName')).not.toHaveAttribute('aria-invalid', 'true');
  } finally {
    await context.close();
  }
});
