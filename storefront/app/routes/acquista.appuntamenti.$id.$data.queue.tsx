import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { QueueStatus, formatDate } from '@city/design-system';
import type { Route } from './+types/acquista.appuntamenti.$id.$data.queue';
import { api } from '../lib/api/request.server';
import { randomKey } from '../lib/domain/cart';
import {
  EXPIRY_MARGIN_MS,
  POLL_INTERVAL_MS,
  type QueueSession,
  slotKeyDate,
} from '../lib/domain/queue';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { hydrateCart, useCart } from '../stores/cart';
import { queueManager, useQueue } from '../stores/queue';
import {
  FormMessage,
  Page,
  localized,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

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
  const product = await api(args.context)
    .publicShop.listino('appuntamenti', id)
    .catch(() => null);
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

  const ended = phase === 'ended' && session ? session.status : null;
  const rejoinable = ended === 'expired' || ended === 'departed';
  const expiresAt = session?.expiration_date
    ? new Date(session.expiration_date).getTime() - EXPIRY_MARGIN_MS
    : null;
  return (
    <Page title={t('commerce.titles.queue')} intro={name ? localized(name, lang) : undefined}>
      <p>{t('commerce.queue.day', { date: formatDate(`${day}T12:00:00Z`, lang) })}</p>
      {phase === 'loading' ? <p role="status">{t('commerce.queue.joining')}</p> : null}
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
            onLeave={() => void leave()}
            onRejoin={rejoinable ? () => void reactivate() : undefined}
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
      <FormMessage tone="error">{problem ? t(problem) : null}</FormMessage>
      {phase === 'ended' || phase === 'error' ? (
        <Link to={`/${lang}/acquista/appuntamenti/${id}`}>{t('commerce.queue.otherDates')}</Link>
      ) : null}
    </Page>
  );
}
