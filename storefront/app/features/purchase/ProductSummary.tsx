import { PurchaseSummary } from '@city/design-system';
import type { PurchaseSummaryDetail, PurchaseSummaryPrice } from '@city/design-system';
import { useSite } from '../../lib/site';
import { useT } from '../commerce/forms';
import type { SummaryData } from './summary';

/** The product's facts in the page's language: place, duration, validity, languages. */
function detailsOf(summary: SummaryData, t: ReturnType<typeof useT>): PurchaseSummaryDetail[] {
  const details: PurchaseSummaryDetail[] = [];
  if (summary.place)
    details.push({
      id: 'place',
      icon: 'pin',
      label: t('commerce.summary.place'),
      value: summary.place.address
        ? `${summary.place.name}, ${summary.place.address}`
        : summary.place.name,
    });
  if (summary.durationMinutes)
    details.push({
      id: 'duration',
      icon: 'clock',
      label: t('commerce.summary.duration'),
      value: t('commerce.summary.minutes', { count: summary.durationMinutes }),
    });
  if (summary.validityDays)
    details.push({
      id: 'validity',
      icon: 'calendar',
      label: t('commerce.summary.validity'),
      value: t('commerce.summary.days', { count: summary.validityDays }),
    });
  if (summary.languages.length > 0)
    details.push({
      id: 'languages',
      icon: 'globe',
      label: t('commerce.summary.languages'),
      value: summary.languages
        .map((code) => t(`commerce.languages.${code}`, { defaultValue: code }))
        .join(', '),
    });
  return details;
}

/** Each rate at its price, and after it its group price with the group's size. */
function pricesOf(summary: SummaryData, t: ReturnType<typeof useT>): PurchaseSummaryPrice[] {
  return summary.prices.flatMap((price) => {
    const name = price.name ?? t('commerce.summary.price');
    const rows: PurchaseSummaryPrice[] = [{ id: price.id, label: name, cents: price.cents }];
    if (price.groupCents !== null && price.groupCents !== price.cents)
      rows.push({
        id: `${price.id}-gruppo`,
        label: t('commerce.summary.groupOf', { name }),
        note: price.groupFrom
          ? t('commerce.summary.groupFrom', { count: price.groupFrom })
          : undefined,
        cents: price.groupCents,
        kind: 'group',
      });
    return rows;
  });
}

export interface ProductSummaryProps {
  summary: SummaryData;
  /** Facts of this step (the chosen day and time, the places asked for) after the product's. */
  details?: PurchaseSummaryDetail[];
  /** Further price rows (a bundle's total). */
  prices?: PurchaseSummaryPrice[];
  /** Leave out the price list (a step that has chosen already). */
  hidePrices?: boolean;
}

/** What is being bought, beside the choice: the design system's PurchaseSummary, filled. */
export function ProductSummary({
  summary,
  details = [],
  prices = [],
  hidePrices = false,
}: ProductSummaryProps) {
  const t = useT();
  const { config } = useSite();
  return (
    <PurchaseSummary
      title={summary.title}
      eyebrow={t(`types.${summary.type === 'bundle' ? 'pacchetti' : summary.type}`)}
      subtitle={summary.subtitle}
      description={summary.description}
      image={
        summary.cover ? { image: summary.cover, host: config.assetsOrigin, priority: true } : null
      }
      details={[...detailsOf(summary, t), ...details]}
      prices={hidePrices ? [] : [...pricesOf(summary, t), ...prices]}
      included={summary.included.map((item) => ({
        id: item.id,
        label: item.name,
        cents: item.cents,
        originalCents: item.listCents,
      }))}
      moreHref={summary.href}
    />
  );
}
