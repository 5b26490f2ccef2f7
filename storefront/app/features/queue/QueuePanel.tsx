import { Alert, Inline, Link, QueueStatus, Spinner, Stack, Text } from '@city/design-system';
import { randomKey } from '../../lib/domain/cart';
import { EXPIRY_MARGIN_MS } from '../../lib/domain/queue';
import { useCart } from '../../stores/cart';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { useQueueSession } from './useQueueSession';

/*
 * The waiting queue of an appointment's time, without React Router: the queue step is not
 * hydrated (routes/acquista.appuntamenti.$id.$data.queue.tsx), the server renders this panel
 * (joining) and the page script runs it in a React root of its own (app/enhance/queue.tsx) with
 * the messages below.
 */

/**
 * Every message the panel uses, as paths of the merged messages: the page sends only these to
 * the browser (a unit test checks the panel asks for nothing else).
 */
export const queueMessagePaths = ['commerce.queue', 'commerce.titles.appointment'] as const;

/** What the queue panel is rendered with. */
export interface QueueChoice {
  /** The appointment's id. */
  id: number;
  /** Slot key yyyyMMddHHmm. */
  slot: string;
  /** Places asked for. */
  posti: number;
  /** yyyy-mm-dd */
  day: string;
  /** The appointment's name: the cart lines'. */
  name: string;
  /** Price of one place, in cents (the shop prices the cart again). */
  price: number;
}

export interface QueuePanelProps extends QueueChoice {
  lang: Lang;
  /** Opens another page (the cart once admitted, the day after leaving). */
  go: (url: string) => void;
}

/**
 * The visitor's place in the queue, read again every 30 seconds and announced politely, then the
 * way to the cart once admitted (with the time left, which warns before it ends), or back into
 * the queue after leaving it or running out of time.
 */
export function QueuePanel({ lang, id, slot, posti, day, name, price, go }: QueuePanelProps) {
  const t = useT();
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
        dettaglio: name || t('commerce.titles.appointment'),
        prezzo: price,
        quantita: 1,
        data: slot,
        lingua: lang,
        sessione: session.session_id,
      })),
    );
    go(`/${lang}/carrello`);
  };

  const ended = phase === 'ended' && session ? session.status : null;
  const rejoinable = ended === 'expired' || ended === 'departed';
  const expiresAt = session?.expiration_date
    ? new Date(session.expiration_date).getTime() - EXPIRY_MARGIN_MS
    : null;

  return (
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
            state={phase === 'admitted' ? 'admitted' : phase === 'waiting' ? 'waiting' : 'expired'}
            position={session.position}
            estimatedWaitMinutes={
              session.estimated_wait_seconds ? session.estimated_wait_seconds / 60 : null
            }
            expiresAt={phase === 'admitted' ? expiresAt : null}
            onContinue={proceed}
            onLeave={() => {
              void leave().then((left) => {
                if (left) go(`/${lang}/acquista/appuntamenti/${id}/${day}`);
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
  );
}
