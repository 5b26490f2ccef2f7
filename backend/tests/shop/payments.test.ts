// Hosted payments with the demo provider (API.md "Payment"): the checkout answers a pending order
// and the provider's page; the page's approve/decline deliver a signed notification over HTTP;
// notifications are verified, idempotent and reordering-safe; the expiry job and the
// administrators' sweep expire unpaid orders once; cancellations give back and refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT, Shop, START_TIMEOUT, errorCode, futureKey, idem, sid } from './helpers';

interface Order {
  id: string;
  numero: string;
  status: string;
  da_pagare: number;
  pagato_carta_regalo: number;
  scadenza: string | null;
  access_token?: string;
  pagamento: {
    provider: string;
    riferimento: string | null;
    esito: string | null;
    url: string | null;
    scadenza: string | null;
  };
  righe: Array<{ id: number; tipo: string; stato: string; quantita: number; totale: number }>;
  rimborsi: Array<{
    id: number;
    importo: number;
    stato: string;
    riferimento: string | null;
    righe: number[] | null;
  }>;
  emessi: { carte_regalo: Array<{ codice: string }>; abbonamenti: Array<{ id: number }> };
}

let shop: Shop;
let user: { id: string; token: string };
let organiser: { id: string; token: string };
let stranger: { id: string; token: string };
let product: number;
let gift: number;
let appointment: number;
let otherAppointment: number;
const slotKey = futureKey(30, '1100');
const otherKey = futureKey(30, '1200');

