import { type APIRequestContext, type Locator, expect, test } from '@playwright/test';
import { calendarIn, chooseDay, dayButton, dayOf, timeOf } from './calendar';
import {
  type Locale,
  adminApi,
  adminToken,
  directusUrl,
  expectAccessibleAt,
  guestApi,
  locales,
  msg,
  sellable,
  storefrontToken,
} from './helpers';

/**
 * The appointment and guided tour pages show what is bought (picture, description, place,
 * prices from the shop) beside the choice, and a day chosen on the calendar shows that day's
 * times with their states, in each language. The states are set up through the real product
 * API: queue sessions holding an appointment's places, booked places of a tour's dates.
 */

interface ContentItem {
  titolo: string;
  descrizione: string;
  cover: { id: string };
  luogo: { nome: string } | null;
}

async function contentItem(
  request: APIRequestContext,
  type: string,
  id: number,
  locale: Locale,
): Promise<ContentItem> {
  const answer = await request.get(
    `${directusUrl}/pages/content/item/${type}/${id}?locale=${locale}`,
    { headers: { Authorization: `Bearer ${storefrontToken}` } },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ContentItem }).data;
}

/** The text of CMS rich text as the summary shows it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An amount in euro cents as any of the three languages writes it ("9,00" or "9.00"). */
const amount = (cents: number) =>
  new RegExp(`${Math.floor(cents / 100)}[.,]${String(cents % 100).padStart(2, '0')}`);

