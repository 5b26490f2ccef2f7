import { expect, test } from '@playwright/test';

test('the banner stores the choice in the preferences cookie and the footer link reopens it', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'This site uses cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'preferences');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(400);
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({
    bannerClosed: true,
    gdpr: false,
    misurazione: false,
    marketing: false,
  });

  await page.reload();
  await expect(banner).toBeHidden();
  await page.locator('footer [data-consent-reopen]').click();
  await expect(banner).toBeVisible();
});

test('without configured script addresses nothing third-party is requested', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname)) external.push(r.url());
  });
  await page.goto('/it');
  await page.getByRole('button', { name: 'Accetta tutti' }).click();
  await page.waitForTimeout(6_000);
  expect(external).toEqual([]);
});

test('on a page that is not hydrated, "Customise" loads the preferences dialog and stores the chosen categories', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'This site uses cookies' });
  await banner.getByRole('button', { name: 'Customise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Measurement' })).not.toBeChecked();
  await dialog.getByText('Measurement', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'preferences');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({
    bannerClosed: true,
    gdpr: false,
    misurazione: true,
    marketing: false,
  });

  // Opened again from the footer, the dialog starts from the stored choices.
  await page.reload();
  await page.locator('footer [data-consent-reopen]').click();
  await banner.getByRole('button', { name: 'Customise' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Measurement' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Customise' })).toBeFocused();
});
