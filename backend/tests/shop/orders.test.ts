import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shop, START_TIMEOUT, errorCode, futureKey, idem, sid } from './helpers';

interface Order {
  id: string;
  status: string;
  totale: number;
  da_pagare: number;
  pagato_carta_regalo: number;
  access_token?: string;
  righe: Array<{ tipo: string; quantita: number; totale: number }>;
  emessi: {
    carte_regalo: Array<{ codice: string; saldo: number }>;
    prenotazioni: unknown[];
    abbonamenti: unknown[];
  };
}

let shop: Shop;
let user: { id: string; token: string; email: string };
let other: { id: string; token: string };
let card: number;
let gift: number;
let pass: number;
let appointment: number;
const slotKey = futureKey(25, '1500');

beforeAll(async () => {
  shop = await Shop.start();
  user = await shop.user('utente');
  other = await shop.user('utente');
  card = (
    await shop.content('prodotti', {
      tipo_prodotto: 'carte',
      prezzo: 3000,
      stock: 3,
      tipo_carta: 'altro',
    })
  ).id;
  gift = (
    await shop.content('prodotti', {
      tipo_prodotto: 'carte',
      prezzo: 5000,
      tipo_carta: 'regalo',
      importo: 5000,
    })
  ).id;
  pass = (
    await shop.content('prodotti', {
      tipo_prodotto: 'abbonamenti_athena',
      prezzo: 12000,
      durata_giorni: 365,
    })
  ).id;
  appointment = (
    await shop.content('appuntamenti', { prezzo: 1000 }, [{ key: slotKey, capienza: 1 }])
  ).id;
  await shop.create('codici_promo', {
    codice: 'UNO',
    sconto_percentuale: 50,
    attivo: true,
    max_usi: 1,
  });
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

/** A checkout paid through the demo provider's signed notification. */
const order = (body: unknown, token: string | null, key = idem()) =>
  shop.checkout<Order>(body, token, key);
const sold = async (id: number) =>
  Number((await shop.db('contenuti').where({ id }).first('venduti'))?.venduti);

describe('orders', () => {
  it('creates a paid order with server prices and issues what it sold', async () => {
    const res = await order(
      {
        prodotti: [
          { key: 'c', id: card, tipo: 'carte', quantita: 2, prezzo: 1 },
          { key: 'g', id: gift, tipo: 'carte_regalate', email: 'amica@example.com', quantita: 1 },
          {
            key: 'p',
            id: pass,
            tipo: 'abbonamenti_athena',
            intestatario: { first_name: 'Ada', last_name: 'Rossi', data_di_nascita: '1990-05-01' },
            quantita: 1,
          },
        ],
      },
      user.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'paid',
      totale: 3000 * 2 + 5000 + 12000,
      da_pagare: 23000,
    });
    expect(res.body.righe.map((r) => [r.tipo, r.quantita, r.totale])).toEqual([
      ['carte', 2, 6000],
      ['carte_regalate', 1, 5000],
      ['abbonamenti_athena', 1, 12000],
    ]);
    expect(res.body.emessi.carte_regalo[0]?.saldo).toBe(5000);
    expect(res.body.emessi.abbonamenti).toHaveLength(1);
    expect(await sold(card)).toBe(2);

    const read = await shop.get<Order>(`/shop/ordini/${res.body.id}`, user.token);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(res.body.id);
    expect((await shop.get(`/shop/ordini/${res.body.id}`, other.token)).status).toBe(404);
    const mine = await shop.get<Order[]>('/shop/me/ordini', user.token);
    expect(mine.body.map((o) => o.id)).toContain(res.body.id);
    expect((await shop.get<Order[]>('/shop/me/ordini', other.token)).body).toEqual([]);
    expect((await shop.get('/shop/me/ordini')).status).toBe(401);
    const passes = await shop.get<Array<{ first_name: string }>>(
      '/shop/me/abbonamenti',
      user.token,
    );
    expect(passes.body[0]?.first_name).toBe('Ada');
  });

  it('makes one order for parallel retries with one idempotency key', async () => {
    const key = idem();
    const body = { prodotti: [{ key: 'g', id: gift, tipo: 'carte', quantita: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.post<Order>('/shop/checkout/ordini', body, user.token, { 'Idempotency-Key': key }),
      ),
    );
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      Number(
        (await shop.db('ordini').where({ idempotency_key: key }).count({ n: '*' }).first())?.n,
      ),
    ).toBe(1);
    const reused = await order(
      { prodotti: [{ key: 'g', id: card, tipo: 'carte', quantita: 1 }] },
      user.token,
      key,
    );
    expect(reused.status).toBe(409);
    expect(errorCode(reused.body)).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherUser = await order(body, other.token, key);
    expect(otherUser.status).toBe(409);
  });

  it('refuses lines beyond the stock and changes nothing', async () => {
    const ordersBefore = Number((await shop.db('ordini').count({ n: '*' }).first())?.n);
    const res = await order(
      { prodotti: [{ key: 'c', id: card, tipo: 'carte', quantita: 2 }] },
      user.token,
    );
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('CHECKOUT_REJECTED');
    expect(
      (res.body as unknown as { errors: Array<{ extensions: { line_code: string; key: string } }> })
        .errors[0]?.extensions,
    ).toMatchObject({ line_code: 'SOLD_OUT', key: 'c' });
    expect(await sold(card)).toBe(2);
    expect(Number((await shop.db('ordini').count({ n: '*' }).first())?.n)).toBe(ordersBefore);
  });

  it('gives back stock and promo use when the payment is declined', async () => {
    const res = await shop.checkout<Order>(
      { prodotti: [{ key: 'c', id: card, tipo: 'carte', quantita: 1 }], codice: 'UNO' },
      user.token,
      idem(),
      'payment.failed',
    );
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('failed');
    expect(await sold(card)).toBe(2);
    expect(Number((await shop.db('codici_promo').where({ codice: 'UNO' }).first('usi'))?.usi)).toBe(
      0,
    );
    // the promo code is still usable, once
    const ok = await order(
      { prodotti: [{ key: 'c', id: card, tipo: 'carte', quantita: 1 }], codice: 'UNO' },
      user.token,
    );
    expect(ok.status).toBe(201);
    expect(ok.body.da_pagare).toBe(1500);
    const again = await order(
      { prodotti: [{ key: 'g', id: gift, tipo: 'carte', quantita: 1 }], codice: 'UNO' },
      user.token,
    );
    expect(again.status).toBe(422);
    expect(errorCode(again.body)).toBe('PROMO_EXHAUSTED');
  });

  it('pays with a gift card balance', async () => {
    const bought = await order(
      { prodotti: [{ key: 'g', id: gift, tipo: 'carte', quantita: 1 }] },
      user.token,
    );
    const code = bought.body.emessi.carte_regalo[0]?.codice as string;
    const paid = await order(
      {
        prodotti: [
          {
            key: 'p',
            id: pass,
            tipo: 'abbonamenti_athena',
            intestatario: { first_name: 'Bo', last_name: 'Bi', data_di_nascita: '2000-01-01' },
          },
        ],
        carta_regalo: code,
      },
      user.token,
    );
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ pagato_carta_regalo: 5000, da_pagare: 7000 });
    expect(
      Number((await shop.db('carte_regalo').where({ codice: code }).first('saldo'))?.saldo),
    ).toBe(0);
    const empty = await order(
      { prodotti: [{ key: 'g', id: gift, tipo: 'carte', quantita: 1 }], carta_regalo: code },
      user.token,
    );
    expect(empty.status).toBe(422);
    expect(errorCode(empty.body)).toBe('GIFT_CARD_INSUFFICIENT');
    const unknown = await order(
      { prodotti: [{ key: 'g', id: gift, tipo: 'carte', quantita: 1 }], carta_regalo: 'NOPE' },
      user.token,
    );
    expect(errorCode(unknown.body)).toBe('GIFT_CARD_NOT_FOUND');
  });

  it('books an appointment with an admitted queue session and converts it', async () => {
    const s1 = sid('o1');
    const s2 = sid('o2');
    const r1 = await shop.post<{ admitted: boolean }>(
      '/shop/queue/register',
      { data_appuntamento: slotKey, session_id: s1 },
      user.token,
    );
    const r2 = await shop.post<{ admitted: boolean; position: number }>(
      '/shop/queue/register',
      { data_appuntamento: slotKey, session_id: s2 },
      other.token,
    );
    expect(r1.body.admitted).toBe(true);
    expect(r2.body.position).toBe(1);
    const waiting = await order(
      {
        prodotti: [
          { key: 'a', id: appointment, tipo: 'appuntamenti', data: slotKey, sessione: s2 },
        ],
      },
      other.token,
    );
    expect(waiting.status).toBe(409);
    expect(
      (waiting.body as unknown as { errors: Array<{ extensions: { line_code: string } }> })
        .errors[0]?.extensions.line_code,
    ).toBe('SESSION_INVALID');
    const booked = await order(
      {
        prodotti: [
          { key: 'a', id: appointment, tipo: 'appuntamenti', data: slotKey, sessione: s1 },
        ],
      },
      user.token,
    );
    expect(booked.status).toBe(201);
    expect(booked.body.emessi.prenotazioni).toHaveLength(1);
    expect(
      (await shop.post<{ status: string }>('/shop/queue/convert', { session_id: s1 })).body.status,
    ).toBe('converted');
    expect(
      (await shop.post<{ status: string }>('/shop/queue/status', { session_id: s2 })).body.status,
    ).toBe('skip');
    const bookings = await shop.get<Array<{ tipo: string; data: string; stato: string }>>(
      '/shop/me/prenotazioni',
      user.token,
    );
    expect(bookings.body[0]).toMatchObject({
      tipo: 'appuntamenti',
      data: slotKey,
      stato: 'confermata',
    });
  });

  it('lets a guest read the order with its access token only', async () => {
    const res = await order(
      {
        prodotti: [{ key: 'g', id: gift, tipo: 'carte', quantita: 1 }],
        email: 'ospite@example.com',
      },
      shop.guest,
    );
    expect(res.status).toBe(201);
    expect(res.body.access_token).toBeTruthy();
    expect((await shop.get(`/shop/ordini/${res.body.id}`)).status).toBe(404);
    expect(
      (await shop.get(`/shop/ordini/${res.body.id}?token=${res.body.access_token}`)).status,
    ).toBe(200);
    expect((await shop.get(`/shop/ordini/${res.body.id}?token=wrong`)).status).toBe(404);
    expect((await shop.get('/shop/ordini/not-a-uuid', user.token)).status).toBe(404);
  });

  it('expires an order left pending and gives back what it took, once', async () => {
    const limited = (
      await shop.content('prodotti', { tipo_prodotto: 'carte', prezzo: 1000, stock: 10 })
    ).id;
    const res = await shop.post<Order>(
      '/shop/checkout/ordini',
      { prodotti: [{ key: 'c', id: limited, tipo: 'carte', quantita: 2 }] },
      user.token,
      { 'Idempotency-Key': idem() },
    );
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(await sold(limited)).toBe(2);
    expect(
      (await shop.post('/shop/admin/sweep', { older_than_seconds: 0 }, user.token)).status,
    ).toBe(403);
    const swept = await Promise.all(
      Array.from({ length: 3 }, () =>
        shop.post<{ expired: number }>('/shop/admin/sweep', { older_than_seconds: 0 }, shop.admin),
      ),
    );
    expect(swept.reduce((n, s) => n + s.body.expired, 0)).toBeGreaterThanOrEqual(1);
    expect((await shop.get<Order>(`/shop/ordini/${res.body.id}`, user.token)).body.status).toBe(
      'expired',
    );
    expect(await sold(limited)).toBe(0);
    expect(
      (
        await shop.post<{ expired: number }>(
          '/shop/admin/sweep',
          { older_than_seconds: 0 },
          shop.admin,
        )
      ).body.expired,
    ).toBe(0);
  });

  it('refuses bad requests with clear errors', async () => {
    const before = Number((await shop.db('ordini').count({ n: '*' }).first())?.n);
    const noKey = await shop.post(
      '/shop/checkout/ordini',
      { prodotti: [{ id: gift, tipo: 'carte' }] },
      user.token,
    );
    expect(noKey.status).toBe(400);
    expect(errorCode(noKey.body)).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const cases: Array<[unknown, number, string]> = [
      [{ prodotti: [] }, 422, 'CART_EMPTY'],
      [{ prodotti: 'x' }, 400, 'INVALID_PAYLOAD'],
      [{ prodotti: [{ id: gift, tipo: 'carte', quantita: 0 }] }, 400, 'INVALID_PAYLOAD'],
      [{ prodotti: [{ id: gift, tipo: 'carte', quantita: '2' }] }, 400, 'INVALID_PAYLOAD'],
      [{ prodotti: [{ id: gift, tipo: 'carte' }], email: 'nope' }, 400, 'INVALID_PAYLOAD'],
      [
        { prodotti: [{ id: gift, tipo: 'carte' }], pagamento: { provider: 'unknown' } },
        400,
        'INVALID_PAYLOAD',
      ],
      [
        { prodotti: [{ id: gift, tipo: 'carte' }], pagamento: { carta: '4242424242424242' } },
        400,
        'INVALID_PAYLOAD',
      ],
      [
        { prodotti: [{ id: gift, tipo: 'carte' }], carta: '4242424242424242' },
        400,
        'INVALID_PAYLOAD',
      ],
      [{ prodotti: [{ id: 424242, tipo: 'carte' }] }, 409, 'CHECKOUT_REJECTED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await order(body, user.token);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(errorCode(res.body)).toBe(code);
    }
    const guestNoEmail = await order({ prodotti: [{ id: gift, tipo: 'carte' }] }, shop.guest);
    expect(guestNoEmail.status).toBe(400);
    expect(Number((await shop.db('ordini').count({ n: '*' }).first())?.n)).toBe(before);
  });
});
