import { expect, test } from '@playwright/test';
import { adminApi, expectAccessible, linkIn, login, mailTo, msg } from './helpers';

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
  await page.getByLabel(msg(locale, 'fields.password'), { exact: true }).fill('short');
  await page.getByRole('button', { name: msg(locale, 'invite.submit') }).click();
  await expect(page.getByText(msg(locale, 'errors.passwordLength'))).toBeVisible();
  await page
    .getByLabel(msg(locale, 'fields.password'), { exact: true })
    .fill('nuova-password-2026');
  await page
    .getByLabel(msg(locale, 'fields.confirmPassword'), { exact: true })
    .fill('nuova-password-2026');
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
  await page.getByLabel(msg(locale, 'fields.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: msg(locale, 'forgot.submit') }).click();
  await expect(page.getByText(msg(locale, 'forgot.sent'))).toBeVisible();
  const link = linkIn(await mailTo(email, since), '/dashboard/login/reset');
  await page.goto(link);
  await expectAccessible(page);
  await page.getByLabel(msg(locale, 'fields.newPassword'), { exact: true }).fill('brand-new-2026');
  await page
    .getByLabel(msg(locale, 'fields.confirmPassword'), { exact: true })
    .fill('brand-new-2027');
  await page.getByRole('button', { name: msg(locale, 'reset.submit') }).click();
  await expect(page.getByText(msg(locale, 'errors.passwordMatch'))).toBeVisible();
  await page
    .getByLabel(msg(locale, 'fields.confirmPassword'), { exact: true })
    .fill('brand-new-2026');
  await page.getByRole('button', { name: msg(locale, 'reset.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/login\\?reimpostata=1`));
  await login(page, locale, email, 'brand-new-2026');
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
});

test('a reset link without a valid token goes back to the request form', async ({ page }) => {
  await page.goto('/it/dashboard/login/reset?token=abc');
  await expect(page).toHaveURL(/\/it\/dashboard\/login\/forgot\?scaduto=1$/);
  await expect(page.getByRole('alert')).toHaveText(msg('it', 'forgot.expired'));
});
