import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import {
  QUEUE_COOKIE,
  type KeyStore,
  type QueueApi,
  QueueManager,
  type QueueSession,
  type QueueSessions,
} from '../lib/domain/queue';
import { useCart } from './cart';

export { QUEUE_COOKIE };

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export const cookieStorage: StateStorage = {
  getItem: (name) => readCookie(name),
  setItem: (name, value) => {
    const secure =
      typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=86400; SameSite=Lax${secure}`;
  },
  removeItem: (name) => {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};

interface QueueStore {
  sessions: QueueSessions;
  setSessions(sessions: QueueSessions): void;
}

export const useQueue = create<QueueStore>()(
  persist(
    (set) => ({
      sessions: {},
      setSessions: (sessions) => set({ sessions }),
    }),
    {
      name: QUEUE_COOKIE,
      version: 1,
      storage: createJSONStorage(() => cookieStorage),
      partialize: (state) => ({ sessions: state.sessions }),
      skipHydration: true,
    },
  ),
);

export function hydrateQueue(): void {
  if (typeof window !== 'undefined' && !useQueue.persist.hasHydrated())
    void useQueue.persist.rehydrate();
}

export class QueueRequestError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
    this.name = 'QueueRequestError';
  }
}

/**
 * Queue calls go through the storefront server (`/{lang}/acquista/coda`), which holds the user's
 * token; status polls have a path of their own (`/{lang}/acquista/coda/stato`), which the server
 * answers before rendering anything.
 */
export function browserQueueApi(lang: string): QueueApi {
  const call = async (op: string, body: Record<string, unknown>): Promise<QueueSession> => {
    const poll = op === 'status';
    const response = await fetch(poll ? `/${lang}/acquista/coda/stato` : `/${lang}/acquista/coda`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(poll ? body : { op, ...body }),
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => null)) as {
      session?: QueueSession;
      code?: string;
    } | null;
    if (!response.ok || !answer?.session)
      throw new QueueRequestError(answer?.code ?? 'UNKNOWN', response.status);
    return answer.session;
  };
  return {
    register: (body) => call('register', body),
    status: (sessionId) => call('status', { session_id: sessionId }),
    left: (sessionId) => call('left', { session_id: sessionId }),
    convert: (sessionId) => call('convert', { session_id: sessionId }),
    reactivate: (sessionId) => call('reactivate', { session_id: sessionId }),
  };
}

const sessionIds: KeyStore = {
  getItem: (key) => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key)),
  setItem: (key, value) => sessionStorage.setItem(key, value),
  removeItem: (key) => sessionStorage.removeItem(key),
};

/** The queue manager of this browser: sessions in the cookie, ids in session storage, cart appointments purged with their sessions. */
export function queueManager(lang: string): QueueManager {
  hydrateQueue();
  return new QueueManager({
    api: browserQueueApi(lang),
    store: {
      get: () => useQueue.getState().sessions,
      set: (sessions) => useQueue.getState().setSessions(sessions),
    },
    ids: sessionIds,
    onPurge: (ids) => {
      const gone = new Set(ids);
      useCart
        .getState()
        .removeWhere(
          (item) => item.tipo === 'appuntamenti' && !!item.sessione && gone.has(item.sessione),
        );
    },
  });
}
