import { EmptyState } from '@city/design-system';
import { Island } from '../../components/Island';
import { useLang, useT } from '../commerce/forms';
import { ProductSummary } from './ProductSummary';
import { PurchasePage } from './PurchasePage';
import { localizedName } from './summary';
import type { TourPageData } from './tour.server';
import { TourForm } from './TourForm';
import type { TourChoices } from './TourForm';

/** The address the tour form reads its times and places from while the page is open. */
export const tourPlacesUrl = (lang: string, id: number) =>
  `/${lang}/acquista/visite-guidate/${id}/posti`;

/**
 * A guided tour: what it is, then its days on the calendar, the chosen day's times with their
 * places, the time's language, the rate, extras, agreement and the number of people. The page is
 * not hydrated: the server renders it whole, and the form (TourForm) runs as an island. A tour
 * without a day left has no form.
 */
export function TourScreen({ data }: { data: TourPageData }) {
  const t = useT();
  const lang = useLang();
  const { product, times, days, summary } = data;
  const name = localizedName(product.nome, lang) || summary.title;
  const title = t('commerce.purchase.title.visite_guidate', { name });
  const summaryPanel = <ProductSummary summary={summary} />;

  if (!days.some((candidate) => candidate.state !== 'full')) {
    return (
      <PurchasePage title={title} summary={summaryPanel}>
        <EmptyState icon="calendar" title={t('commerce.purchase.noDates')} />
      </PurchasePage>
    );
  }

  const choices: TourChoices = {
    product,
    name,
    times,
    days,
    day: data.day,
    languages: summary.languages,
    placesUrl: tourPlacesUrl(lang, product.id),
  };
  return (
    <PurchasePage title={title} summary={summaryPanel}>
      <Island
        fullScreen={false}
        name="tour"
        data={{
          lang,
          messages: data.messages ?? {},
          loadFailed: data.loadFailed ?? '',
          props: { ...choices },
        }}
      >
        {/* A client navigation from a hydrated page renders the form here: the cart opens as a
            new document, as it does from the island. */}
        <TourForm {...choices} lang={lang} go={(url) => window.location.assign(url)} />
      </Island>
    </PurchasePage>
  );
}
