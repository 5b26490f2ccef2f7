import { type Bundle, readBundle } from '../../lib/api/bundle';
import type { Image } from '../../lib/api/content';
import type { RequestApi } from '../../lib/api/request.server';
import type { Locale } from '../../lib/i18n/config';
import {
  type BookableDay,
  type DayTime,
  bookableDays,
  isChoosable,
  tourTimes,
} from './availability';
import { type SummaryData, nameIn } from './summary';
import { contentItemOf, contentTypeOf } from './summary.server';

/** A bundle's page: the bundle, what it includes, and the days and times of its guided tours. */
export interface BundlePageData {
  bundle: Bundle;
  summary: SummaryData;
  /** Per item of the bundle: its times and days (guided tours), empty for the others. */
  dates: Array<{ times: DayTime[]; days: BookableDay[] }>;
  /** Per item: the languages of the tour, for a time that does not name its own. */
  languages: string[][];
  /** Per item: the day chosen in the address (`?giorno_<index>=`), when it can be chosen. */
  days?: Array<string | null>;
  /** Per item: a day of the month its calendar shows first (`?mese_<index>=`). */
  months?: Array<string | null>;
  /** The item whose day the address chose last (its calendar takes the focus). */
  focus?: number | null;
  /** The messages of the page's island (BundleForm's bundleMessagePaths: a held place). */
  messages?: Record<string, unknown>;
  /** What the page says if the form's script cannot be loaded. */
  loadFailed?: string;
}

/** The days and months a bundle page's address asks for, per item (null where it asks none). */
export interface BundleAsked {
  days: Array<string | null>;
  months: Array<string | null>;
  /** The last item whose day the address names. */
  focus: number | null;
}

/**
 * The bundle; the shop's 404 (unknown, inactive, an item off sale) is the caller's to show. A day
 * asked for that its tour does not offer is left out.
 */
export async function bundlePage(
  api: Pick<RequestApi, 'publicShop' | 'content'>,
  locale: Locale,
  id: number,
  asked: BundleAsked = { days: [], months: [], focus: null },
): Promise<BundlePageData> {
  const bundle = await readBundle(api.publicShop, id);
  const [dates, items] = await Promise.all([
    Promise.all(
      bundle.elementi.map(async (item) => {
        if (item.tipo !== 'visite_guidate') return { times: [], days: [] };
        const times = tourTimes(await api.publicShop.tourDates(item.id));
        return { times, days: bookableDays(times) };
      }),
    ),
    Promise.all(
      bundle.elementi.map((item) =>
        contentItemOf(api.content, locale, contentTypeOf(item.tipo), item.id),
      ),
    ),
  ]);
  const cover = items.find((item) => item?.cover)?.cover as Image | undefined;
  const days = bundle.elementi.map((_item, index) => {
    const day = asked.days[index];
    return day && isChoosable(dates[index]?.days.find((each) => each.date === day)) ? day : null;
  });
  return {
    bundle,
    dates,
    days,
    months: bundle.elementi.map((_item, index) => asked.months[index] ?? null),
    focus: asked.focus !== null && days[asked.focus] ? asked.focus : null,
    languages: items.map((item) =>
      (item?.lingue ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
    summary: {
      type: 'bundle',
      title: nameIn(bundle.nome, locale) || bundle.codice,
      subtitle: null,
      description: null,
      cover: cover ?? null,
      place: null,
      durationMinutes: null,
      validityDays: null,
      languages: [],
      href: null,
      prices: [],
      included: bundle.elementi.map((item, index) => ({
        id: `${item.tipo}-${item.id}-${index}`,
        name: items[index]?.titolo || nameIn(item.nome, locale),
        cents: item.prezzo_combo,
        listCents: item.prezzo,
      })),
    },
  };
}
