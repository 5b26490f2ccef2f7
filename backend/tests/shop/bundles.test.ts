import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shop, START_TIMEOUT, errorCode, futureKey } from './helpers';

interface Bundle {
  id: number;
  codice: string;
  nome: { it: string; en: string; fr: string };
  elementi: Array<{
    tipo: string;
    id: number;
    nome: { it: string };
    prezzo: number;
    prezzo_combo: number;
    richiede_data: boolean;
  }>;
  prezzo: number;
  prezzo_combo: number;
}

let shop: Shop;
let card: number;
let tour: number;
let bundle: number;
let inactive: number;
let withDraft: number;

beforeAll(async () => {
  shop = await Shop.start();
  card = (await shop.content('prodotti', { tipo_prodotto: 'carte', prezzo: 3000 })).id;
  tour = (
    await shop.content('visite_guidate', { prezzo: 1800 }, [
      { key: futureKey(20, '1000'), capienza: 10, lingua: 'it' },
    ])
  ).id;
  await shop.create('tariffe', {
    genere: 'tariffa',
    tipo: 'visite_guidate',
    item_id: String(tour),
    codice: 'ridotto',
    prezzo: 1200,
  });
  await shop.create('tariffe', {
    genere: 'tariffa',
    tipo: 'visite_guidate',
    item_id: String(tour),
    codice: 'intero',
    prezzo: 2000,
    predefinita: true,
  });
  const nome = { it: 'Card + visita', en: 'Card + tour', fr: 'Carte + visite' };
  bundle = await shop.create('combo', {
    codice: 'CARD-VISITA',
    nome,
    elementi: [
      { tipo: 'carte', id: card, prezzo_combo: 2500 },
      { tipo: 'visite_guidate', id: tour, prezzo_combo: 1500 },
    ],
    attivo: true,
  });
  inactive = await shop.create('combo', {
    codice: 'SPENTO',
    nome,
    elementi: [{ tipo: 'carte', id: card, prezzo_combo: 100 }],
    attivo: false,
  });
  const draft = (
    await shop.content('prodotti', { tipo_prodotto: 'carte', prezzo: 900, status: 'draft' })
  ).id;
  withDraft = await shop.create('combo', {
    codice: 'CON-BOZZA',
    nome,
    elementi: [
      { tipo: 'carte', id: card, prezzo_combo: 2500 },
      { tipo: 'carte', id: draft, prezzo_combo: 500 },
    ],
    attivo: true,
  });
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

describe('GET /shop/bundle/:id', () => {
  it('answers the bundle with its items, list prices and bundle prices, to guests', async () => {
    const res = await shop.get<Bundle>(`/shop/bundle/${bundle}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: bundle,
      codice: 'CARD-VISITA',
      nome: { it: 'Card + visita', en: 'Card + tour', fr: 'Carte + visite' },
      prezzo: 3000 + 2000,
      prezzo_combo: 2500 + 1500,
    });
    expect(res.body.elementi).toEqual([
      expect.objectContaining({
        tipo: 'carte',
        id: card,
        prezzo: 3000,
        prezzo_combo: 2500,
        richiede_data: false,
      }),
      // the list price of a tour is its default rate
      expect.objectContaining({
        tipo: 'visite_guidate',
        id: tour,
        prezzo: 2000,
        prezzo_combo: 1500,
        richiede_data: true,
      }),
    ]);
    expect(typeof res.body.elementi[0]?.nome.it).toBe('string');
  });

  it('answers 404 for unknown, malformed or inactive bundles and bundles with an item off sale', async () => {
    for (const id of ['999999', 'abc', '1.5', String(inactive), String(withDraft)]) {
      const res = await shop.get(`/shop/bundle/${id}`);
      expect(res.status, id).toBe(404);
      expect(errorCode(res.body), id).toBe('NOT_FOUND');
    }
  });

  it('prices the bundle in the cart at its bundle prices', async () => {
    const res = await shop.post<Array<{ prezzo_combo: number | null; prezzo_gruppo: number }>>(
      '/shop/checkout/prezzo/carrello',
      {
        prodotti: [
          { key: 'a', tipo: 'carte', id: card },
          { key: 'b', tipo: 'visite_guidate', id: tour, data: futureKey(20, '1000') },
        ],
        codice: null,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((line) => line.prezzo_combo)).toEqual([2500, 1500]);
  });
});
