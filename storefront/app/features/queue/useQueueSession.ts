import { useCallback, useEffect, useRef, useState } from 'react';
import { POLL_INTERVAL_MS, type QueueSession } from '../../lib/domain/queue';
import { hydrateCart } from '../../stores/cart';
import { queueManager, useQueue } from '../../stores/queue';

/** Where the visitor stands: joining, waiting, admitted, out of the queue, or it failed. */
export type QueuePhase = 'loading' | 'waiting' | 'admitted' | 'ended' | 'error';

export function phaseOf(session: QueueSession): QueuePhase {
  if (session.status === 'active') return session.admitted ? 'admitted' : 'waiting';
  return 'ended';
}

/** Message keys of what went wrong, under commerce.queue. */
export type QueueProblem =
  | 'commerce.queue.registerFailed'
  | 'commerce.queue.statusFailed'
  | 'commerce.queue.leaveFailed'
  | 'commerce.queue.reactivateFailed';

/**
 * The visitor's queue session for one slot: registered (or resumed) when the page opens, its
 * status read again every 30 seconds while it is active (spec section 9), left and rejoined on
 * request. The session lives in the queue store (cookie) with its id in session storage.
 */
export function useQueueSession(lang: string, slot: string, appointment: number, places: number) {
  const [session, setSession] = useState<QueueSession | null>(null);
  const [phase, setPhase] = useState<QueuePhase>('loading');
  const [problem, setProblem] = useState<QueueProblem | null>(null);
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
      .ensure(slot, appointment, places)
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
        .then((fresh) => {
          if (stopped) return;
          apply(fresh);
          setProblem(null);
        })
        .catch((error: unknown) => {
          console.error(error);
          if (!stopped) setProblem('commerce.queue.statusFailed');
        });
    }, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [apply, appointment, lang, places, slot]);

  /** Leaves the queue; true when the server has taken the session out. */
  const leave = useCallback(async (): Promise<boolean> => {
    const current = last.current;
    if (!current) return false;
    try {
      await queueManager(lang).leave(current.session_id);
      return true;
    } catch (error) {
      console.error(error);
      setProblem('commerce.queue.leaveFailed');
      return false;
    }
  }, [lang]);

  /** Back into the queue (at its end) after the session expired or was left. */
  const rejoin = useCallback(async () => {
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
  }, [apply, lang]);

  return { session, phase, problem, leave, rejoin };
}
