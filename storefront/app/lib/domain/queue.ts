import type { CartItem } from './cart';

/**
 * Queue session rules of spec sections 4, 8 and 9: which stored sessions can still be used, which
 * count as active, purging expired sessions with their cart appointments, the start-up and cart
 * start clean-ups, and the session manager that registers, polls, leaves, converts and reactivates.
 */

/** Queue sessions of this browser, persisted in a cookie (spec section 9). */
export const QUEUE_COOKIE = 'queue_sessions';

export const queueStatuses = ['active', 'converted', 'expired', 'departed', 'skip'] as const;
export type QueueStatusValue = (typeof queueStatuses)[number];

/** A session counts as expired this long before its expiration time. */
export const EXPIRY_MARGIN_MS = 60_000;
/** Default status polling interval. */
export const POLL_INTERVAL_MS = 30_000;

export interface QueueSession {
  /** Slot key yyyyMMddHHmm. */
  data_appuntamento: string;
  session_id: string;
  appuntamento?: number;
  status: QueueStatusValue;
  expiration_date: string | null;
  admitted?: boolean;
  position?: number;
  posti?: number;
  estimated_wait_seconds?: number;
}

export type QueueSessions = Record<string, QueueSession>;

export const queueErrorMessages = {
  register: 'Queue register failed',
  status: 'Queue status fetch failed',
  left: 'Queue leave failed',
  convert: 'Queue convert failed',
  reactivate: 'Queue reactivate failed',
  notFound: 'Session not found',
} as const;

export class QueueError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'QueueError';
  }
}

function expiryTime(session: Pick<QueueSession, 'expiration_date'>): number | null {
  if (!session.expiration_date) return null;
  const time = Date.parse(session.expiration_date);
  return Number.isNaN(time) ? null : time;
}

/** Expiration missing, invalid or within 60 s of now. */
export function isExpiring(session: Pick<QueueSession, 'expiration_date'>, now: number): boolean {
  const time = expiryTime(session);
  return time === null || time - now <= EXPIRY_MARGIN_MS;
}

/** Spec section 4: unusable when expiring (see above) or when the status is expired, departed, converted or skip. */
export function isUsable(session: QueueSession | undefined | null, now: number): boolean {
  if (!session) return false;
  if (session.status !== 'active') return false;
  return !isExpiring(session, now);
}

/** Active or converted counts as active. */
export function countsAsActive(status: QueueStatusValue): boolean {
  return status === 'active' || status === 'converted';
}

/** Expired for purging: status expired, or (not converted) with an expiry that has passed the 60 s margin. */
export function isExpired(session: QueueSession, now: number): boolean {
  if (session.status === 'expired') return true;
  if (session.status === 'converted') return false;
  return isExpiring(session, now);
}

export function sessionStorageKey(dataAppuntamento: string): string {
  return `queue-session-${dataAppuntamento}`;
}

