import { expect, test } from '@playwright/test';
import { axeBuilder } from '../axe';
import { firstItem, locales } from './helpers';

const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const locale of locales) {
  for (const viewport of viewports) {
    test(`every public route in ${locale} has no axe violations at ${viewport.name} width`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const event = await firstItem(request, locale, 'eventi');
      const place = await firstItem(request, locale, 'risorse').catch(() => null);
      const routes = [
        `/${locale}`,
        `/${locale}/cerca`,
        `/${locale}/cerca?type=eventi`,
        event.url,
        ...(place ? [place.url] : []),
        `/${locale}/traduzione-mancante`,
        `/${locale}/pagina-che-non-esiste`,
      ];
      for (const route of routes) {
        await page.goto(route);
        const results = await axeBuilder(page).analyze();
        const summary = results.violations.map(
          (v) => `${route}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
        );
        expect(summary, summary.join('\n')).toEqual([]);
      }
    });
  }
}

for (const viewport of viewports) {
  test(`the consent preferences dialog of a page that is not hydrated has no axe violations at ${viewport.name} width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog and stays there.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const results = await axeBuilder(page).analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
    );
    expect(summary, summary.join('\n')).toEqual([]);
  });
}
