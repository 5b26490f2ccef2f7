import { EmptyState } from '@city/design-system';
import { FormCheck } from '../../components/FormCheck';
import { HeldPlaceIsland } from '../../components/Island';
import { useLang, useT } from '../commerce/forms';
import { ProductSummary } from './ProductSummary';
import { PurchasePage } from './PurchasePage';
import { localizedName } from './summary';
import type { TourPageData } from './tour.server';
import { TourForm } from './TourForm';

/**
 * A guided tour: what it is, then its days on the calendar, the chosen day's times with their
 * places, the time's language, the rate, extras, agreement and the number of people. The page is
 * not hydrated: the server renders it whole, the page script runs the form without React
 * (TourForm), and an island (app/enhance/purchase.tsx) is loaded only when this browser may hold
 * a queue place, to show it. A tour without a day left has no form.
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

  return (
    <PurchasePage title={title} summary={summaryPanel}>
      <TourForm
        lang={lang}
        product={product}
        name={name}
        times={times}
        days={days}
        day={data.day}
        month={data.month ?? null}
        languages={summary.languages}
      />
      <HeldPlaceIsland lang={lang} messages={data.messages} />
      <FormCheck />
    </PurchasePage>
  );
}
