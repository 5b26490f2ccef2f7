import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { type Locale, guestApi } from './helpers';

/** The design system calendar's button to the next month, as a visitor hears it. */
const nextMonth: Record<Locale, string> = {
  it: 'Mese successivo',
  en: 'Next month',
  fr: 'Mois suivant',
};

const localeTags: Record<Locale, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' };

/**
 * The name of a day's button on the calendar: the day written out in the page's language
 * ("sabato 5 dicembre 2026"), formatted by the browser as the calendar formats it.
 */
async function dayName(page: Page, locale: Locale, date: string): Promise<string> {
  return page.evaluate(
    ([tag, day]) =>
      new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T12:00:00Z`)),
    [localeTags[locale], date] as const,
  );
}

/** The calendar inside `scope` (the page's main part by default). */
export function calendarIn(page: Page, scope?: Locator): Locator {
  return (scope ?? page.getByRole('main')).getByRole('application');
}

/**
 * The button of a day (yyyy-mm-dd) on the calendar, after moving the calendar forward to the
 * day's month.
 */
export async function dayButton(
  page: Page,
  locale: Locale,
  date: string,
  scope?: Locator,
): Promise<Locator> {
  const calendar = calendarIn(page, scope);
  await expect(calendar.getByRole('grid')).toBeVisible();
  const name = await dayName(page, locale, date);
  const button = calendar.getByRole('grid').getByRole('button', { name });
  for (let month = 0; month < 24 && (await button.count()) === 0; month += 1)
    await calendar.getByRole('button', { name: nextMonth[locale] }).click();
  return button;
}

/** Chooses a day (yyyy-mm-dd) on the calendar; its cell is then the selected one. */
export async function chooseDay(page: Page, locale: Locale, date: string, scope?: Locator) {
  const button = await dayButton(page, locale, date, scope);
  await button.click();
  await expect(calendarIn(page, scope).getByRole('gridcell', { selected: true })).toContainText(
    String(Number(date.slice(8, 10))),
  );
}

/**
 * Chooses a radio from the keyboard: the radio may be a styled control whose label covers the
 * input.
 */
export async function pickRadio(radio: Locator) {
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

/** The slot key of a guided tour's first date with places left, from the product API. */
export async function firstTourDate(request: APIRequestContext, tour: number): Promise<string> {
  const dates = (await (
    await guestApi(request).get(`/shop/visite-guidate/${tour}/date`)
  ).json()) as Array<{ data: string; disponibili: number | null }>;
  const open = dates.find((date) => date.disponibili === null || date.disponibili > 0);
  if (!open) throw new Error(`guided tour ${tour} has no date with places`);
  return open.data;
}

/** yyyy-mm-dd of a slot key yyyyMMddHHmm. */
export const dayOf = (key: string) => `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;

/** HH:MM of a slot key yyyyMMddHHmm. */
export const timeOf = (key: string) => `${key.slice(8, 10)}:${key.slice(10, 12)}`;

/** The first day (yyyy-mm-dd) of an appointment with an open or sold-out slot, from the product API. */
export async function firstAppointmentDay(
  request: APIRequestContext,
  appointment: number,
): Promise<string> {
  const slots = (await (
    await guestApi(request).get(`/shop/appuntamenti/${appointment}/slots`)
  ).json()) as Array<{ data: string; stato: string }>;
  const open = slots.find((slot) => slot.stato === 'aperto' || slot.stato === 'esaurito');
  if (!open) throw new Error(`appointment ${appointment} has no open slot`);
  return dayOf(open.data);
}