/** Calendar date yyyy-mm-dd of a slot key yyyyMMddHHmm. */
export function slotKeyDate(key: string): string | null {
  if (!/^\d{12}$/.test(key)) return null;
  return `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;
}

/** Expired sessions are purged together with the cart appointments tied to them. */
export function purgeExpired(
  sessions: QueueSessions,
  items: readonly CartItem[],
  now: number,
): { sessions: QueueSessions; items: CartItem[]; purged: string[] } {
  const kept: QueueSessions = {};
  const purged: string[] = [];
  for (const [key, session] of Object.entries(sessions)) {
    if (isExpired(session, now)) purged.push(session.session_id);
    else kept[key] = session;
  }
  const gone = new Set(purged);
  return {
    sessions: kept,
    items: items.filter(
      (item) => !(item.tipo === 'appuntamenti' && item.sessione && gone.has(item.sessione)),
    ),
    purged,
  };
}

/** On start: unusable stored sessions are cleared; the rest are returned for monitoring to resume. */
export function startupCleanup(
  sessions: QueueSessions,
  now: number,
): { sessions: QueueSessions; cleared: QueueSession[] } {
  const kept: QueueSessions = {};
  const cleared: QueueSession[] = [];
  for (const [key, session] of Object.entries(sessions)) {
    // A converted session is kept while its order is being completed.
    if (isUsable(session, now) || (session.status === 'converted' && !isExpiring(session, now)))
      kept[key] = session;
    else cleared.push(session);
  }
  return { sessions: kept, cleared };
}

/**
 * On cart start, appointment items whose session is expired or cannot be verified (no session
 * stored for it, or stored for another slot) are removed.
 */
export function cleanCartOnStart(
  items: readonly CartItem[],
  sessions: QueueSessions,
  now: number,
): CartItem[] {
  const byId = new Map(Object.values(sessions).map((session) => [session.session_id, session]));
  return items.filter((item) => {
    if (item.tipo !== 'appuntamenti') return true;
    const session = item.sessione ? byId.get(item.sessione) : undefined;
    if (!session) return false;
    if (String(item.data) !== session.data_appuntamento) return false;
    return !isExpired(session, now) && countsAsActive(session.status);
  });
}

/** Calls to the product API's queue endpoints (through the storefront server). */
export interface QueueApi {
  register(body: {
    data_appuntamento: string;
    session_id: string;
    appuntamento?: number;
    posti?: number;
  }): Promise<QueueSession>;
  status(sessionId: string): Promise<QueueSession>;
  left(sessionId: string): Promise<QueueSession>;
  convert(sessionId: string): Promise<QueueSession>;
  reactivate(sessionId: string): Promise<QueueSession>;
}

export interface QueueSessionStore {
  get(): QueueSessions;
  set(sessions: QueueSessions): void;
}

export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface QueueManagerOptions {
  api: QueueApi;
  store: QueueSessionStore;
  /** Session storage: the random session id per slot key. */
  ids: KeyStore;
  now?: () => number;
  randomId?: () => string;
  /** Called with the cart appointment sessions to drop when sessions are purged. */
  onPurge?: (sessionIds: string[]) => void;
}

export function randomSessionId(): string {
  return globalThis.crypto.randomUUID().replaceAll('-', '');
}

export class QueueManager {
  private readonly api: QueueApi;
  private readonly store: QueueSessionStore;
  private readonly ids: KeyStore;
  private readonly now: () => number;
  private readonly randomId: () => string;
  private readonly onPurge?: (sessionIds: string[]) => void;

  constructor(options: QueueManagerOptions) {
    this.api = options.api;
    this.store = options.store;
    this.ids = options.ids;
    this.now = options.now ?? Date.now;
    this.randomId = options.randomId ?? randomSessionId;
    this.onPurge = options.onPurge;
  }

  get(dataAppuntamento: string): QueueSession | undefined {
    return this.store.get()[dataAppuntamento];
  }

  private findById(sessionId: string): QueueSession {
    const session = Object.values(this.store.get()).find(
      (candidate) => candidate.session_id === sessionId,
    );
    if (!session) throw new QueueError(queueErrorMessages.notFound);
    return session;
  }

  private save(session: QueueSession): QueueSession {
    this.store.set({ ...this.store.get(), [session.data_appuntamento]: session });
    return session;
  }

  private remove(dataAppuntamento: string): void {
    const { [dataAppuntamento]: _removed, ...rest } = this.store.get();
    this.store.set(rest);
    this.ids.removeItem(sessionStorageKey(dataAppuntamento));
  }

  /** Clears a slot's session locally (stored session and its session-storage id). */
  clear(dataAppuntamento: string): void {
    this.remove(dataAppuntamento);
  }

  async register(
    dataAppuntamento: string,
    appuntamento?: number,
    posti?: number,
  ): Promise<QueueSession> {
    const storageKey = sessionStorageKey(dataAppuntamento);
    let sessionId = this.ids.getItem(storageKey);
    if (!sessionId) {
      sessionId = this.randomId();
      this.ids.setItem(storageKey, sessionId);
    }
    try {
      const session = await this.api.register({
        data_appuntamento: dataAppuntamento,
        session_id: sessionId,
        appuntamento,
        posti,
      });
      return this.save(session);
    } catch (cause) {
      throw new QueueError(queueErrorMessages.register, { cause });
    }
  }

  /**
   * A usable session for the slot: the stored one refreshed from the server, or a new one. An unusable
   * stored session, or one whose status refresh fails, is cleared and a new one registered.
   */
  async ensure(
    dataAppuntamento: string,
    appuntamento?: number,
    posti?: number,
  ): Promise<QueueSession> {
    const running = QueueManager.ensuring.get(dataAppuntamento);
    if (running) return running;
    const call = this.ensureNow(dataAppuntamento, appuntamento, posti).finally(() =>
      QueueManager.ensuring.delete(dataAppuntamento),
    );
    QueueManager.ensuring.set(dataAppuntamento, call);
    return call;
  }

  /** One ensure per slot at a time in this page, so that a double start never registers twice. */
  private static readonly ensuring = new Map<string, Promise<QueueSession>>();

  private async ensureNow(
    dataAppuntamento: string,
    appuntamento?: number,
    posti?: number,
  ): Promise<QueueSession> {
    const stored = this.get(dataAppuntamento);
    if (stored) {
      if (isUsable(stored, this.now())) {
        try {
          const fresh = await this.refresh(stored.session_id);
          if (isUsable(fresh, this.now())) return fresh;
        } catch {
          // cleared below, then registered anew
        }
      }
      this.remove(dataAppuntamento);
    }
    // Registering reuses this tab's id for the slot when there is one (idempotent on the server).
    return this.register(dataAppuntamento, appuntamento, posti);
  }

  /** Polls the status; a departed or expired session is removed locally (monitoring stops). */
  async refresh(sessionId: string): Promise<QueueSession> {
    const local = this.findById(sessionId);
    let session: QueueSession;
    try {
      session = await this.api.status(sessionId);
    } catch (cause) {
      throw new QueueError(queueErrorMessages.status, { cause });
    }
    if (session.status === 'departed' || session.status === 'expired') {
      this.remove(local.data_appuntamento);
      this.onPurge?.([sessionId]);
      return session;
    }
    return this.save(session);
  }

  /** Leaving sets the status from the server; departed or expired removes the session locally. */
  async leave(sessionId: string): Promise<QueueSession> {
    const local = this.findById(sessionId);
    let session: QueueSession;
    try {
      session = await this.api.left(sessionId);
    } catch (cause) {
      throw new QueueError(queueErrorMessages.left, { cause });
    }
    if (session.status === 'departed' || session.status === 'expired')
      this.remove(local.data_appuntamento);
    else this.save(session);
    return session;
  }

  /** Converting removes the session locally. */
  async convert(sessionId: string): Promise<QueueSession> {
    const local = this.findById(sessionId);
    try {
      const session = await this.api.convert(sessionId);
      this.remove(local.data_appuntamento);
      return session;
    } catch (cause) {
      throw new QueueError(queueErrorMessages.convert, { cause });
    }
  }

  /** Reactivate updates the status. */
  async reactivate(sessionId: string): Promise<QueueSession> {
    this.findById(sessionId);
    try {
      return this.save(await this.api.reactivate(sessionId));
    } catch (cause) {
      throw new QueueError(queueErrorMessages.reactivate, { cause });
    }
  }

  /** Purges expired sessions and reports their ids so the cart can drop the tied appointments. */
  purge(): string[] {
    const { sessions, purged } = purgeExpired(this.store.get(), [], this.now());
    const expired = Object.values(this.store.get()).filter((session) =>
      purged.includes(session.session_id),
    );
    this.store.set(sessions);
    for (const session of expired)
      this.ids.removeItem(sessionStorageKey(session.data_appuntamento));
    if (purged.length > 0) this.onPurge?.(purged);
    return purged;
  }

  /** Start-up clean-up: clears unusable sessions and returns those to keep monitoring. */
  start(): QueueSession[] {
    const { sessions, cleared } = startupCleanup(this.store.get(), this.now());
    this.store.set(sessions);
    for (const session of cleared)
      this.ids.removeItem(sessionStorageKey(session.data_appuntamento));
    if (cleared.length > 0) this.onPurge?.(cleared.map((session) => session.session_id));
    return Object.values(sessions).filter((session) => session.status === 'active');
  }
}