beforeAll(async () => {
  // a short payment window, so that the expiry job itself can be seen at work
  shop = await Shop.start({ SHOP_PENDING_ORDER_SECONDS: '6' });
  user = await shop.user('utente');
  organiser = await shop.user('organizzatore');
  stranger = await shop.user('organizzatore');
  product = (await shop.content('prodotti', { tipo_prodotto: 'carte', prezzo: 2000, stock: 100 }))
    .id;
  gift = (
    await shop.content('prodotti', {
      tipo_prodotto: 'carte',
      prezzo: 5000,
      tipo_carta: 'regalo',
      importo: 5000,
    })
  ).id;
  appointment = (
    await shop.content('appuntamenti', { prezzo: 1500, proprietario: organiser.id }, [
      { key: slotKey, capienza: 20 },
    ])
  ).id;
  otherAppointment = (
    await shop.content('appuntamenti', { prezzo: 1000 }, [{ key: otherKey, capienza: 20 }])
  ).id;
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

const place = (body: unknown, token: string | null = user.token, key = idem()) =>
  shop.post<Order>('/shop/checkout/ordini', body, token, { 'Idempotency-Key': key });
const read = async (id: string) => (await shop.get<Order>(`/shop/ordini/${id}`, shop.admin)).body;
const sold = async (id: number) =>
  Number((await shop.db('contenuti').where({ id }).first('venduti'))?.venduti);
const booked = async (contenuto: number) =>
  Number((await shop.db('date_puntuali').where({ contenuto }).first('prenotati'))?.prenotati ?? 0);
const cards = (q = 1, id = product) => ({
  prodotti: [{ key: 'c', id, tipo: 'carte', quantita: q }],
});
/** A product of the test's own, so that orders of other tests expiring meanwhile do not count. */
const fresh = async () =>
  (await shop.content('prodotti', { tipo_prodotto: 'carte', prezzo: 2000, stock: 100 })).id;

describe('checkout with the demo provider', () => {
  it('answers a pending order with the hosted page and its deadline', async () => {
    const res = await place(cards(2));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(res.body.pagamento).toMatchObject({ provider: 'demo', esito: null });
    expect(res.body.pagamento.url).toMatch(/\/shop\/pagamenti\/demo\/ds_[A-Za-z0-9_-]+$/);
    expect(Date.parse(res.body.scadenza ?? '')).toBeGreaterThan(Date.now());
    expect(res.body.rimborsi).toEqual([]);
    expect(res.body.righe.every((r) => r.stato === 'active')).toBe(true);
    expect(await sold(product)).toBeGreaterThanOrEqual(2);
  });

  it('serves an accessible demo page in the order language, and approve pays', async () => {
    const res = await place({ ...cards(1), locale: 'fr' });
    const page = await fetch(res.body.pagamento.url as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Paiement de démonstration');
    expect(html).toContain('aucun argent');
    expect(html).toContain(res.body.numero);
    expect(html).toMatch(/<button type="submit" class="approve" name="esito" value="approve">/);
    expect(html).toContain('focus-visible');
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] as string;
    const post = await fetch(res.body.pagamento.url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, esito: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe(`${STOREFRONT}/fr/checkout/success/${res.body.id}`);
    const paid = await read(res.body.id);
    expect(paid.status).toBe('paid');
    expect(paid.pagamento).toMatchObject({ esito: 'approved', url: null });
    expect(paid.pagamento.riferimento).toMatch(/^demo-pay-/);
    // the page of a paid order has no buttons any more
    expect(await (await fetch(res.body.pagamento.url as string)).text()).not.toContain('<button');
    // a forged form token is refused
    const forged = await fetch(res.body.pagamento.url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=nope&esito=approve',
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
  });

  it('decline fails the order and gives everything back; guests return with their token', async () => {
    const own = await fresh();
    const res = await place(
      { ...cards(3, own), email: 'ospite@example.com', locale: 'en' },
      shop.guest,
    );
    expect(res.body.access_token).toBeTruthy();
    expect(await sold(own)).toBe(3);
    const html = await (await fetch(res.body.pagamento.url as string)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      `href="${STOREFRONT}/en/checkout/success/${res.body.id}?token=${res.body.access_token}&amp;esito=annullato"`,
    );
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] as string;
    const post = await fetch(res.body.pagamento.url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, esito: 'decline' }).toString(),
      redirect: 'manual',
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe(
      `${STOREFRONT}/en/checkout/success/${res.body.id}?token=${res.body.access_token}`,
    );
    const failed = await shop.get<Order>(
      `/shop/ordini/${res.body.id}?token=${res.body.access_token}`,
    );
    expect(failed.body).toMatchObject({ status: 'failed', pagamento: { esito: 'declined' } });
    expect(await sold(own)).toBe(0);
  });

  it('is paid at once when a gift card covers it', async () => {
    const bought = await shop.checkout<Order>(
      { prodotti: [{ key: 'g', id: gift, tipo: 'carte', quantita: 1 }] },
      user.token,
    );
    const code = bought.body.emessi.carte_regalo[0]?.codice as string;
    const res = await place({ ...cards(1), carta_regalo: code });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'paid', da_pagare: 0, pagato_carta_regalo: 2000 });
    expect(res.body.pagamento.url).toBeNull();
  });
});

