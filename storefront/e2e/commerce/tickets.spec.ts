import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { utcOfCityTime } from '../city-time';
import {
  demoPage,
  directusUrl,
  demoPassword,
  expectAccessible,
  freshUser,
  guestApi,
  linkIn,
  locales,
  login,
  mailTo,
  msg,
  pay,
  sellable,
  successUrl,
  textField,
  ticketProduct,
  users,
} from './helpers';
import type { Locale } from './helpers';

/**
 * Tickets people can use: a buyer in each language buys a museum ticket and pays on the demo
 * page; the order's page lists the ticket with its QR; the confirmation e-mail (read from the
 * local SMTP server's folder) is in the buyer's language, links the order's page and carries the
 * PDF, whose text is in that language and carries the ticket's code; the QR of the ticket's page,
 * decoded with the door page's own jsQR, is answered valid the first time at the door and already
 * used the second. The seeded demo order shows its tickets in utente@'s private area.
 */

// mailparser is the backend's dependency (the local SMTP server writes .eml files).
const here = path.dirname(fileURLToPath(import.meta.url));
const backendRequire = createRequire(path.join(here, '../../../backend/package.json'));
interface ParsedMail {
  subject?: string;
  html: string | false;
  attachments: Array<{ filename?: string; contentType: string; content: Buffer }>;
}
const { simpleParser } = backendRequire('mailparser') as {
  simpleParser: (source: string) => Promise<ParsedMail>;
};

const subjects: Record<Locale, RegExp> = {
  it: /^Ordine \S+ confermato$/,
  en: /^Order \S+ confirmed$/,
  fr: /^Commande \S+ confirmée$/,
};
/** Words the PDF says in each language (backend tickets/labels.ts). */
const pdfWords: Record<Locale, RegExp> = {
  it: /Biglietto|Ordine/,
  en: /Ticket|Order/,
  fr: /Billet|Commande/,
};

async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data, useSystemFonts: false });
  const doc = await loading.promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loading.destroy();
  return parts.join('\n');
}