/** A day as the page writes it: dd/MM/yyyy, MM/dd/yyyy in English. */
const written = (locale: Locale, day: string) => {
  const [year, month, date] = day.split('-');
  return locale === 'en' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The summary of what is bought: a region named by the product, with its picture and text. */
async function expectSummary(summary: Locator, item: ContentItem) {
  await expect(summary).toBeVisible();
  await expect(summary.locator('img')).toHaveAttribute('src', new RegExp(item.cover.id));
  await expect(summary).toContainText(textOf(item.descrizione));
  if (item.luogo) await expect(summary).toContainText(item.luogo.nome);
}

interface Slot {
  id: number;
  data: string;
  capacita: number;
  prenotati: number;
  disponibili: number;
  durata_minuti: number;
  stato: string;
}

test('the appointment page shows the appointment, and a chosen day its times with their states (it, en, fr)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { appointments } = await sellable(request);
  const api = guestApi(request);
  // A day with two open times of more than ten places each: the other tests take their places
  // from times of ten places at most.
  let found: { id: number; day: string; times: Slot[] } | null = null;
  for (const id of appointments) {
    const slots = (await (await api.get(`/shop/appuntamenti/${id}/slots`)).json()) as Slot[];
    const open = slots.filter((slot) => slot.stato === 'aperto' && slot.disponibili > 10);
    const day = [...new Set(open.map((slot) => dayOf(slot.data)))].find(
      (date) =>
        slots.filter((slot) => dayOf(slot.data) === date).length >= 2 &&
        slots.filter((slot) => dayOf(slot.data) === date).every((slot) => open.includes(slot)),
    );
    if (day) found = { id, day, times: slots.filter((slot) => dayOf(slot.data) === day) };
  }
  if (!found) throw new Error('no appointment day with two open times of more than ten places');
  const { id, day, times: dayTimes } = found;
  const [soldOut, free] = dayTimes as [Slot, Slot];
  const price = (
    (await (await api.get(`/shop/listino/appuntamenti/${id}`)).json()) as { prezzo: number }
  ).prezzo;
  const bookedAt = async (slot: Slot, places: number) => {
    const changed = await request.patch(`${directusUrl}/items/date_puntuali/${slot.id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { prenotati: places },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  };
  const booked = (places: number) => bookedAt(soldOut, places);

  // Every place of the first time is booked: it takes a waiting queue.
  try {
    await booked(soldOut.capacita);
    for (const locale of locales) {
      const item = await contentItem(request, 'appuntamenti', id, locale);
      await page.goto(`/${locale}/acquista/appuntamenti/${id}`);
      const summary = page.getByRole('region', { name: item.titolo });
      await expectSummary(summary, item);
      // how long a time lasts, and the shop's price of one place
      await expect(summary).toContainText(
        msg(locale, 'summary.minutes_other', { count: soldOut.durata_minuti }),
      );
      await expect(summary.getByRole('definition').filter({ hasText: amount(price) })).toHaveCount(
        1,
      );
      // no day chosen yet: no times
      await expect(page.getByRole('radiogroup', { name: msg(locale, 'fields.slot') })).toHaveCount(
        0,
      );

      await chooseDay(page, locale, day);
      await expect(page).toHaveURL(new RegExp(`/${locale}/acquista/appuntamenti/${id}/${day}$`));
      // the day's page keeps the focus on the day just chosen
      await expect(
        calendarIn(page).getByRole('gridcell', { selected: true }).getByRole('button'),
      ).toBeFocused();
      await expect(
        page.getByRole('status').filter({
          hasText: msg(locale, 'calendar.chosen', {
            date: written(locale, day),
            state: msg(locale, 'calendar.state.free'),
          }),
        }),
      ).toBeVisible();
      const times = page.getByRole('radiogroup', { name: msg(locale, 'fields.slot') });
      await expect(times.getByRole('radio')).toHaveCount(dayTimes.length);
      const queued = times.getByRole('radio', { name: new RegExp(`^${timeOf(soldOut.data)}\\b`) });
      await expect(queued).toHaveAccessibleName(new RegExp(escape(msg(locale, 'slots.queue'))));
      // a sold-out time can be chosen: it leads into the waiting queue
      await expect(queued).toBeEnabled();
      await expect(
        times.getByRole('radio', { name: new RegExp(`^${timeOf(free.data)}\\b`) }),
      ).toHaveAccessibleName(new RegExp(`${escape(msg(locale, 'slots.free'))}$`));
      if (locale === 'it') await expectAccessibleAt(page, 'appointment day with its states');
    }

    // The open page reads the places again every minute: the other time filled meanwhile (here
    // by the back office) shows its waiting queue without a reload.
    const places = await request.get(`/it/acquista/appuntamenti/${id}/posti`);
    expect(places.headers()['cache-control']).toBe('no-store');
    const answered = (await places.json()) as { times: Array<{ id: string; places: number }> };
    expect(answered.times.find((time) => time.id === free.data)?.places).toBe(free.disponibili);
    for (const unknown of ['99999999', 'abc'])
      expect((await request.get(`/it/acquista/appuntamenti/${unknown}/posti`)).status()).toBe(404);
    await page.clock.install();
    await page.goto(`/en/acquista/appuntamenti/${id}/${day}`);
    const times = page.getByRole('radiogroup', { name: msg('en', 'fields.slot') });
    const later = times.getByRole('radio', { name: new RegExp(`^${timeOf(free.data)}\\b`) });
    await expect(later).toHaveAccessibleName(new RegExp(`${escape(msg('en', 'slots.free'))}$`));
    await bookedAt(free, free.capacita);
    const read = page.waitForResponse((r) =>
      r.url().endsWith(`/en/acquista/appuntamenti/${id}/posti`),
    );
    await page.clock.fastForward(60_000);
    expect((await read).status()).toBe(200);
    await expect(later).toHaveAccessibleName(new RegExp(escape(msg('en', 'slots.queue'))));
    await expect(later).toBeEnabled();
  } finally {
    await booked(soldOut.prenotati);
    await bookedAt(free, free.prenotati);
  }
});

interface TourDate {
  id: number;
  data: string;
  disponibili: number | null;
}

test('the guided tour page shows the tour and its rates, and a chosen day its times with their states (it, en, fr)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A tour with three dates, none of which the other tests book: the first gets its last two
  // places, the second none, the third has no limit.
  const search = await request.get(
    `${directusUrl}/pages/content/search?type=visite_guidate&hidePast=1&limit=10&locale=it`,
    { headers: { Authorization: `Bearer ${storefrontToken}` } },
  );
  const tours = ((await search.json()) as { data: Array<{ id: number }> }).data;
  let found: { id: number; dates: TourDate[] } | null = null;
  for (const { id } of tours) {
    const dates = (await (
      await guestApi(request).get(`/shop/visite-guidate/${id}/date`)
    ).json()) as TourDate[];
    const limited = dates.filter((date) => date.disponibili !== null && date.disponibili > 2);
    if (limited.length >= 2 && dates.some((date) => date.disponibili === null))
      found = { id, dates };
  }
  if (!found) throw new Error('no guided tour with two limited dates and one without a limit');
  const { id, dates } = found;
  const [fewDate, fullDate] = dates.filter((date) => date.disponibili !== null);
  const unlimited = dates.find((date) => date.disponibili === null)!;
  const admin = adminApi(request);
  const booked = async (date: TourDate, places: number) => {
    const changed = await request.patch(`${directusUrl}/items/date_puntuali/${date.id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { prenotati: places },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  };
  const list = (await (
    await guestApi(request).get(`/shop/listino/visite_guidate/${id}`)
  ).json()) as {
    tariffe: Array<{
      codice: string;
      nome: Record<Locale, string>;
      prezzo: number;
      prezzo_gruppo: number | null;
    }>;
  };
  const capacity = async (date: TourDate) => {
    const rows = (await (
      await admin.get(`/items/date_puntuali/${date.id}?fields=capienza,prenotati`)
    ).json()) as { data: { capienza: number; prenotati: number } };
    return rows.data;
  };
  const before = [await capacity(fewDate!), await capacity(fullDate!)];
  try {
    await booked(fewDate!, before[0]!.capienza - 2);
    await booked(fullDate!, before[1]!.capienza);

    for (const locale of locales) {
      const item = await contentItem(request, 'visite_guidate', id, locale);
      await page.goto(`/${locale}/acquista/visite-guidate/${id}`);
      const summary = page.getByRole('region', { name: item.titolo });
      await expectSummary(summary, item);
      // every rate with its price, and the group price of the rate that has one
      for (const rate of list.tariffe) {
        const term = summary.getByRole('term').filter({ hasText: rate.nome[locale] }).first();
        await expect(term).toBeVisible();
        await expect(summary).toContainText(amount(rate.prezzo));
        if (rate.prezzo_gruppo) await expect(summary).toContainText(amount(rate.prezzo_gruppo));
      }

      // the sold-out day cannot be chosen
      await expect(await dayButton(page, locale, dayOf(fullDate!.data))).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await page.goto(`/${locale}/acquista/visite-guidate/${id}`);
      await chooseDay(page, locale, dayOf(fewDate!.data));
      const times = page.getByRole('radiogroup', { name: msg(locale, 'fields.slot') });
      await expect(times.getByRole('radio')).toHaveCount(1);
      await expect(times.getByRole('radio')).toHaveAccessibleName(
        `${timeOf(fewDate!.data)} ${msg(locale, 'slots.fewCount').replace('{count}', '2')}`,
      );

      await chooseDay(page, locale, dayOf(unlimited.data));
      await expect(times.getByRole('radio')).toHaveCount(1);
      await expect(times.getByRole('radio')).toHaveAccessibleName(
        `${timeOf(unlimited.data)} ${msg(locale, 'slots.free')}`,
      );
      await expect(
        page.getByRole('status').filter({
          hasText: msg(locale, 'calendar.chosen', {
            date: written(locale, dayOf(unlimited.data)),
            state: msg(locale, 'calendar.state.free'),
          }),
        }),
      ).toBeVisible();
      if (locale === 'fr') await expectAccessibleAt(page, 'guided tour day with its times');
    }

    // The open page reads the tour's places again every minute: the last two places sold
    // meanwhile (here by the back office) show the time as sold out without a reload.
    const places = await request.get(`/en/acquista/visite-guidate/${id}/posti`);
    expect(places.headers()['cache-control']).toBe('no-store');
    const answered = (await places.json()) as { times: Array<{ id: string; places: number }> };
    expect(answered.times.find((time) => time.id === fewDate!.data)?.places).toBe(2);
    for (const unknown of ['99999999', 'abc'])
      expect((await request.get(`/en/acquista/visite-guidate/${unknown}/posti`)).status()).toBe(
        404,
      );
    await page.clock.install();
    await page.goto(`/fr/acquista/visite-guidate/${id}`);
    await chooseDay(page, 'fr', dayOf(fewDate!.data));
    const times = page.getByRole('radiogroup', { name: msg('fr', 'fields.slot') });
    const time = times.getByRole('radio', { name: new RegExp(`^${timeOf(fewDate!.data)}\\b`) });
    await expect(time).toHaveAccessibleName(
      `${timeOf(fewDate!.data)} ${msg('fr', 'slots.fewCount').replace('{count}', '2')}`,
    );
    await booked(fewDate!, before[0]!.capienza);
    const read = page.waitForResponse((r) =>
      r.url().endsWith(`/fr/acquista/visite-guidate/${id}/posti`),
    );
    await page.clock.fastForward(60_000);
    expect((await read).status()).toBe(200);
    await expect(time).toHaveAccessibleName(`${timeOf(fewDate!.data)} ${msg('fr', 'slots.full')}`);
    await expect(time).toBeDisabled();
  } finally {
    await booked(fewDate!, before[0]!.prenotati);
    await booked(fullDate!, before[1]!.prenotati);
  }
});

test('without JavaScript the appointment’s days are links to their times', async ({
  browser,
  request,
}) => {
  const { appointments } = await sellable(request);
  const id = appointments[0]!;
  const slots = (await (
    await guestApi(request).get(`/shop/appuntamenti/${id}/slots`)
  ).json()) as Slot[];
  const first = slots.find((slot) => slot.stato === 'aperto' || slot.stato === 'esaurito');
  if (!first) throw new Error('no open appointment slot');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/it/acquista/appuntamenti/${id}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: written('it', dayOf(first.data)) })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/it/acquista/appuntamenti/${id}/${dayOf(first.data)}$`),
    );
    await expect(
      page
        .getByRole('radiogroup', { name: msg('it', 'fields.slot') })
        .getByRole('radio', { name: new RegExp(`^${timeOf(first.data)}\\b`) }),
    ).toHaveCount(1);
  } finally {
    await context.close();
  }
});
