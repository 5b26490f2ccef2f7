import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shop, START_TIMEOUT, errorCode, futureKey, sid } from './helpers';

interface Listing {
  id: number;
  status: string;
  proprietario: string;
  telefono?: string;
  slots?: Array<{ id: number; data: string; capacita: number; prenotati: number }>;
}

let shop: Shop;
let outdoor: { id: string; token: string };
let outdoor2: { id: string; token: string };
let organiser: { id: string; token: string };
let organiser2: { id: string; token: string };
let plain: { id: string; token: string };

beforeAll(async () => {
  shop = await Shop.start();
  outdoor = await shop.user('operatore_outdoor');
  outdoor2 = await shop.user('operatore_outdoor');
  organiser = await shop.user('organizzatore');
  organiser2 = await shop.user('organizzatore');
  plain = await shop.user('utente');
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

const listing = (titolo: string, extra = {}) => ({
  translations: [{ languages_code: 'it', titolo, slug: `operatori_outdoor/${titolo}` }],
  telefono: '011 123',
  ...extra,
});

describe('operators', () => {
  it('create, list and edit only their own listings, as drafts or in review', async () => {
    const created = await shop.post<Listing>(
      '/shop/operatori/outdoor',
      listing('kayak'),
      outdoor.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      proprietario: outdoor.id,
      telefono: '011 123',
    });
    const id = created.body.id;
    expect(
      (await shop.get<Listing[]>('/shop/operatori/outdoor', outdoor.token)).body.map((l) => l.id),
    ).toEqual([id]);
    expect((await shop.get<Listing[]>('/shop/operatori/outdoor', outdoor2.token)).body).toEqual([]);
    expect((await shop.get(`/shop/operatori/outdoor/${id}`, outdoor2.token)).status).toBe(404);

    const review = await shop.call<Listing>(
      'PATCH',
      `/shop/operatori/outdoor/${id}`,
      { status: 'in_review', telefono: '011 999' },
      outdoor.token,
    );
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ status: 'in_review', telefono: '011 999' });
    const publish = await shop.call(
      'PATCH',
      `/shop/operatori/outdoor/${id}`,
      { status: 'published' },
      outdoor.token,
    );
    expect(publish.status).toBe(403);
    const foreign = await shop.call(
      'PATCH',
      `/shop/operatori/outdoor/${id}`,
      { telefono: 'x' },
      outdoor2.token,
    );
    expect(foreign.status).toBe(403);
    expect((await shop.db('contenuti').where({ id }).first('telefono'))?.telefono).toBe('011 999');

    // an edit of a published listing sends it back to review
    await shop.db('contenuti').where({ id }).update({ status: 'published' });
    const edited = await shop.call<Listing>(
      'PATCH',
      `/shop/operatori/outdoor/${id}`,
      { telefono: '011 555' },
      outdoor.token,
    );
    expect(edited.body.status).toBe('in_review');
  });

  it('refuses other roles, unknown kinds and bad input', async () => {
    expect((await shop.get('/shop/operatori/outdoor', plain.token)).status).toBe(403);
    expect((await shop.get('/shop/operatori/incoming', outdoor.token)).status).toBe(403);
    expect((await shop.get('/shop/operatori/outdoor')).status).toBe(401);
    expect((await shop.get('/shop/operatori/nautica', outdoor.token)).status).toBe(404);
    const before = Number((await shop.db('contenuti').count({ n: '*' }).first())?.n);
    const cases: unknown[] = [
      {},
      { translations: 'x' },
      listing('a', { email: 'not-an-email' }),
      listing('b', { luogo: 'qui' }),
      { translations: [{ languages_code: 'de', titolo: 'x' }] },
    ];
    for (const body of cases) {
      const res = await shop.post('/shop/operatori/outdoor', body, outdoor.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res.body)).toBe('INVALID_PAYLOAD');
    }
    expect(Number((await shop.db('contenuti').count({ n: '*' }).first())?.n)).toBe(before);
  });

  it('organisers manage slots and see bookings and queue of their appointments only', async () => {
    const k1 = futureKey(40, '1000');
    const k2 = futureKey(41, '1000');
    const created = await shop.post<Listing>(
      '/shop/operatori/appuntamenti',
      {
        ...listing('visita-studio'),
        prezzo: 0,
        slots: [
          { data: k1, capacita: 1 },
          { data: k2, capacita: 5 },
        ],
      },
      organiser.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.slots?.map((s) => [s.data, s.capacita])).toEqual([
      [k1, 1],
      [k2, 5],
    ]);
    const id = created.body.id;
    await shop.db('contenuti').where({ id }).update({ status: 'published' });
    const s1 = sid('org');
    const s2 = sid('org');
    await shop.post('/shop/queue/register', {
      data_appuntamento: k1,
      session_id: s1,
      appuntamento: id,
    });
    await shop.post('/shop/queue/register', {
      data_appuntamento: k1,
      session_id: s2,
      appuntamento: id,
    });
    const ord = await shop.checkout<{ status: string }>(
      {
        prodotti: [{ key: 'a', id, tipo: 'appuntamenti', data: k1, sessione: s1 }],
        email: 'visitatore@example.com',
      },
      shop.guest,
    );
    expect(ord.status).toBe(201);
    expect(ord.body.status).toBe('paid');

    const view = await shop.get<{
      slots: Array<{
        data: string;
        prenotati: number;
        prenotazioni: Array<{ email: string }>;
        coda: Array<{ session_id: string; status: string }>;
      }>;
    }>(`/shop/operatori/appuntamenti/${id}/prenotazioni`, organiser.token);
    expect(view.status).toBe(200);
    const slot = view.body.slots.find((s) => s.data === k1);
    expect(slot?.prenotati).toBe(1);
    expect(slot?.prenotazioni[0]?.email).toBe('visitatore@example.com');
    expect(slot?.coda.map((c) => c.session_id)).toEqual([s1, s2]);
    expect(
      (await shop.get(`/shop/operatori/appuntamenti/${id}/prenotazioni`, organiser2.token)).status,
    ).toBe(404);

    // capacity cannot go below what is booked; a slot with bookings cannot be removed
    const slots = created.body.slots ?? [];
    const below = await shop.call(
      'PATCH',
      `/shop/operatori/appuntamenti/${id}`,
      {
        slots: [
          { id: slots[0]?.id, data: k1, capacita: 0 },
          { id: slots[1]?.id, data: k2, capacita: 5 },
        ],
      },
      organiser.token,
    );
    expect(below.status).toBe(409);
    expect(errorCode(below.body)).toBe('CAPACITY_BELOW_BOOKED');
    const removed = await shop.call(
      'PATCH',
      `/shop/operatori/appuntamenti/${id}`,
      { slots: [{ id: slots[1]?.id, data: k2, capacita: 6 }] },
      organiser.token,
    );
    expect(errorCode(removed.body)).toBe('SLOT_HAS_BOOKINGS');
    // a slot without bookings can be removed, and new ones added
    const trimmed = await shop.call<Listing>(
      'PATCH',
      `/shop/operatori/appuntamenti/${id}`,
      { slots: [{ id: slots[0]?.id, data: k1, capacita: 3 }] },
      organiser.token,
    );
    expect(trimmed.status).toBe(200);
    expect(trimmed.body.slots?.map((s) => s.data)).toEqual([k1]);
    const grown = await shop.call<Listing>(
      'PATCH',
      `/shop/operatori/appuntamenti/${id}`,
      {
        slots: [
          { id: slots[0]?.id, data: k1, capacita: 3 },
          { data: k2, capacita: 6 },
        ],
      },
      organiser.token,
    );
    expect(grown.status).toBe(200);
    expect(grown.body.slots?.map((s) => s.capacita)).toEqual([3, 6]);
    expect(
      (
        await shop.call(
          'PATCH',
          `/shop/operatori/appuntamenti/${id}`,
          { slots: [{ data: k2, capacita: 1 }] },
          organiser2.token,
        )
      ).status,
    ).toBe(403);
  });

  it('bookings carry their order and line; the organiser cancels one with them', async () => {
    const k1 = futureKey(42, '1000');
    const created = await shop.post<Listing>(
      '/shop/operatori/appuntamenti',
      { ...listing('visita-annullabile'), prezzo: 2500, slots: [{ data: k1, capacita: 4 }] },
      organiser.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    await shop.db('contenuti').where({ id }).update({ status: 'published' });
    const buyer = await shop.user('utente');
    const s1 = sid('cancel');
    const queued = await shop.post<{ admitted: boolean }>(
      '/shop/queue/register',
      { data_appuntamento: k1, session_id: s1, appuntamento: id, posti: 2 },
      buyer.token,
    );
    expect(queued.body.admitted).toBe(true);
    const ord = await shop.checkout<{ id: string; status: string; da_pagare: number }>(
      {
        prodotti: [{ key: 'a', id, tipo: 'appuntamenti', data: k1, sessione: s1, quantita: 2 }],
      },
      buyer.token,
    );
    expect(ord.status, JSON.stringify(ord.body)).toBe(201);
    expect(ord.body.status).toBe('paid');
    expect(ord.body.da_pagare).toBe(5000);
    const lineIds = (
      (await shop.db('ordini_righe').where({ ordine: ord.body.id }).select('id')) as Array<{
        id: number;
      }>
    ).map((l) => Number(l.id));
    expect(lineIds).toHaveLength(1);

    interface Booking {
      id: number;
      stato: string;
      ordine: string | null;
      ordine_stato: string | null;
      righe: number[];
      annullabile: boolean;
      rimborso: number | null;
    }
    const bookingsOf = async (token: string) =>
      (
        await shop.get<{ slots: Array<{ data: string; prenotazioni: Booking[] }> }>(
          `/shop/operatori/appuntamenti/${id}/prenotazioni`,
          token,
        )
      ).body.slots.find((s) => s.data === k1)?.prenotazioni ?? [];
    const [booking] = await bookingsOf(organiser.token);
    expect(booking).toMatchObject({
      stato: 'confermata',
      ordine: ord.body.id,
      ordine_stato: 'paid',
      righe: lineIds,
      annullabile: true,
      rimborso: 5000,
    });
    // the administrator sees the same; another organiser sees nothing
    expect((await bookingsOf(shop.admin))[0]?.righe).toEqual(lineIds);
    expect(
      (await shop.get(`/shop/operatori/appuntamenti/${id}/prenotazioni`, organiser2.token)).status,
    ).toBe(404);
    // another organiser cannot cancel with those ids; the buyer cannot either
    const url = `/shop/ordini/${booking?.ordine}/annulla`;
    expect((await shop.post(url, { righe: booking?.righe }, organiser2.token)).status).toBe(403);
    expect((await shop.post(url, { righe: booking?.righe }, buyer.token)).status).toBe(403);

    const cancelled = await shop.post<{
      status: string;
      righe: Array<{ id: number; stato: string }>;
      rimborsi: Array<{ importo: number; stato: string }>;
    }>(url, { righe: booking?.righe }, organiser.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('refunded');
    expect(cancelled.body.righe.map((r) => r.stato)).toEqual(['cancelled']);
    expect(cancelled.body.rimborsi).toMatchObject([{ importo: 5000, stato: 'succeeded' }]);

    const [after] = await bookingsOf(organiser.token);
    expect(after).toMatchObject({
      id: booking?.id,
      stato: 'annullata',
      ordine_stato: 'refunded',
      righe: lineIds,
      annullabile: false,
      rimborso: null,
    });
    const again = await shop.post(url, { righe: booking?.righe }, organiser.token);
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('accepts the form names stato and immagine and slot dates as ISO date-times', async () => {
    const created = await shop.post<Listing & { cover: string | null }>(
      '/shop/operatori/appuntamenti',
      {
        ...listing('iso-date'),
        stato: 'in_review',
        immagine: null,
        // 09:30 UTC in March is 10:30 in the city (UTC+1); in July 11:30 (UTC+2)
        slots: [
          { data: '2031-03-10T09:30:00.000Z', capacita: 4 },
          { data: '2031-07-10T09:30:00Z', capacita: 4 },
          { data: '2031-07-11T10:30:00+02:00', capacita: 2 },
        ],
      },
      organiser.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('in_review');
    expect(created.body.cover).toBeNull();
    expect(created.body.slots?.map((s) => s.data)).toEqual([
      '203103101030',
      '203107101130',
      '203107111030',
    ]);
    const bad = await shop.post(
      '/shop/operatori/appuntamenti',
      { ...listing('iso-bad'), slots: [{ data: '2031-02-30T10:00:00', capacita: 1 }] },
      organiser.token,
    );
    expect(bad.status).toBe(400);
    expect(
      (
        await shop.post(
          '/shop/operatori/appuntamenti',
          { ...listing('stato-bad'), stato: 'published' },
          organiser.token,
        )
      ).status,
    ).toBe(403);
  });
});
