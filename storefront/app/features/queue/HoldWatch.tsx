import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { HoldNotice, Link, formatDateTime } from '@city/design-system';
import {
  EXPIRY_MARGIN_MS,
  POLL_INTERVAL_MS,
  type QueueSession,
  slotKeyDate,
} from '../../lib/domain/queue';
import { hydrateCart, useCart } from '../../stores/cart';
import { hydrateQueue, queueManager, useQueue } from '../../stores/queue';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';

/*
 * An admitted queue session watched wherever the buyer is while it runs (cart, checkout,
 * purchase pages): the time left to place the order, said politely once a minute, a warning
 * before it lapses, and when it has lapsed, the way back into the queue. An admitted session's
 * window is not extended by polling (backend/API.md, "Queue"): the only way to go on is to join
 * the queue again (`reactivate`, done by the queue step for that time). The status is read again
 * every 30 seconds (spec: queue polling), so a session converted or expired elsewhere stops being
 * shown. It uses no React Router API: it also runs inside the cart and checkout islands.
 */

/** The moment a session counts as over: 60 seconds before its expiry (spec). */
export function holdEnd(session: Pick<QueueSession, 'expiration_date'>): number | null {
  if (!session.expiration_date) return null;
  const time = Date.parse(session.expiration_date);
  return Number.isNaN(time) ? null : time - EXPIRY_MARGIN_MS;
}

/** Admitted sessions still running: the ones to watch. */
export function heldSessions(sessions: Record<string, QueueSession>): QueueSession[] {
  return Object.values(sessions).filter(
    (session) => session.status === 'active' && session.admitted === true && holdEnd(session),
  );
}

/** The queue step of a session's time, where the buyer joins the queue again. */
export function queueStepOf(lang: Lang, session: QueueSession): string | null {
  const day = slotKeyDate(session.data_appuntamento);
  if (!day || !session.appuntamento) return null;
  return `/${lang}/acquista/appuntamenti/${session.appuntamento}/${day}/queue?slot=${session.data_appuntamento}&posti=${session.posti ?? 1}`;
}

/** A slot key yyyyMMddHHmm (city time) as the locale's date and time. */
export function slotWhen(key: string, lang: Lang): string {
  const day = slotKeyDate(key);
  return day ? formatDateTime(`${day}T${key.slice(8, 10)}:${key.slice(10, 12)}`, lang) : key;
}

/**
 * Sessions that lapsed while this page is open, kept outside the component: when the lapsed
 * appointment was the cart's last line, the screen shows its empty state, where the notice is
 * mounted anew and must still say what happened.
 */
const useLapsed = create<{ sessions: Record<string, QueueSession> }>()(() => ({ sessions: {} }));

export interface HoldWatchProps {
  lang: Lang;
  /** The page it is on: the cart's own link is not repeated on the cart. */
  page?: 'cart' | 'checkout' | 'purchase';
}

export function HoldWatch({ lang, page = 'purchase' }: HoldWatchProps) {
  const t = useT();
  const sessions = useQueue((state) => state.sessions);
  const items = useCart((state) => state.items);
  /** Sessions that lapsed while this page was open: still shown, with the way back. */
  const lapsed = useLapsed((state) => state.sessions);
  const setLapsed = (
    update: (previous: Record<string, QueueSession>) => Record<string, QueueSession>,
  ) => useLapsed.setState((state) => ({ sessions: update(state.sessions) }));

  useEffect(() => {
    hydrateCart();
    hydrateQueue();
  }, []);

  const held = useMemo(() => heldSessions(sessions), [sessions]);
  const heldIds = held.map((session) => session.session_id).join(' ');

  useEffect(() => {
    if (!heldIds) return undefined;
    const manager = queueManager(lang);
    const timer = window.setInterval(() => {
      for (const id of heldIds.split(' '))
        manager.refresh(id).catch((error: unknown) => console.error(error));
    }, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [heldIds, lang]);

  const shown = [
    ...held,
    ...Object.values(lapsed).filter(
      (gone) => !held.some((session) => session.session_id === gone.session_id),
    ),
  ];
  if (shown.length === 0) return null;

  return (
    <>
      {shown.map((session) => {
        const over = session.session_id in lapsed;
        const item = items.find((candidate) => candidate.sessione === session.session_id);
        const name = item?.dettaglio ?? t('commerce.hold.appointment');
        const rejoin = queueStepOf(lang, session);
        return (
          <HoldNotice
            key={session.session_id}
            title={t('commerce.hold.title', {
              name,
              when: slotWhen(session.data_appuntamento, lang),
            })}
            expiresAt={over ? 0 : (holdEnd(session) ?? 0)}
            labels={{
              timeLeft: t('commerce.hold.timeLeft'),
              minuteLeft: t('commerce.hold.minuteLeft'),
              minutesLeft: t('commerce.hold.minutesLeft', { n: '{count}' }),
              warning: t('commerce.hold.warning', { n: '{count}' }),
              warningOne: t('commerce.hold.warningOne'),
              expired: t('commerce.hold.expired'),
            }}
            onExpire={() => {
              if (over) return;
              setLapsed((previous) => ({ ...previous, [session.session_id]: session }));
              // the cart's appointment for it goes with the session (stores/queue onPurge)
              queueManager(lang).purge();
            }}
            action={
              over ? (
                rejoin ? (
                  <Link href={rejoin} appearance="button">
                    {t('commerce.hold.rejoin')}
                  </Link>
                ) : null
              ) : page === 'purchase' ? (
                <Link href={`/${lang}/carrello`} variant="standalone">
                  {t('commerce.hold.toCart')}
                </Link>
              ) : null
            }
          />
        );
      })}
    </>
  );
}
