import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from './cart';
import {
  EXPIRY_MARGIN_MS,
  POLL_INTERVAL_MS,
  type QueueApi,
  QueueManager,
  type QueueSession,
  type QueueSessions,
  cleanCartOnStart,
  countsAsActive,
  isUsable,
  purgeExpired,
  sessionStorageKey,
  slotKeyDate,
  startupCleanup,
} from './queue';

const NOW = Date.parse('2026-12-01T10:00:00.000Z');
const SLOT = '202612051030';

function session(partial: Partial<QueueSession> = {}): QueueSession {
  return {
    data_appuntamento: SLOT,
    session_id: 's1',
    appuntamento: 9,
    status: 'active',
    expiration_date: new Date(NOW + 5 * 60_000).toISOString(),
    admitted: false,
    position: 2,
    ...partial,
  };
}

function appointment(sessione: string, data = SLOT): CartItem {
  return {
    key: `i-${sessione}`,
    id: 9,
    tipo: 'appuntamenti',
    dettaglio: 'x',
    prezzo: 500,
    quantita: 1,
    data,
    sessione,
  };
}

describe('queue constants', () => {
  it('polls every 30 s and treats a session as expired 60 s early', () => {
    expect(POLL_INTERVAL_MS).toBe(30_000);
    expect(EXPIRY_MARGIN_MS).toBe(60_000);
  });
});

describe('usable sessions', () => {
  it('is unusable when the expiration is missing, invalid or within 60 seconds', () => {
    expect(isUsable(session(), NOW)).toBe(true);
    expect(isUsable(session({ expiration_date: null }), NOW)).toBe(false);
    expect(isUsable(session({ expiration_date: 'not a date' }), NOW)).toBe(false);
    expect(isUsable(session({ expiration_date: new Date(NOW + 60_000).toISOString() }), NOW)).toBe(
      false,
    );
    expect(isUsable(session({ expiration_date: new Date(NOW + 61_000).toISOString() }), NOW)).toBe(
      true,
    );
  });

  it('is unusable when expired, departed, converted or skip', () => {
    for (const status of ['expired', 'departed', 'converted', 'skip'] as const) {
      expect(isUsable(session({ status }), NOW)).toBe(false);
    }
  });

  it('counts active or converted as active', () => {
    expect(countsAsActive('active')).toBe(true);
    expect(countsAsActive('converted')).toBe(true);
    expect(countsAsActive('expired')).toBe(false);
    expect(countsAsActive('departed')).toBe(false);
    expect(countsAsActive('skip')).toBe(false);
  });

  it('keys session storage per appointment date and reads the calendar date of a slot key', () => {
    expect(sessionStorageKey(SLOT)).toBe('queue-session-202612051030');
    expect(slotKeyDate(SLOT)).toBe('2026-12-05');
    expect(slotKeyDate('2026-12-05')).toBeNull();
  });
});

describe('purge and clean-ups', () => {
  const sessions: QueueSessions = {
    [SLOT]: session({ session_id: 'live' }),
    '202612061030': session({
      session_id: 'old',
      data_appuntamento: '202612061030',
      status: 'expired',
    }),
    '202612071030': session({
      session_id: 'late',
      data_appuntamento: '202612071030',
      expiration_date: new Date(NOW + 30_000).toISOString(),
    }),
  };

  it('purges expired sessions with the cart appointments tied to them', () => {
    const items = [
      appointment('live'),
      appointment('old', '202612061030'),
      appointment('late', '202612071030'),
    ];
    const result = purgeExpired(sessions, items, NOW);
    expect(Object.keys(result.sessions)).toEqual([SLOT]);
    expect(result.purged.sort()).toEqual(['late', 'old']);
    expect(result.items.map((item) => item.sessione)).toEqual(['live']);
  });

  it('clears unusable sessions on start and keeps the rest', () => {
    const { sessions: kept, cleared } = startupCleanup(
      {
        ...sessions,
        '202612081030': session({
          session_id: 'gone',
          data_appuntamento: '202612081030',
          status: 'departed',
        }),
      },
      NOW,
    );
    expect(Object.values(kept).map((s) => s.session_id)).toEqual(['live']);
    expect(cleared.map((s) => s.session_id).sort()).toEqual(['gone', 'late', 'old']);
  });

  it('on cart start removes appointments whose session is expired or unverifiable', () => {
    const items: CartItem[] = [
      appointment('live'),
      appointment('old', '202612061030'),
      appointment('unknown'),
      appointment('live', '202612099999'),
      { key: 'card', id: 1, tipo: 'carte', dettaglio: 'x', prezzo: 100, quantita: 1 },
    ];
    expect(cleanCartOnStart(items, sessions, NOW).map((item) => item.key)).toEqual([
      'i-live',
      'card',
    ]);
  });
});

