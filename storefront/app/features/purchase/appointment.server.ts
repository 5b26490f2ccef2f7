import type { Listino } from '../../lib/api/product';
import type { RequestApi } from '../../lib/api/request.server';
import type { Locale } from '../../lib/i18n/config';
import { type BookableDay, type DayTime, appointmentTimes, bookableDays } from './availability';
import type { SummaryData } from './summary';
import type { LivePlaces } from './live-places';
import { contentItemOf, summaryOf } from './summary.server';

/** What the appointment page shows: the appointment, its bookable days and their times. */
export interface AppointmentPageData {
  id: number;
  summary: SummaryData;
  /** Open and queue-only times of the coming days (the shop's default window). */
  times: DayTime[];
  days: BookableDay[];
  /** The chosen day, yyyy-mm-dd. */
  day: string | null;
  /** A day of the month the calendar shows first (`?mese=`), when asked for. */
  month?: string | null;
  /** Price of one place, in cents (the shop's price list). */
  price: number;
  /** The messages of the page's island (AppointmentForm's appointmentMessagePaths: a held place). */
  messages?: Record<string, unknown>;
  /** What the page says if the form's script cannot be loaded. */
  loadFailed?: string;
}

const noList: Pick<Listino, 'nome' | 'prezzo' | 'prezzo_gruppo' | 'soglia_gruppo' | 'tariffe'> = {
  nome: {},
  prezzo: 0,
  prezzo_gruppo: null,
  soglia_gruppo: null,
  tariffe: [],
};

/** The appointment's summary and price from its content item and the shop's price list. */
export async function appointmentSummary(
  api: Pick<RequestApi, 'publicShop' | 'content'>,
  locale: Locale,
  id: number,
): Promise<{ summary: SummaryData; price: number }> {
  const [list, item] = await Promise.all([
    api.publicShop.listino('appuntamenti', id).catch(() => null),
    contentItemOf(api.content, locale, 'appuntamenti', id),
  ]);
  const summary = summaryOf(list ?? noList, item, locale, 'appuntamenti');
  // Without a price list the page shows no price rather than a price of zero.
  if (!list) summary.prices = [];
  return { summary, price: list?.prezzo ?? 0 };
}

/** An appointment's open and queue-only times and its days with their places, from the shop. */
export async function appointmentPlaces(
  api: Pick<RequestApi, 'publicShop'>,
  id: number,
): Promise<LivePlaces> {
  const times = appointmentTimes(await api.publicShop.appointmentSlots(id));
  return { times, days: bookableDays(times) };
}

/** The page of an appointment with `day` chosen (null: no day yet). */
export async function appointmentPage(
  api: Pick<RequestApi, 'publicShop' | 'content'>,
  locale: Locale,
  id: number,
  day: string | null,
): Promise<AppointmentPageData> {
  const [{ times, days }, { summary, price }] = await Promise.all([
    appointmentPlaces(api, id),
    appointmentSummary(api, locale, id),
  ]);
  return { id, summary, times, days, day, price };
}