describe('notifications', () => {
  it('refuses a bad signature, a stale one and a wrong secret with 400', async () => {
    const res = await place(cards(1));
    const raw = JSON.stringify({
      id: 'evt_bad',
      type: 'payment.succeeded',
      order: res.body.id,
      amount: res.body.da_pagare,
      currency: 'EUR',
    });
    const bad = await shop.post('/shop/pagamenti/notifiche/demo', raw, null, {
      'demo-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect(bad.status).toBe(400);
    expect(errorCode(bad.body)).toBe('INVALID_SIGNATURE');
    const none = await shop.post('/shop/pagamenti/notifiche/demo', raw, null);
    expect(none.status).toBe(400);
    const stale = await shop.notify(
      { id: 'evt_stale', order: res.body.id, amount: res.body.da_pagare },
      { t: Math.floor(Date.now() / 1000) - 1000 },
    );
    expect(stale.status).toBe(400);
    const wrong = await shop.notify(
      { id: 'evt_wrong', order: res.body.id, amount: res.body.da_pagare },
      { secret: 'another-secret' },
    );
    expect(wrong.status).toBe(400);
    expect((await shop.post('/shop/pagamenti/notifiche/stripe', raw, null)).status).toBe(404);
    expect((await read(res.body.id)).status).toBe('pending');
  });

  it('applies a duplicate once and never lets a late failed undo paid', async () => {
    const res = await place(cards(1));
    const event = { id: `evt_dup_${res.body.id}`, order: res.body.id, amount: res.body.da_pagare };
    expect((await shop.notify(event)).body.outcome).toBe('paid');
    expect((await shop.notify(event)).body.outcome).toBe('duplicate');
    const late = await shop.notify({ ...event, id: 'evt_late_failed', type: 'payment.failed' });
    expect(late.body.outcome).toBe('unchanged');
    const o = await read(res.body.id);
    expect(o.status).toBe('paid');
    expect(
      Number(
        (
          await shop
            .db('pagamenti_eventi')
            .where({ ordine: res.body.id, tipo: 'notifica' })
            .count({ n: '*' })
            .first()
        )?.n,
      ),
    ).toBe(2);
  });

  it('flags an amount or currency that does not match for review', async () => {
    const a = await place(cards(1));
    expect(
      (await shop.notify({ order: a.body.id, amount: a.body.da_pagare - 1 })).body.outcome,
    ).toBe('review');
    const b = await place(cards(1));
    expect(
      (await shop.notify({ order: b.body.id, amount: b.body.da_pagare, currency: 'USD' })).body
        .outcome,
    ).toBe('review');
    expect((await read(a.body.id)).status).toBe('review');
    expect((await read(b.body.id)).status).toBe('review');
  });

  it('keeps an order paid after its expiry expired and refunds the payment', async () => {
    const own = (await shop.content('prodotti', { tipo_prodotto: 'carte', prezzo: 700, stock: 5 }))
      .id;
    const before = await sold(own);
    const res = await place({ prodotti: [{ key: 'o', id: own, tipo: 'carte', quantita: 2 }] });
    expect(await sold(own)).toBe(before + 2);
    // the expiry job of the process (6 s payment window) expires it
    for (let i = 0; i < 60 && (await read(res.body.id)).status === 'pending'; i += 1)
      await new Promise((r) => setTimeout(r, 500));
    expect((await read(res.body.id)).status).toBe('expired');
    expect(await sold(own)).toBe(before);
    const late = await shop.notify({ order: res.body.id, amount: res.body.da_pagare });
    expect(late.body.outcome).toBe('refunded');
    const o = await read(res.body.id);
    expect(o.status).toBe('expired');
    expect(o.rimborsi).toHaveLength(1);
    expect(o.rimborsi[0]).toMatchObject({ importo: res.body.da_pagare, stato: 'succeeded' });
    expect(o.rimborsi[0]?.riferimento).toMatch(/^demo-refund-/);
    expect(await sold(own)).toBe(before);
  });

  it('gives one paid order for 50 parallel checkout retries and 200 parallel duplicate notifications', async () => {
    const own = await fresh();
    const key = idem();
    const retries = await Promise.all(
      Array.from({ length: 50 }, () => place(cards(1, own), user.token, key)),
    );
    const ids = new Set(retries.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(retries.filter((r) => r.status === 201)).toHaveLength(1);
    expect(retries.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    const id = [...ids][0] as string;
    const amount = retries[0]?.body.da_pagare as number;
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => shop.notify({ id: `evt_storm_${id}`, order: id, amount })),
    );
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.body.outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o.body.outcome === 'duplicate')).toHaveLength(199);
    const o = await read(id);
    expect(o.status).toBe('paid');
    expect(await sold(own)).toBe(1);
    expect(
      Number(
        (await shop.db('ordini').where({ idempotency_key: key }).count({ n: '*' }).first())?.n,
      ),
    ).toBe(1);
  });
});

