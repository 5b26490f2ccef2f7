// A crash while an order is placed: the Directus process is killed (SIGKILL) after the order row
// and its holds are committed and before the payment answer (the test-only pause
// SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS), then a new process starts on the same database. The order
// expires at its payment deadline with every hold given back, never paid, and a retry with the
// same idempotency key answers the same order. Runs on the database of TEST_DB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instance } from '../../scripts/test-instance.mjs';
import { Shop, START_TIMEOUT, errorCode, idem } from '../shop/helpers';
import { held, makeFixture, readHolds, waitFor } from './fixtures';
import type { Fixture, Holds } from './fixtures';

interface Order {
  id: string;
  status: string;
  pagamento: { riferimento: string | null; esito: string | null };
}

let shop: Shop;
let user: { id: string; token: string };

beforeAll(async () => {
  shop = await Shop.start({
    SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS: '120000',
    SHOP_PENDING_ORDER_SECONDS: '5',
  });
  user = await shop.user('utente');
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

const instance = () => shop.instance as unknown as Instance;
const place = (body: unknown, key: string) =>
  shop.post<Order>('/shop/checkout/ordini', body, user.token, { 'Idempotency-Key': key });
const orderRow = async (key: string) =>
  (await shop.db('ordini').where({ idempotency_key: key }).first()) as
    Record<string, unknown> | undefined;

describe('a crash between the order row and the payment answer', () => {
  let fixture: Fixture;
  let before: Holds;
  const key = idem();

  it('leaves a pending order with its lines and holds when the process dies', async () => {
    fixture = await makeFixture(shop);
    before = await readHolds(shop.db, fixture);
    const answer = place(fixture.body, key).then(
      (res) => ({ res }),
      (error: unknown) => ({ error }),
    );
    const row = await waitFor('the order row', () => orderRow(key));
    expect(row['status']).toBe('pending');
    const lines = await shop.db('ordini_righe').where({ ordine: row['id'] }).select('tipo');
    expect(lines.map((l: { tipo: string }) => l.tipo).sort()).toEqual(['carte', 'visite_guidate']);
    expect(await readHolds(shop.db, fixture)).toEqual(held(before));

    await instance().kill();
    // the buyer's request gets no answer: the connection is cut
    const settled = await answer;
    expect('error' in settled).toBe(true);
  });

  it('expires after restart with every hold given back, never paid, never left pending', async () => {
    const row = (await orderRow(key)) as Record<string, unknown>;
    await instance().restart({
      env: { SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS: '0', SHOP_PENDING_ORDER_SECONDS: '5' },
    });
    const recovered = await waitFor(
      'the order to leave pending',
      async () => {
        const r = await orderRow(key);
        return r && r['status'] !== 'pending' ? r : null;
      },
      60_000,
    );
    expect(recovered['id']).toBe(row['id']);
    // the payment page never opened, so the order cannot be paid: it expires
    expect(recovered['status']).toBe('expired');
    expect(recovered['esito_pagamento'] ?? null).toBeNull();
    expect(recovered['riferimento_pagamento'] ?? null).toBeNull();
    expect(await readHolds(shop.db, fixture)).toEqual(before);
    const bookings = await shop.db('prenotazioni').where({ ordine: row['id'] }).select('stato');
    expect(bookings.map((b: { stato: string }) => b.stato)).toEqual(['annullata']);
  });

  it('answers a retry with the same idempotency key with the same order, paid nowhere', async () => {
    const row = (await orderRow(key)) as Record<string, unknown>;
    const retry = await place(fixture.body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.id).toBe(row['id']);
    expect(retry.body.status).toBe('expired');
    expect(retry.body.pagamento.riferimento).toBeNull();
    expect(
      Number(
        (await shop.db('ordini').where({ idempotency_key: key }).count({ n: '*' }).first())?.n,
      ),
    ).toBe(1);
    expect(await readHolds(shop.db, fixture)).toEqual(before);

    // what was released can be bought again, once: a new checkout takes it and is paid
    const fresh = await shop.checkout<Order>(fixture.body, user.token);
    expect(fresh.status).toBe(201);
    expect(fresh.body.status).toBe('paid');
    expect(await readHolds(shop.db, fixture)).toEqual(held(before));
  });
});

describe('a payment that comes after the order was released', () => {
  it('is not fulfilled: the buyer is told to order again, the payment is refunded, holds stay given back', async () => {
    // the pause outlasts SHOP_PENDING_ORDER_SECONDS: the expiry job releases the order before
    // its payment page opens
    await instance().restart({
      env: { SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS: '14000', SHOP_PENDING_ORDER_SECONDS: '5' },
    });
    const fixture = await makeFixture(shop);
    const before = await readHolds(shop.db, fixture);
    const key = idem();
    const res = await place(fixture.body, key);
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('ORDER_EXPIRED');
    const row = (await orderRow(key)) as Record<string, unknown>;
    expect(row['status']).toBe('expired');
    expect(await readHolds(shop.db, fixture)).toEqual(before);
    // a payment notification arriving anyway is refunded, the order stays expired
    const late = await shop.notify({ order: String(row['id']), amount: Number(row['da_pagare']) });
    expect(late.body.outcome).toBe('refunded');
    const after = (await orderRow(key)) as Record<string, unknown>;
    expect(after['status']).toBe('expired');
    expect(after['esito_pagamento']).toBe('approved');
    const refunds = await shop
      .db('pagamenti_eventi')
      .where({ ordine: row['id'], tipo: 'rimborso' });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ stato: 'succeeded', importo: Number(row['da_pagare']) });
    // given back exactly once
    expect(await readHolds(shop.db, fixture)).toEqual(before);
    await instance().restart({ env: { SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS: '0' } });
  });
});
