import { type Bundle, readBundle } from '../../lib/api/bundle';
import type { Image } from '../../lib/api/content';
import type { RequestApi } from '../../lib/api/request.server';
import type { Locale } from '../../lib/i18n/config';
import { type BookableDay, type DayTime, bookableDays, tourTimes } from './availability';
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
  /** The messages the form uses (BundleForm's bundleMessagePaths), sent to its island. */
  messages?: Record<string, unknown>;
  /** What the page says if the form's script cannot be loaded. */
  loadFailed?: string;
}

/** The bundle; the shop's 404 (unknown, inactive, an item off sale) is the caller's to show. */
export async function bundlePage(
  api: Pick<RequestApi, 'publicShop' | 'content'>,
  locale: Locale,
  id: number,
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
  return {
    bundle,
    dates,
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
