import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { chooseDay, pickRadio } from './calendar';
import {
  type Locale,
  adminApi,
  alertText,
  demoPassword,
  directusUrl,
  expectAccessible,
  freshUser,
  login,
  msg,
  pay,
  users,
} from './helpers';

/**
 * The seeded organiser cancels a visitor's paid booking of one of their appointments from the
 * appointment's page, without scripts (the page is server HTML): "Cancel booking" opens the
 * confirmation (what is cancelled and refunded), its button posts to the route's action, and the
 * page says what was refunded. The booking shows cancelled there, and the visitor's order shows
 * refunded in their private area. The appointment is created here for the organiser, so that no
 * other test books its places.
 */

/** The text of an HTML answer with the entities React writes decoded. */
const textOf = async (response: { text: () => Promise<string> }) =>
  (await response.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with `{{amount}}` as a price of `euros` in any of the site's spellings. */
function withAmount(locale: Locale, key: string, values: Record<string, string>, euros: number) {
  const [before = '', after = ''] = msg(locale, key, { ...values, amount: '§' }).split('§');
  return new RegExp(
    `${escapeRegExp(before)}(€\\s?)?${euros}[,.]00(\\s?€)?${escapeRegExp(after)}`.replace(
      /\s/g,
      '\\s',
    ),
  );
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${directusUrl}/auth/login`, {
    data: { email, password: demoPassword },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** A published appointment of the seeded organiser with one date 23 days ahead, 10:00. */
async function organiserAppointment(request: APIRequestContext) {
  const start = new Date(Date.now() + 23 * 86_400_000);
  const day = start.toISOString().slice(0, 10);
  const slotKey = `${day.replace(/-/g, '')}1000`;
  const created = await request.post(`${directusUrl}/shop/operatori/appuntamenti`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, users.organizzatore)}` },
    data: {
      translations: [
        {
          languages_code: 'it',
          titolo: `Visita annullabile ${Date.now()}`,
          descrizione: 'Una visita guidata di prova.',
        },
      ],
      prezzo: 1500,
      slots: [{ data: slotKey, capacita: 5 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await request.patch(`${directusUrl}/items/contenuti/${id}`, {
    headers: { Authorization: `Bearer ${process.env.ADMIN_TOKEN ?? 'citta-admin-token-demo'}` },
    data: { status: 'published' },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return { id, day, time: '10:00', slotKey };
}

/** The visitor books one place at the appointment's date and pays on the demo provider. */
async function bookAndPay(page: Page, appointment: { id: number; day: string; time: string }) {
  const locale = 'it';
  await page.goto(`/${locale}/acquista/appuntamenti/${appointment.id}`);
  await chooseDay(page, locale, appointment.day);
  await pickRadio(page.getByRole('radio', { name: new RegExp(`^${appointment.time}\\b`) }));
  await page.getByRole('button', { name: msg(locale, 'queue.join') }).click();
  await expect(page.getByText(msg(locale, 'queue.admitted'))).toBeVisible();
  await page.getByRole('button', { name: msg(locale, 'queue.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await expect(page.getByText(msg(locale, 'cart.calculating'))).toHaveCount(0);
  await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  await pay(page, locale);
}

test('the organiser cancels a paid booking of their appointment and the buyer is refunded', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const appointment = await organiserAppointment(request);
  const buyer = await freshUser(request);
  const who = 'Test Utente';

  // the visitor books and pays
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  // the organiser's page is server HTML: everything they do here works without scripts
  const organiserContext = await browser.newContext({ javaScriptEnabled: false });
  const page = await organiserContext.newPage();
  const checkContext = await browser.newContext();
  const checkPage = await checkContext.newPage();
  try {
    await login(buyerPage, 'it', buyer);
    await expect(buyerPage).toHaveURL(/\/it\/dashboard$/);
    await bookAndPay(buyerPage, appointment);
    await buyerPage.goto('/it/dashboard/profilo/ordini');
    await expect(buyerPage.getByRole('main')).toContainText(msg('it', 'orderStatus.paid'));

    // the organiser signs in (the sign-in form posts natively without scripts)
    const detail = (locale: Locale) => `/${locale}/dashboard/appuntamenti/${appointment.id}`;
    await login(page, 'it', users.organizzatore, demoPassword, detail('it'));
    await expect(page).toHaveURL(new RegExp(`${detail('it')}$`));
    const main = page.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: who });
    // axe runs scripts in the page: each state is checked again in a context with them, signed in
    // with the same session
    await checkContext.addCookies(await organiserContext.cookies());
    const accessible = async () => {
      await checkPage.goto(page.url());
      await expect(checkPage.getByRole('main')).toContainText(who);
      await expectAccessible(checkPage);
    };
    await expect(row).toContainText(msg('it', 'bookingStatus.confermata'));

    // the control in each language, named after the booker
    for (const locale of ['en', 'fr', 'it'] as const) {
      await page.goto(detail(locale));
      const cancel = main.getByRole('link', {
        name: msg(locale, 'operators.cancel.actionOf', { name: who }),
        exact: true,
      });
      await expect(cancel).toHaveText(msg(locale, 'operators.cancel.action'));
      if (locale !== 'it') {
        await cancel.click();
        await expect(
          main.getByRole('heading', { name: msg(locale, 'operators.cancel.confirmTitle') }),
        ).toBeVisible();
        await expect(
          main.getByRole('button', { name: msg(locale, 'operators.cancel.confirm') }),
        ).toBeVisible();
      }
    }
    await accessible();

    // Italian: ask, see what is cancelled and refunded, keep it first, then confirm
    await main
      .getByRole('link', { name: msg('it', 'operators.cancel.actionOf', { name: who }) })
      .click();
    await expect(page).toHaveURL(/\?annulla=\d+#conferma$/);
    const confirmation = main.getByTestId('cancel-confirmation');
    await expect(
      confirmation.getByRole('heading', { name: msg('it', 'operators.cancel.confirmTitle') }),
    ).toBeVisible();
    await expect(confirmation).toContainText(msg('it', 'operators.cancel.confirmText'));
    await expect(confirmation).toContainText(who);
    await expect(confirmation).toContainText(/15[,.]00/);
    await accessible();
    await confirmation.getByRole('link', { name: msg('it', 'operators.cancel.keep') }).click();
    await expect(page).toHaveURL(new RegExp(`${detail('it')}$`));
    await expect(main.getByTestId('cancel-confirmation')).toHaveCount(0);
    await expect(row).toContainText(msg('it', 'bookingStatus.confermata'));

    await main
      .getByRole('link', { name: msg('it', 'operators.cancel.actionOf', { name: who }) })
      .click();
    await confirmation.getByRole('button', { name: msg('it', 'operators.cancel.confirm') }).click();
    await expect(page).toHaveURL(/\?annullata=\d+&rimborso=1500$/);
    await expect(main.getByRole('status')).toHaveText(
      withAmount('it', 'operators.cancel.done', { name: who }, 15),
    );
    await expect(row).toContainText(msg('it', 'bookingStatus.annullata'));
    // the buyer's queue session is over: not shown as a place in the queue
    await expect(
      main.getByRole('listitem').filter({ hasText: msg('it', 'operators.queueLeft') }),
    ).toHaveCount(1);
    await expect(
      main.getByRole('link', { name: msg('it', 'operators.cancel.actionOf', { name: who }) }),
    ).toHaveCount(0);
    await accessible();

    // asked again: no longer cancellable, said in words; a post anyway is refused
    const bookingId = new URL(page.url()).searchParams.get('annullata');
    await page.goto(`${detail('it')}?annulla=${bookingId}`);
    await expect(main.getByRole('alert')).toHaveText(
      alertText('it', 'error', msg('it', 'operators.cancel.notCancellable')),
    );
    await expect(main.getByTestId('cancel-confirmation')).toHaveCount(0);
    const again = await page.request.post(detail('fr'), {
      headers: { Origin: new URL(page.url()).origin },
      form: { intent: 'annulla', prenotazione: String(bookingId) },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(409);
    expect(await textOf(again)).toContain(msg('fr', 'operators.cancel.notCancellable'));
    const hostile = await page.request.post(detail('en'), {
      headers: { Origin: new URL(page.url()).origin },
      form: { intent: 'annulla', prenotazione: '1 OR 1=1' },
      maxRedirects: 0,
    });
    expect(hostile.status()).toBe(400);
    expect(await textOf(hostile)).toContain(msg('en', 'operators.cancel.invalid'));

    // the buyer's order: refunded
    await buyerPage.goto('/it/dashboard/profilo/ordini');
    await expect(buyerPage.getByRole('main')).toContainText(msg('it', 'orderStatus.refunded'));
    await buyerPage.goto('/it/dashboard/profilo/prenotazioni');
    await expect(buyerPage.getByRole('main')).toContainText(msg('it', 'bookingStatus.annullata'));
    // and the shop agrees: the place is free again
    const slots = (await (
      await adminApi(request).get(`/shop/appuntamenti/${appointment.id}/slots`)
    ).json()) as Array<{ data: string; disponibili: number }>;
    expect(slots.find((slot) => slot.data === appointment.slotKey)?.disponibili).toBe(5);
  } finally {
    await buyerContext.close();
    await organiserContext.close();
    await checkContext.close();
  }
});