/** A new context signed in as the door staff demo user, on the door page. */
async function doorPage(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, locale, 'controllo@citta.example.com', demoPassword);
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  await page.getByRole('link', { name: msg(locale, 'titles.door') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/controllo$`));
  return page;
}

/** The payload of a QR image (a data URL), decoded in the door page with its own jsQR script. */
async function decodeQr(page: Page, qr: string): Promise<string> {
  return page.evaluate(async (source) => {
    const decoder = document.querySelector<HTMLElement>('[data-enhance="code-scanner"]')?.dataset
      .decoder;
    if (!decoder) throw new Error('no decoder address on the door page');
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = decoder;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('decoder not loaded'));
      document.head.append(script);
    });
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.drawImage(image, 20, 20, 360, 360);
    const pixels = context.getImageData(0, 0, 400, 400);
    const jsQR = (
      window as unknown as {
        jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
      }
    ).jsQR;
    return jsQR(pixels.data, 400, 400)?.data ?? '';
  }, qr);
}

async function check(page: Page, locale: Locale, code: string) {
  await page.getByRole('textbox', { name: msg(locale, 'door.code') }).fill(code);
  await page.getByRole('button', { name: msg(locale, 'door.check'), exact: true }).click();
  await page.waitForLoadState('load');
}

for (const locale of locales) {
  test(`a museum ticket: page, e-mail with PDF, valid once at the door (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const email = await freshUser(request);
    await login(page, locale, email);
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
    const since = Date.now();
    await page.goto(`/${locale}/acquista/carte/${ticketProduct}`);
    await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
    await page.getByRole('link', { name: msg(locale, 'cart.checkout') }).click();
    await pay(page, locale);
    const orderPath = new URL(page.url()).pathname;

    // the order's page: the ticket with its QR, code and state, the PDF and no calendar (undated)
    const tickets = page.getByRole('region', { name: msg(locale, 'tickets.title') });
    await expect(tickets).toBeVisible({ timeout: 20_000 });
    const card = tickets.getByRole('article').first();
    await expect(card).toContainText(msg(locale, 'tickets.state.valid'));
    const code = (await card.locator('code').innerText()).trim();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const qr = await card
      .getByRole('img', { name: msg(locale, 'tickets.qr', { code }) })
      .getAttribute('src');
    expect(qr).toMatch(/^data:image\/svg\+xml/);
    const pdfLink = tickets.getByRole('link', { name: msg(locale, 'tickets.pdf') });
    await expect(pdfLink).toHaveAttribute('href', `${orderPath}/biglietti.pdf`);
    const fromSite = await page.request.get(`${orderPath}/biglietti.pdf`);
    expect(fromSite.status()).toBe(200);
    expect(fromSite.headers()['content-type']).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await fromSite.body()))).toContain(code);
    // the page names no backend token or address for the browser to use
    expect(await page.content()).not.toContain('/shop/ordini/');
    await expectAccessible(page);

    // the confirmation e-mail in the buyer's language, its link and the PDF
    const mail = await simpleParser(await mailTo(email, since, 60_000));
    expect(mail.subject).toMatch(subjects[locale]);
    expect(String(mail.html)).toMatch(new RegExp(`<html[^>]*lang="${locale}`));
    const link = linkIn(String(mail.html), `/${locale}/checkout/success/`);
    expect(new URL(link).pathname).toBe(orderPath);
    const attachment = mail.attachments.find((file) => file.contentType === 'application/pdf');
    expect(attachment?.filename).toMatch(/^biglietti-.+\.pdf$/);
    const text = await pdfText(new Uint8Array(attachment!.content));
    expect(text).toMatch(pdfWords[locale]);
    expect(text).toContain(code);
    // the mail's link opens the order's page with its tickets
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('region', { name: msg(locale, 'tickets.title') })).toBeVisible();

    // the door: the QR's payload is valid once, then already used
    const door = await doorPage(browser, locale);
    await expectAccessible(door);
    const payload = await decodeQr(door, qr!);
    expect(payload).toMatch(/^CT1\./);
    await check(door, locale, payload);
    const valid = door.getByRole('status').filter({ hasText: msg(locale, 'door.outcome.valid') });
    await expect(valid).toBeVisible();
    await expect(door.getByTestId('checkin-result')).toContainText(msg(locale, 'door.admits'));
    await expectAccessible(door);
    await check(door, locale, payload);
    const used = door.getByRole('alert').filter({ hasText: msg(locale, 'door.outcome.used') });
    await expect(used).toBeVisible();
    await expectAccessible(door);
    // the typed code of the PDF says the same
    await check(door, locale, code);
    await expect(door.getByRole('alert')).toContainText(msg(locale, 'door.outcome.used'));
    await door.context().close();

    // the buyer's page now says the ticket was used
    await page.goto(orderPath);
    await expect(
      page
        .getByRole('region', { name: msg(locale, 'tickets.title') })
        .getByRole('article')
        .first(),
    ).toContainText(msg(locale, 'tickets.state.usedNoDate'));
  });
}

test('the door page without JavaScript: a typed unknown code is an alert, an empty one a field error', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/dashboard/login');
  await textField(page, msg('en', 'fields.email')).fill('controllo@citta.example.com');
  await textField(page, msg('en', 'fields.password')).fill(demoPassword);
  await page.getByRole('button', { name: msg('en', 'login.submit') }).click();
  await page.goto('/en/dashboard/controllo');
  await check(page, 'en', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await expect(page.getByRole('alert')).toContainText(msg('en', 'door.outcome.unknown'));
  await check(page, 'en', '   ');
  await expect(page.getByRole('textbox', { name: msg('en', 'door.code') })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText(msg('en', 'door.errors.required'), { exact: true })).toBeVisible();
  await context.close();
});

test('the door page is for door staff: a buyer is sent to the dashboard', async ({
  page,
  request,
}) => {
  await login(page, 'it', await freshUser(request));
  await expect(page).toHaveURL(/\/it\/dashboard$/);
  await expect(page.getByRole('link', { name: msg('it', 'titles.door') })).toHaveCount(0);
  await page.goto('/it/dashboard/controllo');
  await expect(page).toHaveURL(/\/it\/dashboard$/);
});

