import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { formatDate, formatTime } from '@city/design-system';
import type { Route } from './+types/acquista.appuntamenti.$id.$data.queue';
import { listino } from '../lib/api/product';
import { randomKey } from '../lib/domain/cart';
import { POLL_INTERVAL_MS, type QueueSession, slotKeyDate } from '../lib/domain/queue';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { hydrateCart, useCart } from '../stores/cart';
import { queueManager, useQueue } from '../stores/queue';
import {
  FormMessage,
  Page,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from './checkout.fields';
import { authMiddleware } from '../lib/session.server';

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['appointment-date']);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  const slot = url.searchParams.get('slot') ?? '';
  const posti = Number(url.searchParams.get('posti') ?? '1');
  if (
    id === null ||
    slotKeyDate(slot) !== args.params.data ||
    !Number.isInteger(posti) ||
    posti < 1 ||
    posti > 10
  )
    notFound(url);
  const product = await listino('appuntamenti', id).catch(() => null);
  return {
    id,
    slot,
    posti,
    day: args.params.data,
    name: product?.nome ?? null,
    price: product?.prezzo ?? 0,
  };
}

export const meta = commerceMeta('queue');

type Phase = 'loading' | 'waiting' | 'admitted' | 'ended' | 'error';

function phaseOf(session: QueueSession): Phase {
  if (session.status === 'active') return session.admitted ? 'admitted' : 'waiting';
  return 'ended';
}

export default function QueuePage() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { id, slot, posti, day, name, price } = useLoaderData<typeof loader>();
  const [session, setSession] = useState<QueueSession | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const last = useRef<QueueSession | null>(null);

  const apply = useCallback((next: QueueSession) => {
    last.current = next;
    setSession(next);
    setPhase(phaseOf(next));
  }, []);

  useEffect(() => {
    hydrateCart();
    const manager = queueManager(lang);
    manager.start();
    manager.purge();
    let stopped = false;
    manager
      .ensure(slot, id, posti)
      .then((fresh) => !stopped && apply(fresh))
      .catch((error: unknown) => {
        if (stopped) return;
        console.error(error);
        setProblem('commerce.queue.registerFailed');
        setPhase('error');
      });
    const timer = window.setInterval(() => {
      const current = last.current;
      if (!current || current.status !== 'active') return;
      manager
        .refresh(current.session_id)
        .then((fresh) => !stopped && apply(fresh))
        .catch((error: unknown) => {
          console.error(error);
          if (!stopped) setProblem('commerce.queue.statusFailed');
        });
    }, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [apply, id, lang, posti, slot]);

  const leave = async () => {
    if (!session) return;
    try {
      await queueManager(lang).leave(session.session_id);
      void navigate(`/${lang}/acquista/appuntamenti/${id}/${day}`);
    } catch (error) {
      console.error(error);
      setProblem('commerce.queue.leaveFailed');
    }
  };

  const reactivate = async () => {
    const previous = last.current;
    if (!previous) return;
    useQueue
      .getState()
      .setSessions({ ...useQueue.getState().sessions, [previous.data_appuntamento]: previous });
    try {
      apply(await queueManager(lang).reactivate(previous.session_id));
      setProblem(null);
    } catch (error) {
      console.error(error);
      setProblem('commerce.queue.reactivateFailed');
    }
  };

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
        dettaglio: name ? localized(name, lang) : t('commerce.titles.appointment'),
        prezzo: price,
        quantita: 1,
        data: slot,
        lingua: lang,
        sessione: session.session_id,
      })),
    );
    void navigate(`/${lang}/carrello`);
  };

  return (
    <Page title={t('commerce.titles.queue')} intro={name ? localized(name, lang) : undefined}>
      <div role="status" aria-live="polite" className={styles.card}>
        {phase === 'loading' ? <p>{t('commerce.queue.joining')}</p> : null}
        {phase === 'waiting' && session ? (
          <>
            <p>{t('commerce.queue.position', { position: session.position })}</p>
            {session.estimated_wait_seconds ? (
              <p>
                {t('commerce.queue.estimate', {
                  minutes: Math.max(1, Math.ceil(session.estimated_wait_seconds / 60)),
                })}
              </p>
            ) : null}
            <p>{t('commerce.queue.keepOpen')}</p>
          </>
        ) : null}
        {phase === 'admitted' && session ? (
          <>
            <p>{t('commerce.queue.admitted')}</p>
            {session.expiration_date ? (
              <p>
                {t('commerce.queue.expiresAt', { time: formatTime(session.expiration_date, lang) })}
              </p>
            ) : null}
          </>
        ) : null}
        {phase === 'ended' && session ? (
          <p>{t(`commerce.queue.status.${session.status}`)}</p>
        ) : null}
      </div>
      <p>{t('commerce.queue.day', { date: formatDate(`${day}T12:00:00Z`, lang) })}</p>
      <FormMessage tone="error">{problem ? t(problem) : null}</FormMessage>
      <div className={styles.row}>
        {phase === 'admitted' ? (
          <button type="button" className={styles.button} onClick={proceed}>
            {t('commerce.queue.continue')}
          </button>
        ) : null}
        {phase === 'waiting' || phase === 'admitted' ? (
          <button type="button" className={styles.secondaryButton} onClick={() => void leave()}>
            {t('commerce.queue.leave')}
          </button>
        ) : null}
        {phase === 'ended' &&
        session &&
        (session.status === 'expired' || session.status === 'departed') ? (
          <button type="button" className={styles.button} onClick={() => void reactivate()}>
            {t('commerce.queue.reactivate')}
          </button>
        ) : null}
        {phase === 'ended' || phase === 'error' ? (
          <Link to={`/${lang}/acquista/appuntamenti/${id}`}>{t('commerce.queue.otherDates')}</Link>
        ) : null}
      </div>
    </Page>
  );
}
