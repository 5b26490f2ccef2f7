import { Alert, EmptyState, Link, Stack } from '@city/design-system';
import { FormCheck } from '../../components/FormCheck';
import { HeldPlaceIsland } from '../../components/Island';
import { localized, useLang, useT } from '../commerce/forms';
import { isChoosable } from './availability';
import type { BundlePageData } from './bundle.server';
import { BundleForm } from './BundleForm';
import type { BundleChoices } from './BundleForm';
import { ProductSummary } from './ProductSummary';
import { PurchasePage } from './PurchasePage';

/** Item types the bundle page adds by itself; others are bought on their own pages. */
const addable = new Set(['carte', 'carte_regalate', 'visite_guidate']);

/**
 * A bundle (a combo of the product API): what it includes at the bundle and list prices, a date
 * and a language for each guided tour, and one button that adds every item to the cart. The page
 * is not hydrated: the server renders it whole, the page script runs the form without React
 * (BundleForm), and an island (app/enhance/purchase.tsx) is loaded only when this browser may hold
 * a queue place, to show it. A
 * bundle with an item sold on its own page only, or whose tours have no date left, has no form.
 */
export function BundleScreen({ data }: { data: BundlePageData }) {
  const t = useT();
  const lang = useLang();
  const { bundle, summary } = data;
  const blocked = bundle.elementi.filter((item) => !addable.has(item.tipo));
  const soldOut = bundle.elementi.some(
    (item, index) =>
      item.tipo === 'visite_guidate' && !(data.dates[index]?.days ?? []).some(isChoosable),
  );
  const choices: BundleChoices = {
    bundle,
    dates: data.dates,
    languages: data.languages,
    days: data.days,
    months: data.months,
    focus: data.focus,
  };

  return (
    <PurchasePage
      title={t('commerce.bundle.title', { name: summary.title })}
      summary={
        <ProductSummary
          summary={summary}
          prices={[
            {
              id: 'total',
              label: t('commerce.bundle.total'),
              cents: bundle.prezzo_combo,
              originalCents: bundle.prezzo,
              kind: 'combo',
              attributes: { 'data-testid': 'bundle-total' },
            },
          ]}
        />
      }
    >
      {blocked.length > 0 ? (
        <Alert tone="info" announce={false} title={t('commerce.bundle.elsewhere')}>
          <Stack as="ul" gap="xs">
            {blocked.map((item) => (
              <li key={`${item.tipo}-${item.id}`}>
                <Link href={`/${lang}/acquista/${item.tipo}/${item.id}`}>
                  {localized(item.nome, lang)}
                </Link>
              </li>
            ))}
          </Stack>
        </Alert>
      ) : soldOut ? (
        <EmptyState icon="calendar" title={t('commerce.purchase.noDates')} />
      ) : (
        <>
          <BundleForm lang={lang} {...choices} />
          <HeldPlaceIsland lang={lang} messages={data.messages} />
          <FormCheck />
        </>
      )}
    </PurchasePage>
  );
}
