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
import { contentItemOf, summaryOf } from './summary.server';

/** What the guided tour page shows: the tour, its price list, its days and times. */
export interface TourPageData {
  product: Listino;
  summary: SummaryData;
  times: DayTime[];
  days: BookableDay[];
  /** The day asked for in the address, when it can be chosen. */
  day: string | null;
}

/** A guided tour's page; the shop's 404 for an unknown tour is the caller's to turn into a page. */
export async function tourPage(
  api: Pick<RequestApi, 'publicShop' | 'content'>,
  locale: Locale,
  id: number,
  askedDay: string | null,
): Promise<TourPageData> {
  const [product, dates, item] = await Promise.all([
    api.publicShop.listino('visite_guidate', id),
    api.publicShop.tourDates(id),
    contentItemOf(api.content, locale, 'visite_guidate', id),
  ]);
  const times = tourTimes(dates);
  const days = bookableDays(times);
  const day = days.find((candidate) => candidate.date === askedDay);
  return {
    product,
    summary: summaryOf(product, item, locale, 'visite_guidate'),
    times,
    days,
    day: isChoosable(day) ? day.date : null,
  };
}
