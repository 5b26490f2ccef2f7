import { useNavigate } from 'react-router';
import { Alert, Inline, Link, QueueStatus, Spinner, Stack, Text } from '@city/design-system';
import { randomKey } from '../../lib/domain/cart';
import { EXPIRY_MARGIN_MS } from '../../lib/domain/queue';
import { useCart } from '../../stores/cart';
import { useLang, useT } from '../commerce/forms';
import { clockOf, dayLabel } from '../purchase/availability';
import { ProductSummary } from '../purchase/ProductSummary';
import { PurchasePage } from '../purchase/PurchasePage';
import type { SummaryData } from '../purchase/summary';
import { useQueueSession } from './useQueueSession';

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
}

/**
 * The waiting queue of an appointment's time: the visitor's place in it, read again every 30
 * seconds and announced politely, then the way to the cart once admitted, or back into the queue
 * after leaving it or running out of time.
 */
export function QueueScreen({ data }: { data: QueuePageData }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { id, slot, posti, day, summary, price } = data;
  const { session, phase, problem, leave, rejoin } = useQueueSession(lang, slot, id, posti);

  const proceed = () => {
    if (!session) return;
    const cart = useCart.getState();
    cart.removeWhere(
      (item) => item.tipo === 'appuntamenti' && item.sessione === session.session_id,
    );
    cart.add(
      Array.from({ length: session.posti ?? posti }, () => ({
        key: randomKey(),
        id,
        tipo: 'appuntamenti' as const,
        dettaglio: summary.title || t('commerce.titles.appointment'),
        prezzo: price,
        quantita: 1,
        data: slot,
        lingua: lang,
        sessione: session.session_id,
      })),
    );
    void navigate(`/${lang}/carrello`);
  };

  const ended = phase === 'ended' && session ? session.status : null;
  const rejoinable = ended === 'expired' || ended === 'departed';
  const expiresAt = session?.expiration_date
    ? new Date(session.expiration_date).getTime() - EXPIRY_MARGIN_MS
    : null;
  const time = clockOf(slot);

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
              value: String(session?.posti ?? posti),
            },
          ]}
        />
      }
    >
      <Stack gap="lg">
        {phase === 'loading' ? (
          <Inline gap="sm" align="center" role="status">
            <Spinner decorative />
            <Text>{t('commerce.queue.joining')}</Text>
          </Inline>
        ) : null}
        {session && phase !== 'loading' && phase !== 'error' ? (
          <div aria-live="polite">
            <QueueStatus
              state={
                phase === 'admitted' ? 'admitted' : phase === 'waiting' ? 'waiting' : 'expired'
              }
              position={session.position}
              estimatedWaitMinutes={
                session.estimated_wait_seconds ? session.estimated_wait_seconds / 60 : null
              }
              expiresAt={phase === 'admitted' ? expiresAt : null}
              onContinue={proceed}
              onLeave={() => {
                void leave().then((left) => {
                  if (left) void navigate(`/${lang}/acquista/appuntamenti/${id}/${day}`);
                });
              }}
              onRejoin={rejoinable ? () => void rejoin() : undefined}
              labels={{
                waitingTitle: t('commerce.queue.position', { position: session.position }),
                waitingText: t('commerce.queue.keepOpen'),
                admittedText: t('commerce.queue.admitted'),
                expiredTitle: ended === 'expired' ? undefined : t('commerce.queue.endedTitle'),
                expiredText: ended ? t(`commerce.queue.status.${ended}`) : undefined,
                continue: t('commerce.queue.continue'),
                leave: t('commerce.queue.leave'),
                rejoin: t('commerce.queue.reactivate'),
              }}
            />
          </div>
        ) : null}
        {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
        {phase === 'ended' || phase === 'error' ? (
          <Link href={`/${lang}/acquista/appuntamenti/${id}`} variant="standalone">
            {t('commerce.queue.otherDates')}
          </Link>
        ) : null}
      </Stack>
    </PurchasePage>
  );
}
