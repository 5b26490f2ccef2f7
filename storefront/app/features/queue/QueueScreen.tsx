import { FormIsland } from '../../components/Island';
import { useLang, useT } from '../commerce/forms';
import { clockOf, dayLabel } from '../purchase/availability';
import { ProductSummary } from '../purchase/ProductSummary';
import { PurchasePage } from '../purchase/PurchasePage';
import type { SummaryData } from '../purchase/summary';
import { QueuePanel } from './QueuePanel';
import type { QueueChoice } from './QueuePanel';

export interface QueuePageData {
  id: number;
  /** Slot key yyyyMMddHHmm. */
  slot: string;
  /** Places asked for. */
  posti: number;
  /** yyyy-mm-dd */
  day: string;
  summary: SummaryData;
  /** Price of one place, in cents. */
  price: number;
  /** The messages the panel uses (QueuePanel's queueMessagePaths), sent to its island. */
  messages?: Record<string, unknown>;
  /** What the page says if the panel's script cannot be loaded. */
  loadFailed?: string;
}

/**
 * The waiting queue of an appointment's time: what is booked, when and how many places, then the
 * visitor's place in the queue (QueuePanel). The page is not hydrated: the server renders it with
 * the panel joining the queue, and the panel runs as an island, which registers the session.
 */
export function QueueScreen({ data }: { data: QueuePageData }) {
  const t = useT();
  const lang = useLang();
  const { id, slot, posti, day, summary, price } = data;
  const time = clockOf(slot);
  const choice: QueueChoice = { id, slot, posti, day, name: summary.title, price };

  return (
    <PurchasePage
      watchHold={false}
      title={t('commerce.titles.queue')}
      summary={
        <ProductSummary
          summary={summary}
          details={[
            {
              id: 'when',
              icon: 'calendar',
              label: t('commerce.summary.when'),
              value: time
                ? t('commerce.summary.dayAt', { date: dayLabel(day, lang), time })
                : dayLabel(day, lang),
            },
            {
              id: 'places',
              icon: 'ticket',
              label: t('commerce.fields.places'),
              value: String(posti),
            },
          ]}
        />
      }
    >
      <FormIsland name="queue" lang={lang} data={data} props={choice} Form={QueuePanel} />
    </PurchasePage>
  );
}
