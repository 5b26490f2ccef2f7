import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lockSlot } from '../../extensions/shop/src/catalog/slots';
import {
  STATUSES_MAX,
  STATUS_REFRESH_MS,
  STATUS_STALE_MAX_MS,
  inOrder,
  placeIn,
} from '../../extensions/shop/src/queue/sessions';
import { Shop, START_TIMEOUT, errorCode, futureKey, sid } from './helpers';

interface Q {
  session_id: string;
  status: string;
  admitted: boolean;
  position: number;
  expiration_date: string | null;
  estimated_wait_seconds: number;
  data_appuntamento: string;
  appuntamento: number;
  slot?: number;
}

let shop: Shop;
let appointment: number;
const key = futureKey(20);
const otherKey = futureKey(21);

beforeAll(async () => {
  shop = await Shop.start();
  const a = await shop.content('appuntamenti', { prezzo: 1500 }, [
    { key, capienza: 2 },
    { key: otherKey, capienza: 0 },
  ]);
  appointment = a.id;
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

const register = (session_id: string, k = key, token?: string | null) =>
  shop.post<Q>(
    '/shop/queue/register',
    { data_appuntamento: k, session_id, appuntamento: appointment },
    token === undefined ? shop.guest : token,
  );
const act = (op: string, session_id: string) => shop.post<Q>(`/shop/queue/${op}`, { session_id });
const registerAt = (k: string, session_id: string) =>
  shop.post<Q>('/shop/queue/register', { data_appuntamento: k, session_id });

/** Places held on a date by admitted sessions and converted ones not yet ordered. */
const heldOn = async (slot: number) =>
  Number(
    (
      await shop
        .db('sessioni_coda')
        .where({ slot })
        .andWhere((q) =>
          q
            .where({ status: 'active', ammessa: true })
            .orWhere((q2) => q2.where({ status: 'converted' }).whereNull('ordine')),
        )
        .sum({ n: 'posti' })
        .first()
    )?.n ?? 0,
  );

/** Samples heldOn every 20 ms until stopped; resolves to the most places held at once. */
function watchHeld(slot: number): () => Promise<number> {
  let most = 0;
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      most = Math.max(most, await heldOn(slot));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    sampling = false;
    await done;
    return most;
  };
}

/**
 * A date of one place on which the admitted session's time is up and the next one waits, not
 * refreshed for STATUS_REFRESH_MS: the next status read's refresh expires the first and admits
 * the second.
 */
async function dateWithExpiredHead(k: string, prefix: string) {
  const slot = (await shop.content('appuntamenti', {}, [{ key: k, capienza: 1 }])).dates[k]!;
  const [first, second] = [sid(`${prefix}1`), sid(`${prefix}2`)];
  await registerAt(k, first);
  await registerAt(k, second);
  await shop
    .db('sessioni_coda')
    .where({ session_id: first })
    .update({ scadenza: Date.now() - 1000 });
  await new Promise((r) => setTimeout(r, STATUS_REFRESH_MS + 50));
  return { slot, first, second };
}

/** Holds the dates' lock in a transaction of its own; the function returned lets it go. */
async function holdDates(...slots: number[]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await new Promise<void>((resolve) => {
    void shop.db.transaction(async (trx) => {
      for (const slot of slots) await lockSlot(trx, slot);
      resolve();
      await released;
    });
  });
  return release;
}

/** One `POST /shop/queue/statuses` call for the sessions named. */
const statusesOf = (ids: string[]) =>
  shop.post<{ statuses: Array<{ session_id: string; session: Q }> }>('/shop/queue/statuses', {
    session_ids: ids,
  });

/** The calls of this PostgreSQL database waiting for a lock now. */
async function lockWaiters(): Promise<number> {
  const row = (await shop.db.raw(
    "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  )) as { rows: Array<{ n: string }> };
  return Number(row.rows[0]!.n);
}

/** What `call` answers, or 'waited' when it has not answered within 3 s. */
const within3s = <T>(call: Promise<T>) =>
  Promise.race([call, new Promise<'waited'>((r) => setTimeout(() => r('waited'), 3000))]);

describe('queue', () => {
  it('admits up to the capacity and queues the rest first-in first-out', async () => {
    const a = await register(sid('a'));
    const b = await register(sid('b'));
    const c = await register(sid('c'));
    const d = await register(sid('d'));
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      status: 'active',
      admitted: true,
      position: 0,
      data_appuntamento: key,
      appuntamento: appointment,
    });
    expect(b.body).toMatchObject({ status: 'active', admitted: true, position: 0 });
    expect(c.body).toMatchObject({ status: 'active', admitted: false, position: 1 });
    expect(d.body).toMatchObject({ status: 'active', admitted: false, position: 2 });
    expect(c.body.estimated_wait_seconds).toBeGreaterThan(0);
    expect(Date.parse(a.body.expiration_date ?? '')).toBeGreaterThan(Date.now() + 60_000);

    // registering again is idempotent
    const again = await register(a.body.session_id);
    expect(again.body).toMatchObject({ status: 'active', admitted: true });

    // leaving frees the place for the head of the line
    const left = await act('left', a.body.session_id);
    expect(left.body).toMatchObject({ status: 'departed', admitted: false });
    expect((await act('status', c.body.session_id)).body).toMatchObject({
      status: 'active',
      admitted: true,
      position: 0,
    });
    expect((await act('status', d.body.session_id)).body).toMatchObject({
      admitted: false,
      position: 1,
    });

    // convert is idempotent
    const conv1 = await act('convert', b.body.session_id);
    const conv2 = await act('convert', b.body.session_id);
    expect(conv1.body.status).toBe('converted');
    expect(conv2.status).toBe(200);
    expect(conv2.body.status).toBe('converted');

    // a waiting session cannot be converted
    const waitingConvert = await act('convert', d.body.session_id);
    expect(waitingConvert.status).toBe(409);
    expect(errorCode(waitingConvert.body)).toBe('SESSION_INVALID');

    // reactivate puts a departed session at the end of the line
    const re = await act('reactivate', a.body.session_id);
    expect(re.body).toMatchObject({ status: 'active', admitted: false, position: 2 });

    // admitted sessions never exceed the capacity
    const rows = await shop
      .db('sessioni_coda')
      .whereIn('status', ['active', 'converted'])
      .andWhere({ ammessa: true })
      .sum({ n: 'posti' })
      .first();
    expect(Number(rows?.n)).toBeLessThanOrEqual(2);
  });

  it('expires an admitted session that passed its window and admits the next one', async () => {
    const k = futureKey(22);
    await shop.content('appuntamenti', {}, [{ key: k, capienza: 1 }]);
    const first = await shop.post<Q>('/shop/queue/register', {
      data_appuntamento: k,
      session_id: sid('x'),
    });
    const second = await shop.post<Q>('/shop/queue/register', {
      data_appuntamento: k,
      session_id: sid('y'),
    });
    expect(first.body.admitted).toBe(true);
    expect(second.body.position).toBe(1);
    await shop
      .db('sessioni_coda')
      .where({ session_id: first.body.session_id })
      .update({ scadenza: Date.now() - 1000 });
    expect((await act('status', first.body.session_id)).body.status).toBe('expired');
    expect((await act('status', second.body.session_id)).body).toMatchObject({
      status: 'active',
      admitted: true,
    });
    // an expired session can be reactivated: it waits at the end
    expect((await act('reactivate', first.body.session_id)).body).toMatchObject({
      status: 'active',
      admitted: false,
      position: 1,
    });
  });

  it('answers many status polls at once, admits in order when places free up, never over capacity', async () => {
    // status reads take the date's lock only when the date was not refreshed in the last second
    // (sessions.ts, STATUS_REFRESH_MS): polls of one line run side by side
    const k = futureKey(24);
    await shop.content('appuntamenti', {}, [{ key: k, capienza: 5 }]);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await shop.post<Q>('/shop/queue/register', {
        data_appuntamento: k,
        session_id: sid(`p${i}`),
      });
      ids.push(res.body.session_id);
    }
    const slotOf = (await shop.db('sessioni_coda').where({ session_id: ids[0] }).first('slot'))!
      .slot as number;
    const stop = watchHeld(slotOf);
    // 10 polls a session at once, while the five admitted sessions leave one after another
    const polls = ids.flatMap((id) => Array.from({ length: 10 }, () => act('status', id)));
    for (const id of ids.slice(0, 5)) await act('left', id);
    const answers = await Promise.all(polls);
    const most = await stop();
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(most).toBeLessThanOrEqual(5);
    // the next five in line are admitted, the rest wait with distinct positions 1..30
    await new Promise((r) => setTimeout(r, 1100));
    const last = await Promise.all(ids.map((id) => act('status', id)));
    const admitted = last.filter((a) => a.body.admitted).map((a) => a.body.session_id);
    expect(admitted).toEqual(ids.slice(5, 10));
    const positions = last
      .filter((a) => a.body.status === 'active' && !a.body.admitted)
      .map((a) => a.body.position)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await heldOn(slotOf)).toBe(5);
  });

  it('registers 300 at once behind a full date as waiting sessions, in order, without refreshing the date', async () => {
    // a new session that would wait anyway is one insert, without the date's lock or its refresh
    // (sessions.ts, registerWaiting); the places freed later go first-in first-out
    const k = futureKey(26);
    const slot = (await shop.content('appuntamenti', {}, [{ key: k, capienza: 3 }])).dates[k]!;
    const first = await Promise.all([0, 1, 2].map((i) => registerAt(k, sid(`f${i}`))));
    expect(first.map((a) => a.body.admitted)).toEqual([true, true, true]);
    // a waiting session whose time is up: a refresh of the date (the locked path) would expire it
    const stale = (await registerAt(k, sid('stale'))).body;
    expect(stale).toMatchObject({ admitted: false, position: 1 });
    await shop
      .db('sessioni_coda')
      .where({ session_id: stale.session_id })
      .update({ scadenza: Date.now() - 1000 });
    const stop = watchHeld(slot);
    const regs = await Promise.all(
      Array.from({ length: 300 }, (_, i) => registerAt(k, sid(`r${i}`))),
    );
    expect(regs.every((a) => a.status === 200)).toBe(true);
    expect(regs.some((a) => a.body.admitted)).toBe(false);
    expect(regs.every((a) => a.body.status === 'active' && a.body.position >= 2)).toBe(true);
    const staleRow = await shop.db('sessioni_coda').where({ session_id: stale.session_id }).first();
    expect(staleRow?.status).toBe('active');
    expect((await act('status', stale.session_id)).body.status).toBe('expired');

    // the line in the order of (sequenza, id): each one's position is its place in it
    const line = (
      (await shop
        .db('sessioni_coda')
        .where({ slot, status: 'active', ammessa: false })
        .orderBy([{ column: 'sequenza' }, { column: 'id' }])
        .select('session_id')) as Array<{ session_id: string }>
    ).map((row) => row.session_id);
    expect(line).toHaveLength(300);
    const positions = await Promise.all(line.map((id) => act('status', id)));
    expect(positions.map((a) => a.body.position)).toEqual(line.map((_, i) => i + 1));
    expect(positions.some((a) => a.body.admitted)).toBe(false);

    // the admitted leave one after another: the head of the line takes each place
    for (const a of first) await act('left', a.body.session_id);
    const after = await Promise.all(line.map((id) => act('status', id)));
    expect(after.filter((a) => a.body.admitted).map((a) => a.body.session_id)).toEqual(
      line.slice(0, 3),
    );
    expect(after.slice(3).map((a) => a.body.position)).toEqual(line.slice(3).map((_, i) => i + 1));
    expect(await stop()).toBeLessThanOrEqual(3);
    expect(await heldOn(slot)).toBe(3);
  });

  it('shows each waiting session its place in the line, and a change made elsewhere within a second', async () => {
    // status reads find the position in the date's line as this process read it (sessions.ts,
    // lineOf), read again once STATUS_REFRESH_MS has passed or after a change of its own
    const k = futureKey(33);
    const slot = (await shop.content('appuntamenti', {}, [{ key: k, capienza: 1 }])).dates[k]!;
    const holder = (await registerAt(k, sid('lh'))).body;
    expect(holder.admitted).toBe(true);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await registerAt(k, sid(`l${i}`))).body.session_id);
    const first = await Promise.all(ids.map((id) => act('status', id)));
    expect(first.map((a) => a.body.position)).toEqual(ids.map((_, i) => i + 1));
    // five at the head leave through another process (here: straight in the database)
    await shop
      .db('sessioni_coda')
      .whereIn('session_id', ids.slice(0, 5))
      .update({ status: 'departed' });
    await new Promise((r) => setTimeout(r, 1100));
    const later = await Promise.all(ids.slice(5).map((id) => act('status', id)));
    expect(later.map((a) => a.body.position)).toEqual(ids.slice(5).map((_, i) => i + 1));
    // one more registers in this process: it is last, and the others keep their places
    const late = (await registerAt(k, sid('l-late'))).body;
    expect(late).toMatchObject({ admitted: false, position: 16 });
    const again = await Promise.all(
      [...ids.slice(5), late.session_id].map((id) => act('status', id)),
    );
    expect(again.map((a) => a.body.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    // the holder leaves: the head of the line is admitted, the others move up by one at once
    await act('left', holder.session_id);
    const moved = await Promise.all(
      [...ids.slice(5), late.session_id].map((id) => act('status', id)),
    );
    expect(moved[0]!.body).toMatchObject({ admitted: true, position: 0 });
    expect(moved.slice(1).map((a) => a.body.position)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(await heldOn(slot)).toBe(1);
  });

  it('places a session in a line by (sequenza, id), as the count of the sessions ahead does', () => {
    const key = fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }));
    fc.assert(
      fc.property(
        fc.uniqueArray(key, { selector: ([s, i]) => `${s}:${i}` }),
        key,
        (keys, [seq, id]) => {
          const sorted = [...keys].sort(([a, x], [b, y]) => a - b || x - y);
          const line = { seq: sorted.map(([s]) => s), ids: sorted.map(([, i]) => i) };
          const ahead = keys.filter(([s, i]) => s < seq || (s === seq && i < id)).length;
          expect(placeIn(line, seq, id)).toBe(ahead);
        },
      ),
    );
  });

  it('puts a line read in any order in its turn, and keeps one read in order as it came', () => {
    const key = fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 500 }));
    fc.assert(
      fc.property(fc.uniqueArray(key, { selector: ([, i]) => i }), fc.integer(), (keys, until) => {
        const line = { seq: keys.map(([s]) => s), ids: keys.map(([, i]) => i), until };
        const sorted = [...keys].sort(([a, x], [b, y]) => a - b || x - y);
        const turned = inOrder(line);
        expect(turned).toEqual({
          seq: sorted.map(([s]) => s),
          ids: sorted.map(([, i]) => i),
          until,
        });
        // a line already in its turn is answered as it is, without a copy
        expect(inOrder(turned)).toBe(turned);
      }),
    );
  });

  it('admits a registration at once when a place is free and nobody waits in time', async () => {
    const k = futureKey(27);
    const slot = (await shop.content('appuntamenti', {}, [{ key: k, capienza: 2 }])).dates[k]!;
    const a = await registerAt(k, sid('ia'));
    const b = await registerAt(k, sid('ib'));
    expect(a.body).toMatchObject({ status: 'active', admitted: true, position: 0 });
    expect(b.body).toMatchObject({ status: 'active', admitted: true, position: 0 });
    // the second place is held by a session whose time is up, and a waiting session's time is up
    // too: the date's refresh would expire both, so the newcomer takes the place at once
    const late = await registerAt(k, sid('iw'));
    expect(late.body).toMatchObject({ admitted: false, position: 1 });
    await shop
      .db('sessioni_coda')
      .whereIn('session_id', [b.body.session_id, late.body.session_id])
      .update({ scadenza: Date.now() - 1000 });
    // their times are moved back here, which no call does: the line the process read within the
    // last STATUS_REFRESH_MS still has them waiting in time until it is read again
    await new Promise((r) => setTimeout(r, 1100));
    const c = await registerAt(k, sid('ic'));
    expect(c.body).toMatchObject({ status: 'active', admitted: true, position: 0 });
    const ended = await shop
      .db('sessioni_coda')
      .whereIn('session_id', [b.body.session_id, late.body.session_id])
      .pluck('status');
    expect(ended).toEqual(['expired', 'expired']);
    expect(await heldOn(slot)).toBe(2);
  });

  it('queues a registration behind the waiting sessions even when a place has just been freed', async () => {
    const k = futureKey(28);
    const slot = (await shop.content('appuntamenti', {}, [{ key: k, capienza: 1 }])).dates[k]!;
    const a = await registerAt(k, sid('wa'));
    const b = await registerAt(k, sid('wb'));
    expect(a.body.admitted).toBe(true);
    expect(b.body).toMatchObject({ admitted: false, position: 1 });
    // the place is free (its holder gone) and the date not refreshed since: b is first in line
    await shop
      .db('sessioni_coda')
      .where({ session_id: a.body.session_id })
      .update({ status: 'departed', ammessa: false });
    const c = await registerAt(k, sid('wc'));
    expect(c.body).toMatchObject({ status: 'active', admitted: false, position: 2 });
    // the next refresh under the lock (a status poll once STATUS_REFRESH_MS has passed) admits b
    await new Promise((r) => setTimeout(r, 1100));
    expect((await act('status', b.body.session_id)).body).toMatchObject({ admitted: true });
    expect((await act('status', c.body.session_id)).body).toMatchObject({
      admitted: false,
      position: 1,
    });
    expect(await heldOn(slot)).toBe(1);
  });

  // On PostgreSQL the date's lock (lockSlot) is FOR NO KEY UPDATE: a registration that waits
  // inserts its session (whose foreign-key check reads the date FOR KEY SHARE) while another call
  // holds the lock; a registration that could be admitted still takes its turn for the lock.
  it.skipIf(process.env['TEST_DB'] !== 'pg')(
    'registers a waiting session while another call holds the date, not one to admit (PostgreSQL)',
    async () => {
      const k = futureKey(31);
      const slot = (await shop.content('appuntamenti', {}, [{ key: k, capienza: 1 }])).dates[k]!;
      expect((await registerAt(k, sid('la'))).body.admitted).toBe(true);
      const free = futureKey(32);
      const freeSlot = (await shop.content('appuntamenti', {}, [{ key: free, capienza: 1 }])).dates[
        free
      ]!;
      const release = await holdDates(slot, freeSlot);
      const order: string[] = [];
      const admitted = registerAt(free, sid('lc')).then((a) => {
        order.push('admitted');
        return a;
      });
      const waiting = registerAt(k, sid('lb')).then((a) => {
        order.push('waiting');
        return a;
      });
      // the lock is let go after 5 s at the latest, so that a waiting insert fails the test
      // instead of stopping it
      await Promise.race([waiting, new Promise((r) => setTimeout(r, 5000))]);
      await new Promise((r) => setTimeout(r, 300));
      const before = [...order];
      release();
      expect(before).toEqual(['waiting']);
      expect((await waiting).body).toMatchObject({
        status: 'active',
        admitted: false,
        position: 1,
      });
      expect((await admitted).body.admitted).toBe(true);
      expect(order).toEqual(['waiting', 'admitted']);
    },
  );

  it('keeps one row for a session_id registered several times at once', async () => {
    const full = futureKey(29);
    const free = futureKey(30);
    await shop.content('appuntamenti', {}, [{ key: full, capienza: 1 }]);
    await shop.content('appuntamenti', {}, [{ key: free, capienza: 5 }]);
    expect((await registerAt(full, sid('holder'))).body.admitted).toBe(true);
    // on the full date the copies take the unlocked path, on the free one the locked path
    for (const [k, admitted] of [
      [full, false],
      [free, true],
    ] as const) {
      const s = sid('twice');
      const answers = await Promise.all(Array.from({ length: 8 }, () => registerAt(k, s)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(answers.every((a) => a.body.admitted === admitted)).toBe(true);
      const rows = await shop
        .db('sessioni_coda')
        .where({ session_id: s })
        .count({ n: '*' })
        .first();
      expect(Number(rows?.n)).toBe(1);
    }
  });

  it("extends a waiting session's heartbeat on its status poll", async () => {
    const k = futureKey(25);
    await shop.content('appuntamenti', {}, [{ key: k, capienza: 1 }]);
    await shop.post<Q>('/shop/queue/register', { data_appuntamento: k, session_id: sid('h1') });
    const waiting = await shop.post<Q>('/shop/queue/register', {
      data_appuntamento: k,
      session_id: sid('h2'),
    });
    expect(waiting.body.admitted).toBe(false);
    // ten seconds left, less than half of the waiting time (QUEUE_WAITING_SECONDS, 300)
    await shop
      .db('sessioni_coda')
      .where({ session_id: waiting.body.session_id })
      .update({ scadenza: Date.now() + 10_000 });
    const polled = await act('status', waiting.body.session_id);
    expect(polled.body).toMatchObject({ status: 'active', admitted: false, position: 1 });
    expect(Date.parse(polled.body.expiration_date ?? '')).toBeGreaterThan(Date.now() + 200_000);
    const row = await shop
      .db('sessioni_coda')
      .where({ session_id: waiting.body.session_id })
      .first('scadenza');
    expect(Number(row?.scadenza)).toBeGreaterThan(Date.now() + 200_000);
  });

  it('answers skip for a date without places', async () => {
    const res = await register(sid('full'), otherKey);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('skip');
  });

  it('refuses bad input with clear errors and creates nothing', async () => {
    const before = await shop.db('sessioni_coda').count({ n: '*' }).first();
    const cases: Array<[unknown, string]> = [
      [{ session_id: sid() }, 'INVALID_PAYLOAD'],
      [{ data_appuntamento: key }, 'INVALID_PAYLOAD'],
      [{ data_appuntamento: 12, session_id: sid() }, 'INVALID_PAYLOAD'],
      [{ data_appuntamento: key, session_id: 'short' }, 'INVALID_PAYLOAD'],
      [{ data_appuntamento: key, session_id: sid(), posti: 'two' }, 'INVALID_PAYLOAD'],
      [['not', 'an', 'object'], 'INVALID_PAYLOAD'],
    ];
    for (const [body, code] of cases) {
      const res = await shop.post('/shop/queue/register', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res.body)).toBe(code);
    }
    const unknownSlot = await shop.post('/shop/queue/register', {
      data_appuntamento: '209901011200',
      session_id: sid(),
    });
    expect(unknownSlot.status).toBe(404);
    expect(errorCode(unknownSlot.body)).toBe('SLOT_NOT_FOUND');
    const unknown = await act('status', sid('nobody'));
    expect(unknown.status).toBe(404);
    const noToken = await shop.post(
      '/shop/queue/register',
      { data_appuntamento: key, session_id: sid() },
      null,
    );
    expect(noToken.status).toBe(401);
    const after = await shop.db('sessioni_coda').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('answers the status of several sessions in one call, in the order asked, as their own calls do', async () => {
    const k = futureKey(34);
    await shop.content('appuntamenti', {}, [{ key: k, capienza: 2 }]);
    const ids = [sid('b1'), sid('b2'), sid('b3'), sid('b4')];
    for (const id of ids) await registerAt(k, id);
    const unknown = sid('nobody');
    const asked = [ids[3]!, ids[0]!, unknown, ids[2]!, ids[1]!, ids[3]!];
    const res = await shop.post<{
      statuses: Array<{
        session_id: string;
        session?: Q;
        error?: { status: number; code: string };
      }>;
    }>('/shop/queue/statuses', { session_ids: asked });
    expect(res.status).toBe(200);
    expect(res.body.statuses.map((a) => a.session_id)).toEqual(asked);
    const one = async (id: string) => (await act('status', id)).body;
    for (const answer of res.body.statuses) {
      if (answer.session_id === unknown) {
        expect(answer.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        expect(answer.session).toBeUndefined();
        continue;
      }
      const alone = await one(answer.session_id);
      expect(answer.session, answer.session_id).toMatchObject({
        session_id: alone.session_id,
        status: alone.status,
        admitted: alone.admitted,
        position: alone.position,
        data_appuntamento: alone.data_appuntamento,
        appuntamento: alone.appuntamento,
      });
    }
    const byId = new Map(res.body.statuses.map((a) => [a.session_id, a.session]));
    expect(byId.get(ids[0]!)).toMatchObject({ admitted: true });
    expect(byId.get(ids[1]!)).toMatchObject({ admitted: true });
    expect(byId.get(ids[2]!)).toMatchObject({ admitted: false, position: 1 });
    expect(byId.get(ids[3]!)).toMatchObject({ admitted: false, position: 2 });
  });

  it("extends the waiting sessions' heartbeats of one call with one update, and only theirs", async () => {
    const k = futureKey(35);
    await shop.content('appuntamenti', {}, [{ key: k, capienza: 1 }]);
    const [admitted, due, notDue] = [sid('h3'), sid('h4'), sid('h5')];
    for (const id of [admitted, due, notDue]) await registerAt(k, id);
    // ten seconds left for one waiting session (less than half of QUEUE_WAITING_SECONDS, 300)
    await shop
      .db('sessioni_coda')
      .where({ session_id: due })
      .update({ scadenza: Date.now() + 10_000 });
    const before = await shop.db('sessioni_coda').where({ session_id: notDue }).first('scadenza');
    const res = await statusesOf([admitted, due, notDue]);
    expect(res.status).toBe(200);
    const [, polledDue, polledNotDue] = res.body.statuses;
    expect(polledDue!.session).toMatchObject({ status: 'active', admitted: false, position: 1 });
    expect(Date.parse(polledDue!.session.expiration_date ?? '')).toBeGreaterThan(
      Date.now() + 200_000,
    );
    const row = await shop.db('sessioni_coda').where({ session_id: due }).first('scadenza');
    expect(Number(row?.scadenza)).toBeGreaterThan(Date.now() + 200_000);
    // a heartbeat with more than half of its time left is not moved
    const after = await shop.db('sessioni_coda').where({ session_id: notDue }).first('scadenza');
    expect(Number(after?.scadenza)).toBe(Number(before?.scadenza));
    expect(polledNotDue!.session).toMatchObject({ admitted: false, position: 2 });
  });

  it('refreshes a date not refreshed for a second before answering, so an admission is in the answer', async () => {
    const { first, second } = await dateWithExpiredHead(futureKey(36), 'r');
    const res = await statusesOf([second, first]);
    expect(res.status).toBe(200);
    expect(res.body.statuses[0]!.session).toMatchObject({ status: 'active', admitted: true });
    expect(res.body.statuses[1]!.session).toMatchObject({ status: 'expired', admitted: false });
  });

  // Batches that find a date stale at the same moment share one refresh under its lock, instead of
  // each waiting its turn for the lock to repeat it; each still answers with what that refresh did.
  // (Once this process's last refresh of the date is older than STATUS_STALE_MAX_MS: until then a
  // lock held by another call is not waited for, the next test.)
  it.skipIf(process.env['TEST_DB'] !== 'pg')(
    'shares one refresh of a stale date among the batches that ask together (PostgreSQL)',
    async () => {
      const { slot, second } = await dateWithExpiredHead(futureKey(39), 's');
      await new Promise((r) => setTimeout(r, STATUS_STALE_MAX_MS));
      const release = await holdDates(slot);
      const batches = Array.from({ length: 4 }, () => statusesOf([second]));
      // the calls waiting for a lock in this database once all four have arrived
      let waiting = 0;
      for (let i = 0; i < 10; i++) {
        await new Promise((r) => setTimeout(r, 100));
        waiting = await lockWaiters();
      }
      release();
      const answers = await Promise.all(batches);
      expect(waiting).toBe(1);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.body.statuses[0]!.session).toMatchObject({ status: 'active', admitted: true });
      }
    },
  );

  // A batch that finds a date stale while another call holds its lock answers from the line as it
  // stands instead of waiting: that call refreshes the line under the lock, and every poll that
  // gathered in the storefront behind a waiting batch waited with it. The next batch once the lock
  // is free refreshes it and sees the admission.
  it.skipIf(process.env['TEST_DB'] !== 'pg')(
    'answers a stale date without waiting for a lock another call holds, then refreshes it (PostgreSQL)',
    async () => {
      const { slot, first, second } = await dateWithExpiredHead(futureKey(40), 'w');
      const release = await holdDates(slot);
      try {
        const answer = await within3s(statusesOf([second]));
        expect(answer).not.toBe('waited');
        if (answer === 'waited') return;
        expect(answer.status).toBe(200);
        // the line before the lock's holder ends: the head's time is up but not yet expired
        expect(answer.body.statuses[0]!.session).toMatchObject({
          status: 'active',
          admitted: false,
          position: 1,
        });
      } finally {
        release();
      }
      // the batches of STATUS_LOCK_RETRY_MS (100 ms) later try the lock again
      await new Promise((r) => setTimeout(r, 150));
      const after = await statusesOf([first, second]);
      expect(after.status).toBe(200);
      expect(after.body.statuses[0]!.session).toMatchObject({ status: 'expired', admitted: false });
      expect(after.body.statuses[1]!.session).toMatchObject({ status: 'active', admitted: true });
    },
  );

  // The locked calls of one date wait for their turn in the process, not in the database: a burst
  // of them (the admitted visitors of a big sale leaving within seconds) used to hold a connection
  // of the pool each while the date's lock was taken, until every other call waited for one.
  it.skipIf(process.env['TEST_DB'] !== 'pg')(
    'keeps one connection waiting on a locked date however many of its calls queue, and answers other dates meanwhile (PostgreSQL)',
    async () => {
      const k = futureKey(41);
      const other = futureKey(42);
      const slot = (await shop.content('appuntamenti', {}, [{ key: k, capienza: 20 }])).dates[k]!;
      await shop.content('appuntamenti', {}, [{ key: other, capienza: 1 }]);
      const ids = Array.from({ length: 15 }, (_, i) => sid(`p${i}`));
      for (const id of ids) await registerAt(k, id);
      const elsewhere = sid('px');
      await registerAt(other, elsewhere);
      const release = await holdDates(slot);
      // the fifteen calls wait for the lock; they are awaited once it is let go
      const leaving = Promise.all(ids.map((id) => act('left', id)));
      try {
        let most = 0;
        for (let i = 0; i < 10; i++) {
          await new Promise((r) => setTimeout(r, 100));
          most = Math.max(most, await lockWaiters());
        }
        // one Directus process in the tests: one of its fifteen calls waits in the database
        expect(most).toBe(1);
        // another date's calls are answered while the fifteen wait
        const answer = await within3s(act('status', elsewhere));
        expect(answer).not.toBe('waited');
        if (answer !== 'waited') expect(answer.status).toBe(200);
      } finally {
        release();
      }
      for (const res of await leaving) expect(res.status).toBe(200);
      const left = await shop.db('sessioni_coda').whereIn('session_id', ids).pluck('status');
      expect(left).toEqual(ids.map(() => 'departed'));
    },
  );

  it('refuses a statuses call with bad input, whatever it holds, with a clear error', async () => {
    const statuses = (body: unknown, token?: string | null) =>
      shop.post('/shop/queue/statuses', body, token === undefined ? shop.guest : token);
    const cases: unknown[] = [
      {},
      { session_ids: [] },
      { session_ids: 'abcdefgh1' },
      { session_ids: [12345678] },
      { session_ids: ['short'] },
      { session_ids: Array.from({ length: STATUSES_MAX + 1 }, () => sid()) },
      ['not', 'an', 'object'],
    ];
    for (const body of cases) {
      const res = await statuses(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorCode(res.body)).toBe('INVALID_PAYLOAD');
    }
    expect((await statuses({ session_ids: [sid()] }, null)).status).toBe(401);
    // generated bodies: a 400 with INVALID_PAYLOAD, or 200 with one answer per id asked
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ session_ids: fc.array(fc.jsonValue(), { maxLength: 5 }) }),
          fc.record({
            session_ids: fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{6,12}$/), {
              minLength: 1,
              maxLength: 5,
            }),
          }),
        ),
        async (body) => {
          const res = await statuses(body);
          if (res.status === 200) {
            const ids = (body as { session_ids: string[] }).session_ids;
            const answers = (
              res.body as { statuses: Array<{ session_id: string; error?: unknown }> }
            ).statuses;
            expect(answers.map((a) => a.session_id)).toEqual(ids);
            for (const a of answers) expect(a.error).toMatchObject({ status: 404 });
          } else {
            expect(res.status).toBe(400);
            expect(errorCode(res.body)).toBe('INVALID_PAYLOAD');
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('registers several visitors in one call, in the order sent, as their own registrations would be', async () => {
    const k = futureKey(37);
    await shop.content('appuntamenti', {}, [{ key: k, capienza: 1 }]);
    const first = await registerAt(k, sid('g1'));
    const second = await registerAt(k, sid('g2'));
    expect(first.body.admitted).toBe(true);
    expect(second.body).toMatchObject({ admitted: false, position: 1 });
    const [c, d, e] = [sid('g3'), sid('g4'), sid('g5')];
    const res = await shop.post<{
      registrations: Array<{
        session_id: string;
        session?: Q;
        error?: { status: number; code: string };
      }>;
    }>('/shop/queue/registers', {
      registrations: [
        { data_appuntamento: k, session_id: c },
        { data_appuntamento: k, session_id: d, posti: 2 },
        { data_appuntamento: k, session_id: second.body.session_id },
        { data_appuntamento: k, session_id: 'short' },
        { data_appuntamento: '209901011200', session_id: sid('g6') },
        { data_appuntamento: k, session_id: e },
        { data_appuntamento: k, session_id: c },
      ],
    });
    expect(res.status).toBe(200);
    const [rc, rd, rSecond, rShort, rNoSlot, re, rAgain] = res.body.registrations;
    expect(rc!.session).toMatchObject({
      session_id: c,
      status: 'active',
      admitted: false,
      position: 2,
    });
    expect(rd!.session).toMatchObject({ session_id: d, admitted: false, position: 3, posti: 2 });
    // a session_id registered already answers its session as it is (not queued again)
    expect(rSecond!.session).toMatchObject({ admitted: false, position: 1 });
    expect(rShort!.error).toMatchObject({ status: 400, code: 'INVALID_PAYLOAD' });
    expect(rNoSlot!.error).toMatchObject({ status: 404, code: 'SLOT_NOT_FOUND' });
    expect(re!.session).toMatchObject({ session_id: e, position: 4 });
    expect(rAgain!.session).toMatchObject({ session_id: c, position: 2 });
    const rows = await shop
      .db('sessioni_coda')
      .whereIn('session_id', [c, d, e, second.body.session_id])
      .orderBy([{ column: 'sequenza' }, { column: 'id' }])
      .select('session_id', 'status', 'ammessa');
    expect(rows.map((r) => r.session_id)).toEqual([second.body.session_id, c, d, e]);
    // and their own status calls agree
    for (const [id, position] of [
      [c, 2],
      [d, 3],
      [e, 4],
    ] as const)
      expect((await act('status', id)).body).toMatchObject({ admitted: false, position });
  });

  it('admits at once in one call those a free place would admit, never over capacity', async () => {
    const k = futureKey(38);
    await shop.content('appuntamenti', {}, [{ key: k, capienza: 2 }]);
    const ids = [sid('f1'), sid('f2'), sid('f3')];
    const res = await shop.post<{ registrations: Array<{ session_id: string; session: Q }> }>(
      '/shop/queue/registers',
      { registrations: ids.map((session_id) => ({ data_appuntamento: k, session_id })) },
    );
    expect(res.status).toBe(200);
    expect(res.body.registrations.map((a) => [a.session.admitted, a.session.position])).toEqual([
      [true, 0],
      [true, 0],
      [false, 1],
    ]);
    const slot = res.body.registrations[0]!.session.slot!;
    expect(await heldOn(slot)).toBe(2);
  });

  it('refuses a registers call that is not a list, and answers each bad registration of a list with its own error', async () => {
    const registers = (body: unknown, token?: string | null) =>
      shop.post('/shop/queue/registers', body, token === undefined ? shop.guest : token);
    for (const body of [
      {},
      { registrations: [] },
      { registrations: 'x' },
      { registrations: Array.from({ length: STATUSES_MAX + 1 }, () => ({})) },
      ['not', 'an', 'object'],
    ]) {
      const res = await registers(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(errorCode(res.body)).toBe('INVALID_PAYLOAD');
    }
    expect(
      (await registers({ registrations: [{ data_appuntamento: key, session_id: sid() }] }, null))
        .status,
    ).toBe(401);
    const before = Number((await shop.db('sessioni_coda').count({ n: '*' }).first())?.n);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.jsonValue(),
            fc.record({
              data_appuntamento: fc.oneof(fc.string({ maxLength: 14 }), fc.integer()),
              session_id: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null)),
              posti: fc.oneof(fc.integer({ min: -3, max: 20 }), fc.string({ maxLength: 3 })),
            }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (registrations) => {
          const res = await registers({ registrations });
          expect(res.status).toBe(200);
          const answers = (res.body as { registrations: Array<{ error?: { status: number } }> })
            .registrations;
          expect(answers).toHaveLength(registrations.length);
          for (const a of answers) expect([400, 404, 409]).toContain(a.error?.status);
        },
      ),
      { numRuns: 40 },
    );
    // none of the generated registrations named a real date: nothing was created
    expect(Number((await shop.db('sessioni_coda').count({ n: '*' }).first())?.n)).toBe(before);
  });

  it('refuses a session id registered for another slot', async () => {
    const s = sid('dup');
    await register(s);
    const k = futureKey(23);
    await shop.content('appuntamenti', {}, [{ key: k, capienza: 3 }]);
    const res = await shop.post('/shop/queue/register', { data_appuntamento: k, session_id: s });
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('SESSION_CONFLICT');
  });

  it('lists the slots of an appointment with availability', async () => {
    const res = await shop.get<
      Array<{ data: string; capacita: number; disponibili: number; stato: string }>
    >(`/shop/appuntamenti/${appointment}/slots`);
    expect(res.status).toBe(200);
    const slot = res.body.find((s) => s.data === key);
    expect(slot).toMatchObject({ capacita: 2 });
    expect(res.body.find((s) => s.data === otherKey)?.stato).toBe('esaurito');
    // each slot counts its own waiting sessions (the sessions of this file's slots, as stored)
    const listed = (
      await shop.get<Array<{ id: number; in_attesa: number }>>(
        `/shop/appuntamenti/${appointment}/slots`,
      )
    ).body;
    const waiting = async (slot: number) =>
      (
        await shop
          .db('sessioni_coda')
          .where({ slot, status: 'active', ammessa: false })
          .andWhere('scadenza', '>', Date.now())
      ).length;
    for (const s of listed) expect(s.in_attesa, `slot ${s.id}`).toBe(await waiting(s.id));
    expect(listed.some((s) => s.in_attesa > 0)).toBe(true);
    expect((await shop.get('/shop/appuntamenti/999999/slots')).status).toBe(404);
  });
});
