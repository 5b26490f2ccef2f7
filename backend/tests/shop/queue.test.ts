import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