function memory(initial: QueueSessions = {}) {
  let sessions = initial;
  const ids = new Map<string, string>();
  return {
    store: { get: () => sessions, set: (next: QueueSessions) => (sessions = next) },
    ids: {
      getItem: (key: string) => ids.get(key) ?? null,
      setItem: (key: string, value: string) => void ids.set(key, value),
      removeItem: (key: string) => void ids.delete(key),
    },
    idMap: ids,
  };
}

function api(overrides: Partial<QueueApi> = {}): QueueApi {
  return {
    register: vi.fn(async (body) =>
      session({ session_id: body.session_id, data_appuntamento: body.data_appuntamento }),
    ),
    status: vi.fn(async (id) => session({ session_id: id })),
    left: vi.fn(async (id) => session({ session_id: id, status: 'departed' })),
    convert: vi.fn(async (id) => session({ session_id: id, status: 'converted' })),
    reactivate: vi.fn(async (id) => session({ session_id: id, position: 7 })),
    ...overrides,
  };
}

describe('queue manager', () => {
  it('registers with a random id kept in session storage under queue-session-{date}', async () => {
    const mem = memory();
    const queueApi = api();
    const manager = new QueueManager({
      api: queueApi,
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
      randomId: () => 'rnd1',
    });
    const created = await manager.register(SLOT, 9);
    expect(created.session_id).toBe('rnd1');
    expect(mem.idMap.get('queue-session-202612051030')).toBe('rnd1');
    expect(queueApi.register).toHaveBeenCalledWith({
      data_appuntamento: SLOT,
      session_id: 'rnd1',
      appuntamento: 9,
      posti: undefined,
    });
    expect(manager.get(SLOT)?.session_id).toBe('rnd1');
  });

  it('clears an unusable stored session and registers a new one', async () => {
    const mem = memory({ [SLOT]: session({ session_id: 'stale', status: 'skip' }) });
    mem.idMap.set(sessionStorageKey(SLOT), 'stale');
    const manager = new QueueManager({
      api: api(),
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
      randomId: () => 'fresh',
    });
    expect((await manager.ensure(SLOT, 9)).session_id).toBe('fresh');
  });

  it('clears the session and creates a new one when the status refresh fails while ensuring', async () => {
    const mem = memory({ [SLOT]: session({ session_id: 'known' }) });
    const queueApi = api({ status: vi.fn(async () => Promise.reject(new Error('boom'))) });
    const manager = new QueueManager({
      api: queueApi,
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
      randomId: () => 'new1',
    });
    expect((await manager.ensure(SLOT, 9)).session_id).toBe('new1');
    expect(queueApi.register).toHaveBeenCalledTimes(1);
  });

  it('registers once when two starts ask for the same slot at the same time', async () => {
    const mem = memory();
    let counter = 0;
    const queueApi = api();
    const manager = new QueueManager({
      api: queueApi,
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
      randomId: () => `id${(counter += 1)}`,
    });
    const [a, b] = await Promise.all([manager.ensure(SLOT, 9), manager.ensure(SLOT, 9)]);
    expect(a.session_id).toBe(b.session_id);
    expect(queueApi.register).toHaveBeenCalledTimes(1);
  });

  it('reuses the id kept in session storage when no session is stored', async () => {
    const mem = memory();
    mem.idMap.set(sessionStorageKey(SLOT), 'kept-id');
    const manager = new QueueManager({
      api: api(),
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
      randomId: () => 'other',
    });
    expect((await manager.ensure(SLOT, 9)).session_id).toBe('kept-id');
  });

  it('keeps a usable stored session and refreshes it', async () => {
    const mem = memory({ [SLOT]: session({ session_id: 'known' }) });
    const queueApi = api();
    const manager = new QueueManager({
      api: queueApi,
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
    });
    expect((await manager.ensure(SLOT, 9)).session_id).toBe('known');
    expect(queueApi.register).not.toHaveBeenCalled();
  });

  it('reports the spec error messages with their cause', async () => {
    const mem = memory({ [SLOT]: session() });
    const cause = new Error('503');
    const failing = api({
      register: vi.fn(async () => Promise.reject(cause)),
      status: vi.fn(async () => Promise.reject(cause)),
      left: vi.fn(async () => Promise.reject(cause)),
      convert: vi.fn(async () => Promise.reject(cause)),
    });
    const manager = new QueueManager({
      api: failing,
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
    });
    await expect(manager.register('202612311030')).rejects.toMatchObject({
      message: 'Queue register failed',
      cause,
    });
    await expect(manager.refresh('s1')).rejects.toMatchObject({
      message: 'Queue status fetch failed',
      cause,
    });
    await expect(manager.leave('s1')).rejects.toMatchObject({
      message: 'Queue leave failed',
      cause,
    });
    await expect(manager.convert('s1')).rejects.toMatchObject({
      message: 'Queue convert failed',
      cause,
    });
    await expect(manager.refresh('nobody')).rejects.toThrow('Session not found');
    await expect(manager.leave('nobody')).rejects.toThrow('Session not found');
  });

  it('removes the session locally when leaving answers departed, when converting, and when polling says expired', async () => {
    const mem = memory({
      [SLOT]: session(),
      '202612061030': session({ session_id: 's2', data_appuntamento: '202612061030' }),
      '202612071030': session({ session_id: 's3', data_appuntamento: '202612071030' }),
    });
    const onPurge = vi.fn();
    const manager = new QueueManager({
      api: api({ status: vi.fn(async (id) => session({ session_id: id, status: 'expired' })) }),
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
      onPurge,
    });
    expect((await manager.leave('s1')).status).toBe('departed');
    expect(manager.get(SLOT)).toBeUndefined();
    await manager.convert('s2');
    expect(manager.get('202612061030')).toBeUndefined();
    await manager.refresh('s3');
    expect(manager.get('202612071030')).toBeUndefined();
    expect(onPurge).toHaveBeenCalledWith(['s3']);
  });

  it('reactivate updates the status', async () => {
    const mem = memory({ [SLOT]: session({ status: 'active', position: 1 }) });
    const manager = new QueueManager({
      api: api(),
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
    });
    await manager.reactivate('s1');
    expect(manager.get(SLOT)?.position).toBe(7);
  });

  it('purges expired sessions and starts by clearing unusable ones', () => {
    const mem = memory({
      [SLOT]: session(),
      '202612061030': session({
        session_id: 'x',
        data_appuntamento: '202612061030',
        status: 'expired',
      }),
    });
    const onPurge = vi.fn();
    const manager = new QueueManager({
      api: api(),
      store: mem.store,
      ids: mem.ids,
      now: () => NOW,
      onPurge,
    });
    expect(manager.purge()).toEqual(['x']);
    expect(onPurge).toHaveBeenCalledWith(['x']);
    expect(manager.start().map((s) => s.session_id)).toEqual(['s1']);
  });
});
