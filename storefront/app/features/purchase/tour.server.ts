import type { Listino } from '../../lib/api/product';
import type { RequestApi } from '../../lib/api/request.server';
import type { Locale } from '../../lib/i18n/config';
import {
  type BookableDay,
  type DayTime,
  bookableDays,
  isChoosable,
  tourTimes,
} from './availability';
import type { SummaryData } from './summary';
import type { LivePlaces } from './live-places';
import { contentItemOf, summaryOf } from './summary.server';

/** What the guided tour page shows: the tour, its price list, its days and times. */
export interface TourPageData {
  product: Listino;
  summary: SummaryData;
  times: DayTime[];
  days: BookableDay[];
  /** The day asked for in the address, when it can be chosen. */
  day: string | null;
  /** A day of the month the calendar shows first (`?mese=`), when asked for. */
  month?: string | null;
  /** The messages of the page's island (TourForm's tourMessagePaths: a held place). */
  messages?: Record<string, unknown>;
  /** What the page says if the form's script cannot be loaded. */
  loadFailed?: string;
}

/** A guided tour's times and days with their places, from the shop. */
export async function tourPlaces(
  api: Pick<RequestApi, 'publicShop'>,
  id: number,
): Promise<LivePlaces> {
  const times = tourTimes(await api.publicShop.tourDates(id));
  return { times, days: bookableDays(times) };
}

/** A guided tour's page; the shop's 404 for an unknown tour is the caller's to turn into a page. */
export async function tourPage(
  api: Pick<RequestApi, 'publicShop' | 'content'>,
  locale: Locale,
  id: number,
  askedDay: string | null,
): Promise<TourPageData> {
  const [product, places, item] = await Promise.all([
    api.publicShop.listino('visite_guidate', id),
    tourPlaces(api, id),
    contentItemOf(api.content, locale, 'visite_guidate', id),
  ]);
  const { times, days } = places;
  const day = days.find((candidate) => candidate.date === askedDay);
  return {
    product,
    summary: summaryOf(product, item, locale, 'visite_guidate'),
    times,
    days,
    day: isChoosable(day) ? day.date : null,
  };
}
