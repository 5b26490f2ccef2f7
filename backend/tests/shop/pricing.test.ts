import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shop, START_TIMEOUT, errorCode, futureKey } from './helpers';

interface Priced {
  key: string;
  tipo: string;
  prezzo: number;
  prezzo_gruppo: number;
  prezzo_combo: number | null;
  quantita: number;
  errore?: { code: string; message: string };
}

let shop: Shop;
let card: number;
let gift: number;
let pass: number;
let tour: number;
const tourKey = futureKey(30, '0900');

beforeAll(async () => {
  shop = await Shop.start();
  card = (
    await shop.content('prodotti', {
      tipo_prodotto: 'carte',
      prezzo: 3000,
      prezzo_gruppo: 2500,
      soglia_gruppo: 3,
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
  pass = (await shop.content('prodotti', { tipo_prodotto: 'abbonamenti_athena', prezzo: 12000 }))
    .id;
  tour = (
    await shop.content('visite_guidate', { prezzo: 1800 }, [
      { key: tourKey, capienza: 20, lingua: 'it' },
    ])
  ).id;
  await shop.create('tariffe', {
    genere: 'tariffa',
    tipo: 'visite_guidate',
    item_id: String(tour),
    codice: 'intero',
    prezzo: 2000,
    predefinita: true,
    nome: { it: 'Intero', en: 'Full', fr: 'Plein' },
  });
  await shop.create('tariffe', {
    genere: 'tariffa',
    tipo: 'visite_guidate',
    item_id: String(tour),
    codice: 'ridotto',
    prezzo: 1200,
    prezzo_gruppo: 1000,
    soglia_gruppo: 2,
  });
  await shop.create('tariffe', {
    genere: 'accessorio',
    tipo: 'visite_guidate',
    codice: 'audioguida',
    prezzo: 300,
  });
  await shop.create('convenzioni', {
    codice: 'SOCI',
    sconto_percentuale: 10,
    tipi: ['visite_guidate'],
    attiva: true,
  });
  await shop.create('convenzioni', {
    codice: 'VECCHIA',
    sconto_percentuale: 50,
    valido_al: '2020-01-01',
    attiva: true,
  });
  await shop.create('combo', {
    codice: 'CARTA+VISITA',
    elementi: [
      { tipo: 'carte', id: card, prezzo_combo: 2000 },
      { tipo: 'visite_guidate', id: tour, prezzo_combo: 1000 },
    ],
    attivo: true,
  });
  await shop.create('codici_promo', {
    codice: 'DIECI',
    sconto_percentuale: 10,
    attivo: true,
    minimo_ordine: 0,
  });
  await shop.create('codici_promo', {
    codice: 'CINQUE',
    sconto_centesimi: 500,
    attivo: true,
    minimo_ordine: 4000,
  });
  await shop.create('codici_promo', {
    codice: 'SCADUTO',
    sconto_percentuale: 10,
    attivo: true,
    valid_to: '2020-01-01T00:00:00Z',
  });
  await shop.create('codici_promo', {
    codice: 'FINITO',
    sconto_percentuale: 10,
    attivo: true,
    max_usi: 1,
    usi: 1,
  });
  await shop.create('codici_promo', {
    codice: 'SOLOPASS',
    sconto_percentuale: 10,
    attivo: true,
    tipi: ['abbonamenti_athena'],
  });
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

const price = (prodotti: unknown[], codice: string | null = null) =>
  shop.post<Priced[]>('/shop/checkout/prezzo/carrello', { prodotti, codice });
const cardItem = (key: string, extra = {}) => ({
  key,
  id: card,
  tipo: 'carte',
  quantita: 1,
  ...extra,
});
const tourItem = (key: string, extra = {}) => ({
  key,
  id: tour,
  tipo: 'visite_guidate',
  data: tourKey,
  lingua: 'it',
  quantita: 1,
  ...extra,
});

describe('pricing', () => {
  it('prices single items from the database and ignores tampered prices and quantities', async () => {
    const res = await price([cardItem('a', { prezzo: 1, prezzo_gruppo: 1, quantita: 9 })]);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0]).toMatchObject({
      key: 'a',
      prezzo: 3000,
      prezzo_gruppo: 3000,
      prezzo_combo: null,
      quantita: 1,
    });
    expect(res.headers.get('x-cart-totale')).toBe('3000');
  });

  it('applies the group price from the threshold of the same item', async () => {
    const two = await price([cardItem('a'), cardItem('b')]);
    expect(two.body.map((l) => l.prezzo_gruppo)).toEqual([3000, 3000]);
    const three = await price([cardItem('a'), cardItem('b'), cardItem('c')]);
    expect(three.body.map((l) => l.prezzo_gruppo)).toEqual([2500, 2500, 2500]);
    expect(three.body.map((l) => l.prezzo)).toEqual([3000, 3000, 3000]);
  });

  it('uses rates, accessories and agreements', async () => {
    const res = await price([
      tourItem('t1'),
      tourItem('t2', { tariffa: 'ridotto', accessorio: ['audioguida'], convenzione: 'SOCI' }),
    ]);
    expect(res.body[0]).toMatchObject({ prezzo: 2000, prezzo_gruppo: 2000 });
    // 1200 - 10% = 1080, + 300 accessory
    expect(res.body[1]).toMatchObject({ prezzo: 1500, prezzo_gruppo: 1380 });
    const group = await price([
      tourItem('r1', { tariffa: 'ridotto' }),
      tourItem('r2', { tariffa: 'ridotto' }),
    ]);
    expect(group.body.map((l) => l.prezzo_gruppo)).toEqual([1000, 1000]);
  });

  it('applies the combo price when the items of a combo are together', async () => {
    const res = await price([cardItem('c'), tourItem('t')]);
    expect(res.body[0]).toMatchObject({ prezzo_combo: 2000, prezzo_gruppo: 2000 });
    expect(res.body[1]).toMatchObject({ prezzo_combo: 1000, prezzo_gruppo: 1000 });
    expect(res.headers.get('x-cart-combo')).toBe('1');
  });

  it('applies promo codes with their rules', async () => {
    const pct = await price([cardItem('a')], 'dieci');
    expect(pct.body[0]?.prezzo_gruppo).toBe(2700);
    const cents = await price([cardItem('a'), cardItem('b')], 'CINQUE');
    expect(cents.body.reduce((s, l) => s + l.prezzo_gruppo, 0)).toBe(5500);
    const cases: Array<[string, string]> = [
      ['NESSUNO', 'PROMO_NOT_FOUND'],
      ['SCADUTO', 'PROMO_EXPIRED'],
      ['FINITO', 'PROMO_EXHAUSTED'],
      ['CINQUE', 'PROMO_MINIMUM_NOT_REACHED'],
      ['SOLOPASS', 'PROMO_NOT_APPLICABLE'],
    ];
    for (const [code, expected] of cases) {
      const res = await price([cardItem('a')], code);
      expect(res.status, code).toBe(422);
      expect(Array.isArray(res.body)).toBe(false);
      expect(errorCode(res.body)).toBe(expected);
    }
  });

  it('reports a clear error on each line that cannot be sold', async () => {
    const res = await price([
      { key: 'u', id: 1, tipo: 'biglietti' },
      { key: 'p', id: 999999, tipo: 'carte' },
      { key: 'g', id: gift, tipo: 'carte_regalate' },
      {
        key: 'h',
        id: pass,
        tipo: 'abbonamenti_athena',
        intestatario: { first_name: 'Ada', last_name: '', data_di_nascita: '1990-01-01' },
      },
      tourItem('r', { tariffa: 'nessuna' }),
      tourItem('x', { accessorio: ['ombrello'] }),
      tourItem('v', { convenzione: 'VECCHIA' }),
      tourItem('d', { data: '209901010900' }),
      tourItem('l', { lingua: 'fr' }),
      { key: 's', id: tour, tipo: 'appuntamenti', data: tourKey },
      { key: 'ok', id: gift, tipo: 'carte_regalate', email: 'amica@example.com' },
      {
        key: 'ok2',
        id: pass,
        tipo: 'abbonamenti_athena',
        intestatario: { first_name: 'Ada', last_name: 'Rossi', data_di_nascita: '1990-01-01' },
      },
    ]);
    expect(res.status).toBe(200);
    const codes = Object.fromEntries(res.body.map((l) => [l.key, l.errore?.code ?? null]));
    expect(codes).toEqual({
      u: 'UNKNOWN_TYPE',
      p: 'PRODUCT_NOT_FOUND',
      g: 'EMAIL_REQUIRED',
      h: 'HOLDER_REQUIRED',
      r: 'RATE_NOT_FOUND',
      x: 'ACCESSORY_NOT_FOUND',
      v: 'AGREEMENT_NOT_FOUND',
      d: 'DATE_NOT_FOUND',
      l: 'LANGUAGE_NOT_AVAILABLE',
      s: 'PRODUCT_NOT_FOUND',
      ok: null,
      ok2: null,
    });
    expect(res.body.find((l) => l.key === 'ok')?.prezzo).toBe(5000);
    expect(res.body.find((l) => l.key === 'p')?.prezzo).toBe(0);
  });

  it('refuses malformed bodies with 400 and answers the summary wrapper', async () => {
    for (const body of [
      {},
      { prodotti: 'x' },
      { prodotti: [1] },
      { prodotti: [{ tipo: 'carte' }] },
      { prodotti: [], codice: 5 },
      { prodotti: [{ id: 1, tipo: 'carte', accessorio: 'x' }] },
    ]) {
      const res = await shop.post('/shop/checkout/prezzo/carrello', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res.body)).toBe('INVALID_PAYLOAD');
    }
    expect((await price([])).body).toEqual([]);
    const tooMany = await price(Array.from({ length: 51 }, (_, i) => cardItem(String(i))));
    expect(tooMany.status).toBe(422);
    const summary = await shop.post<{ totale: number; totale_scontato: number; items: unknown[] }>(
      '/shop/checkout/riepilogo',
      { prodotti: [cardItem('a')], codice: 'DIECI' },
    );
    expect(summary.body).toMatchObject({ totale: 3000, totale_scontato: 2700, sconto_promo: 300 });
    expect((await shop.post('/shop/checkout/prezzo/carrello', { prodotti: [] }, null)).status).toBe(
      401,
    );
  });

  it('describes what can be chosen for a product', async () => {
    const res = await shop.get<{
      tariffe: Array<{ codice: string }>;
      accessori: Array<{ codice: string }>;
      convenzioni: Array<{ codice: string }>;
      combo: unknown[];
    }>(`/shop/listino/visite_guidate/${tour}`);
    expect(res.status).toBe(200);
    expect(res.body.tariffe.map((t) => t.codice)).toEqual(['intero', 'ridotto']);
    expect(res.body.accessori.map((a) => a.codice)).toEqual(['audioguida']);
    expect(res.body.convenzioni.map((c) => c.codice)).toEqual(['SOCI']);
    expect(res.body.combo).toHaveLength(1);
    expect((await shop.get('/shop/listino/visite_guidate/999999')).status).toBe(404);
  });
});
