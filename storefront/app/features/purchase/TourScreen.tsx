import { EmptyState } from '@city/design-system';
import { FormIsland } from '../../components/Island';
import { useLang, useT } from '../commerce/forms';
import { ProductSummary } from './ProductSummary';
import { PurchasePage } from './PurchasePage';
import { localizedName } from './summary';
import type { TourPageData } from './tour.server';
import { TourForm } from './TourForm';
import type { TourChoices } from './TourForm';

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
  };
  return (
    <PurchasePage title={title} summary={summaryPanel}>
      <FormIsland name="tour" lang={lang} data={data} props={choices} Form={TourForm} />
    </PurchasePage>
  );
}