describe('cancellation', () => {
  /** Two appointments, each with an admitted queue session of the buyer. */
  const appointments = async () => {
    const s1 = sid('p1');
    const s2 = sid('p2');
    for (const [key, session, posti] of [
      [slotKey, s1, 2],
      [otherKey, s2, 1],
    ] as const) {
      const r = await shop.post<{ admitted: boolean }>(
        '/shop/queue/register',
        { data_appuntamento: key, session_id: session, posti },
        user.token,
      );
      expect(r.body.admitted).toBe(true);
    }
    return {
      prodotti: [
        {
          key: 'a',
          id: appointment,
          tipo: 'appuntamenti',
          data: slotKey,
          sessione: s1,
          quantita: 2,
        },
        {
          key: 'b',
          id: otherAppointment,
          tipo: 'appuntamenti',
          data: otherKey,
          sessione: s2,
          quantita: 1,
        },
      ],
    };
  };

  it('refuses guests, buyers, unpaid orders and unknown lines', async () => {
    const pending = await place(cards(1));
    expect(
      (await shop.post(`/shop/ordini/${pending.body.id}/annulla`, {}, shop.guest)).status,
    ).toBe(401);
    expect(
      (await shop.post(`/shop/ordini/${pending.body.id}/annulla`, {}, user.token)).status,
    ).toBe(403);
    const notPaid = await shop.post(`/shop/ordini/${pending.body.id}/annulla`, {}, shop.admin);
    expect(notPaid.status).toBe(409);
    expect(errorCode(notPaid.body)).toBe('ORDER_NOT_CANCELLABLE');
    expect(
      (await shop.post('/shop/ordini/00000000-0000-4000-8000-000000000000/annulla', {}, shop.admin))
        .status,
    ).toBe(404);
    const paid = await shop.checkout<Order>(cards(1), user.token);
    const unknown = await shop.post(
      `/shop/ordini/${paid.body.id}/annulla`,
      { righe: [999999] },
      shop.admin,
    );
    expect(unknown.status).toBe(422);
    expect(errorCode(unknown.body)).toBe('INVALID_PAYLOAD');
    const bad = await shop.post(`/shop/ordini/${paid.body.id}/annulla`, { righe: 'x' }, shop.admin);
    expect(bad.status).toBe(400);
  });

  it('lets an admin cancel a whole order: everything back, issued items void, refunded', async () => {
    const own = await fresh();
    const res = await shop.checkout<Order>(
      {
        prodotti: [
          { key: 'c', id: own, tipo: 'carte', quantita: 2 },
          { key: 'g', id: gift, tipo: 'carte', quantita: 1 },
        ],
      },
      user.token,
    );
    expect(res.body.status).toBe('paid');
    const code = res.body.emessi.carte_regalo[0]?.codice as string;
    const cancelled = await shop.post<Order>(
      `/shop/ordini/${res.body.id}/annulla`,
      { motivo: 'evento annullato' },
      shop.admin,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('refunded');
    expect(cancelled.body.righe.every((r) => r.stato === 'cancelled')).toBe(true);
    expect(cancelled.body.rimborsi).toHaveLength(1);
    expect(cancelled.body.rimborsi[0]).toMatchObject({
      importo: res.body.da_pagare,
      stato: 'succeeded',
      righe: null,
    });
    expect(await sold(own)).toBe(0);
    const card = await shop.db('carte_regalo').where({ codice: code }).first('attiva');
    expect(Boolean(Number(card?.attiva))).toBe(false);
    const again = await shop.post(`/shop/ordini/${res.body.id}/annulla`, {}, shop.admin);
    expect(again.status).toBe(409);
  });

  it('lets an organiser cancel lines of their own appointments only', async () => {
    const res = await shop.checkout<Order>(await appointments(), user.token);
    expect(res.body.status).toBe('paid');
    expect(await booked(appointment)).toBe(2);
    const mine = res.body.righe.find((r) => r.quantita === 2) as Order['righe'][number];
    const theirs = res.body.righe.find((r) => r.quantita === 1) as Order['righe'][number];
    const url = `/shop/ordini/${res.body.id}/annulla`;
    expect((await shop.post(url, { righe: [mine.id] }, stranger.token)).status).toBe(403);
    expect((await shop.post(url, { righe: [theirs.id] }, organiser.token)).status).toBe(403);
    expect((await shop.post(url, {}, organiser.token)).status).toBe(403);
    const partial = await shop.post<Order>(url, { righe: [mine.id] }, organiser.token);
    expect(partial.status).toBe(200);
    expect(partial.body.status).toBe('paid');
    expect(partial.body.righe.find((r) => r.id === mine.id)?.stato).toBe('cancelled');
    expect(partial.body.righe.find((r) => r.id === theirs.id)?.stato).toBe('active');
    expect(partial.body.rimborsi).toHaveLength(1);
    expect(partial.body.rimborsi[0]).toMatchObject({
      importo: mine.totale,
      stato: 'succeeded',
      righe: [mine.id],
    });
    expect(await booked(appointment)).toBe(0);
    expect(await booked(otherAppointment)).toBe(1);
    const bookings = await shop.db('prenotazioni').where({ ordine: res.body.id }).orderBy('id');
    expect(bookings.map((b: { stato: string }) => b.stato)).toEqual(['annullata', 'confermata']);
    // the same line twice: not an active line any more
    expect((await shop.post(url, { righe: [mine.id] }, organiser.token)).status).toBe(422);
    // the admin cancels the rest: the order is cancelled and refunded for what is left
    const rest = await shop.post<Order>(url, {}, shop.admin);
    expect(rest.body.status).toBe('refunded');
    expect(rest.body.rimborsi.map((r) => r.importo)).toEqual([mine.totale, theirs.totale]);
    expect(await booked(otherAppointment)).toBe(0);
  });

  it('cancels from the admin app through the "Annulla ordine" manual flow', async () => {
    const res = await shop.checkout<Order>(cards(1, await fresh()), user.token);
    expect(res.body.status).toBe('paid');
    const flows = await shop
      .db('directus_flows')
      .where({ status: 'active' })
      .select('id', 'name', 'trigger');
    // the core tier allows 5 active flows
    expect(flows.length).toBeLessThanOrEqual(5);
    const flow = flows.find((f: { name: string }) => f.name === 'Annulla ordine');
    expect(flow).toMatchObject({ trigger: 'manual' });
    const run = await shop.post(
      `/flows/trigger/${flow.id}`,
      { collection: 'ordini', keys: [res.body.id], motivo: 'doppio acquisto' },
      shop.admin,
    );
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    // the cancellation runs once the request row is written
    for (let i = 0; i < 40 && (await read(res.body.id)).status === 'paid'; i += 1)
      await new Promise((r) => setTimeout(r, 250));
    const o = await read(res.body.id);
    expect(o.status).toBe('refunded');
    expect(o.rimborsi).toHaveLength(1);
    const request = await shop
      .db('pagamenti_eventi')
      .where({ ordine: res.body.id, tipo: 'richiesta' });
    expect(request).toHaveLength(1);
    expect(request[0]).toMatchObject({ stato: 'refunded', motivo: 'doppio acquisto' });
    // an order that is no longer paid: the request records the refusal
    await shop.post(
      `/flows/trigger/${flow.id}`,
      { collection: 'ordini', keys: [res.body.id] },
      shop.admin,
    );
    let refused: Array<{ stato: string }> = [];
    for (let i = 0; i < 40; i += 1) {
      refused = await shop
        .db('pagamenti_eventi')
        .where({ ordine: res.body.id, tipo: 'richiesta' })
        .orderBy('id');
      if (refused[1]?.stato && refused[1].stato !== 'requested') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(refused[1]?.stato).toBe('ORDER_NOT_CANCEL'.slice(0, 16));
    expect((await read(res.body.id)).rimborsi).toHaveLength(1);
  });
});
