import { expect, test } from '@playwright/test';
import { expectAccessible, guestApi, msg, sellable } from './helpers';

interface Slot {
  data: string;
  disponibili: number;
  stato: string;
}

test('two visitors compete for the last place: one is admitted, the other waits and gets in when it frees', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const locale = 'it';
  const { appointments } = await sellable(request);
  const api = guestApi(request);
  let target: { id: number; slot: Slot } | null = null;
  for (const id of appointments) {
    const slots = (await (await api.get(`/shop/appuntamenti/${id}/slots`)).json()) as Slot[];
    const slot = slots.find(
      (candidate) => candidate.stato === 'aperto' && candidate.disponibili >= 2,
    );
    if (slot) {
      target = { id, slot };
      break;
    }
  }
  if (!target) throw new Error('no open appointment slot with two places');
  const { id, slot } = target;
  const day = `${slot.data.slice(0, 4)}-${slot.data.slice(4, 6)}-${slot.data.slice(6, 8)}`;

  // Another visitor (through the real product API) holds every place but one.
  const filler = `e2e-filler-${Date.now()}`;
  const held = await api.post('/shop/queue/register', {
    data_appuntamento: slot.data,
    appuntamento: id,
    session_id: filler,
    posti: Math.min(10, slot.disponibili - 1),
  });
  expect(held.ok()).toBe(true);

  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  const queueUrl = `/${locale}/acquista/appuntamenti/${id}/${day}/queue?slot=${slot.data}&posti=1`;
  try {
    await pageA.goto(queueUrl);
    await expect(pageA.getByText(msg(locale, 'queue.admitted'))).toBeVisible();
    await pageB.goto(queueUrl);
    await expect(pageB.getByText(msg(locale, 'queue.position', { position: 1 }))).toBeVisible();
    await expect(pageB.getByText(msg(locale, 'queue.admitted'))).toHaveCount(0);
    await expectAccessible(pageB);
    // session id kept in session storage under queue-session-{date}
    expect(
      await pageA.evaluate((key) => sessionStorage.getItem(`queue-session-${key}`), slot.data),
    ).toBeTruthy();

    // A leaves: the place frees and B is admitted at its next status poll (every 30 s).
    await pageA.getByRole('button', { name: msg(locale, 'queue.leave') }).click();
    await expect(pageB.getByText(msg(locale, 'queue.admitted'))).toBeVisible({ timeout: 45_000 });

    // B continues to the cart with the appointment tied to its session.
    await pageB.getByRole('button', { name: msg(locale, 'queue.continue') }).click();
    await expect(pageB).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await expect(pageB.getByTestId('cart-group')).toHaveCount(1);
  } finally {
    await api.post('/shop/queue/left', { session_id: filler });
    await first.close();
    await second.close();
  }
});

test('the date and slot pages check their parameters', async ({ page, request }) => {
  const { appointments } = await sellable(request);
  expect(
    (await page.goto(`/it/acquista/appuntamenti/${appointments[0]}/2026-02-30`))?.status(),
  ).toBe(404);
  expect((await page.goto('/it/acquista/appuntamenti/abc'))?.status()).toBe(404);
  await page.goto(`/en/acquista/appuntamenti/${appointments[0]}`);
  await expectAccessible(page);
});