test("the seeded demo order shows its tickets in utente@'s private area", async ({
  page,
  request,
}) => {
  const signedIn = await request.post(`${directusUrl}/auth/login`, {
    data: { email: users.utente, password: demoPassword },
  });
  const token = ((await signedIn.json()) as { data: { access_token: string } }).data.access_token;
  const orders = (await (
    await request.get(`${directusUrl}/shop/me/ordini?limit=100`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as Array<{ numero: string; status: string; date_created: string }>;
  const seeded = orders.filter((order) => order.status === 'paid').at(-1);
  expect(seeded).toBeDefined();
  await login(page, 'it', users.utente);
  await expect(page).toHaveURL(/\/it\/dashboard$/);
  await page.goto('/it/dashboard/profilo/ordini');
  await page.getByRole('link', { name: seeded!.numero, exact: true }).click();
  const tickets = page.getByRole('region', { name: msg('it', 'tickets.title') });
  await expect(tickets.getByRole('article')).toHaveCount(2);
  await expect(tickets.getByRole('img', { name: /^Codice QR del biglietto / })).toHaveCount(2);
  await expectAccessible(page);
});

test('a guest opens the order from the e-mail link with its token: tickets, PDF and calendar', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // a dated ticket: one place on a date of the seeded guided tour, bought by a guest in English
  const { tour } = await sellable(request);
  const dates = (await (
    await guestApi(request).get(`/shop/visite-guidate/${tour}/date`)
  ).json()) as Array<{
    data: string;
    disponibili: number | null;
  }>;
  const date = dates.find((d) => d.disponibili === null || d.disponibili > 2);
  expect(date).toBeDefined();
  const key = date!.data.replace(/\D/g, '').slice(0, 12);
  const email = `ospite-${Date.now().toString(36)}@example.org`;
  const since = Date.now();
  const placed = await guestApi(request).post(
    '/shop/checkout/ordini',
    {
      prodotti: [{ key: 't1', id: tour, tipo: 'visite_guidate', data: key, quantita: 1 }],
      email,
      locale: 'en',
    },
    { 'Idempotency-Key': `e2e-guest-ticket-${Date.now()}` },
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; pagamento: { url: string } };

  // the guest pays on the demo provider's page, in a browser without any session
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(order.pagamento.url);
  await page.getByRole('button', { name: demoPage.en.approve }).click();
  await expect(page).toHaveURL(successUrl('en'), { timeout: 30_000 });
  await context.close();

  // the confirmation e-mail links the order's page with the order's access token
  const mail = await simpleParser(await mailTo(email, since, 60_000));
  expect(mail.subject).toMatch(subjects.en);
  const link = new URL(linkIn(String(mail.html), '/en/checkout/success/'));
  expect(link.pathname).toBe(`/en/checkout/success/${order.id}`);
  const token = link.searchParams.get('token');
  expect(token).toBeTruthy();

  // a browser that has never seen the order: without the token nothing, with it the tickets
  const fresh = await browser.newContext();
  const guest = await fresh.newPage();
  expect((await guest.goto(link.pathname))?.status()).toBe(404);
  await guest.goto(link.pathname + link.search);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(
    msg('en', 'success.titles.paid'),
  );
  const tickets = guest.getByRole('region', { name: msg('en', 'tickets.title') });
  await expect(tickets.getByRole('article')).toHaveCount(1);
  const code = (await tickets.getByRole('article').locator('code').innerText()).trim();
  await expectAccessible(guest);

  // the PDF and the calendar links carry the token; both answer for this order only
  const pdfHref = await tickets
    .getByRole('link', { name: msg('en', 'tickets.pdf') })
    .getAttribute('href');
  expect(pdfHref).toBe(`${link.pathname}/biglietti.pdf?token=${encodeURIComponent(token!)}`);
  const pdf = await guest.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await pdfText(new Uint8Array(await pdf.body()))).toContain(code);
  const icsHref = await tickets
    .getByRole('link', { name: msg('en', 'tickets.calendar') })
    .getAttribute('href');
  expect(icsHref).toBe(`${link.pathname}/biglietti.ics?token=${encodeURIComponent(token!)}`);
  const ics = await guest.request.get(icsHref!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = await ics.text();
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  // the event starts at the tour's date and time in the city, written in UTC
  expect(calendar).toContain(`DTSTART:${utcOfCityTime(key)}\r\n`);
  expect((await guest.request.get(`${link.pathname}/biglietti.ics`)).status()).toBe(404);
  expect((await guest.request.get(`${link.pathname}/biglietti.pdf?token=wrong`)).status()).toBe(
    404,
  );
  await fresh.close();
});
