import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shop, START_TIMEOUT, errorCode, futureKey } from './helpers';

const { demoPassword } = (await import(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed/data.mjs')
)) as { demoPassword: string };

const seedFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed/commerce.mjs',
);

let shop: Shop;
let cardId: number;
let tourId: number;
let tourKey: string;

beforeAll(async () => {
  shop = await Shop.start();
  // the content the commerce seed builds on, as the content seed creates it
  cardId = (
    await shop.content('prodotti', { tipo_prodotto: 'carte', prezzo: 3500, prezzo_gruppo: 3000 })
  ).id;
  await shop.content('prodotti', { tipo_prodotto: 'carte_regalate', prezzo: 5000 });
  await shop.content('prodotti', { tipo_prodotto: 'abbonamenti_athena', prezzo: 5200 });
  tourKey = futureKey(12, '1000');
  tourId = (
    await shop.content('visite_guidate', { prezzo: 1500, prezzo_gruppo: 1200 }, [
      { key: tourKey, capienza: 25, lingua: 'it' },
    ])
  ).id;
  // a published activity has a date entry, as every seeded one does
  await shop.content('attivita', {
    date: [
      { ricorrenza: 'mai', data_inizio: '2026-01-01T09:00:00', data_fine: '2030-12-31T18:00:00' },
    ],
  });
  const role = (await shop.db('directus_roles').where({ name: 'titolare_card' }).first('id')) as {
    id: string;
  };
  await shop.call(
    'POST',
    '/users',
    { email: 'card@citta.example.com', password: 'Card-demo-123', role: role.id, status: 'active' },
    shop.admin,
  );
  // the demo buyer, as the content seed creates it (the commerce seed pays an order for them)
  const buyer = (await shop.db('directus_roles').where({ name: 'utente' }).first('id')) as {
    id: string;
  };
  await shop.call(
    'POST',
    '/users',
    { email: 'utente@citta.example.com', password: demoPassword, role: buyer.id, status: 'active' },
    shop.admin,
  );
  const seed = (await import(seedFile)) as { loadCommerceSeed(o: object): Promise<void> };
  await seed.loadCommerceSeed({ url: shop.url, token: shop.admin, db: shop.db });
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

describe('commerce seed', () => {
  it('prices the seeded rates, agreements, combo and promo codes', async () => {
    const res = await shop.post<
      Array<{
        prezzo: number;
        prezzo_gruppo: number;
        prezzo_combo: number | null;
        errore?: unknown;
      }>
    >('/shop/checkout/prezzo/carrello', {
      prodotti: [
        {
          key: 'a',
          id: tourId,
          tipo: 'visite_guidate',
          data: tourKey,
          tariffa: 'ridotto',
          accessorio: ['audioguida'],
          convenzione: 'TORINOCARD',
        },
        { key: 'b', id: cardId, tipo: 'carte' },
        { key: 'c', id: tourId, tipo: 'visite_guidate', data: tourKey },
      ],
      codice: 'BENVENUTO10',
    });
    expect(res.status).toBe(200);
    expect(res.body.every((l) => !l.errore)).toBe(true);
    expect(res.body[0]?.prezzo).toBe(1050 + 300);
    expect(res.body[1]?.prezzo_combo).toBe(3200);
    for (const code of ['SCADUTO', 'ESAURITO']) {
      const bad = await shop.post('/shop/checkout/prezzo/carrello', {
        prodotti: [{ key: 'b', id: cardId, tipo: 'carte' }],
        codice: code,
      });
      expect(errorCode(bad.body)).toMatch(/^PROMO_/);
    }
  });

  it('gives the demo card holder an active armonia card and a calendar', async () => {
    const login = await shop.post<{ data: { access_token: string } }>(
      '/auth/login',
      { email: 'card@citta.example.com', password: 'Card-demo-123' },
      null,
    );
    const token = login.body.data.access_token;
    const mine = await shop.get<{ has_card: boolean }>('/shop/armonia/mia', token);
    expect(mine.body.has_card).toBe(true);
    const cal = await shop.get<Array<{ date: unknown[] }>>('/shop/armonia/calendario', token);
    expect(cal.body.length).toBeGreaterThan(0);
    expect(cal.body[0]?.date.length).toBe(5);
    expect(
      (await shop.get<Array<{ prezzo: number }>>('/shop/armonia/prodotti')).body[0]?.prezzo,
    ).toBe(4900);
  });

  it('gives the demo buyer a paid order with valid tickets', async () => {
    const login = await shop.post<{ data: { access_token: string } }>(
      '/auth/login',
      { email: 'utente@citta.example.com', password: demoPassword },
      null,
    );
    const token = login.body.data.access_token;
    const orders = await shop.get<Array<{ id: string; status: string }>>('/shop/me/ordini', token);
    const paid = orders.body.filter((o) => o.status === 'paid');
    expect(paid).toHaveLength(1);
    const tickets = await shop.get<{ data: { biglietti: Array<{ stato: string }> } }>(
      `/shop/ordini/${paid[0]!.id}/biglietti`,
      token,
    );
    expect(tickets.status).toBe(200);
    const issued = tickets.body.data.biglietti;
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((t) => t.stato === 'valid')).toBe(true);
  });
});
