// A cart that takes every kind of hold an order can take (places of a dated guided tour, stock of a
// card, one use of a promo code with limited uses, part of a gift card's balance), and a reading of
// those holds, for the fault tests: after a fault every hold is either kept by a paid order or
// given back.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { futureKey } from '../shop/helpers';
import type { Shop } from '../shop/helpers';

export interface Fixture {
  tour: number;
  tourDate: number;
  tourKey: string;
  card: number;
  promo: string;
  promoId: number;
  giftCode: string;
  body: Record<string, unknown>;
}

export interface Holds {
  /** places taken on the tour date */
  prenotati: number;
  /** units of the card sold */
  venduti: number;
  /** uses of the promo code */
  usi: number;
  /** balance left on the gift card */
  saldo: number;
}

export async function makeFixture(shop: Shop): Promise<Fixture> {
  const tourKey = futureKey(21, '1000');
  const tour = await shop.content('visite_guidate', { prezzo: 2000 }, [
    { key: tourKey, capienza: 4 },
  ]);
  const card = await shop.content('prodotti', {
    tipo_prodotto: 'carte',
    prezzo: 3000,
    stock: 3,
    tipo_carta: 'altro',
  });
  const promo = `FAULT${randomBytes(3).toString('hex').toUpperCase()}`;
  const promoId = await shop.create('codici_promo', {
    codice: promo,
    sconto_percentuale: 10,
    attivo: true,
    max_usi: 1,
  });
  const giftCode = `GCFAULT${randomBytes(4).toString('hex').toUpperCase()}`;
  await shop.create('carte_regalo', { codice: giftCode, importo: 2500, saldo: 2500, attiva: true });
  return {
    tour: tour.id,
    tourDate: tour.dates[tourKey] as number,
    tourKey,
    card: card.id,
    promo,
    promoId,
    giftCode,
    body: {
      prodotti: [
        { key: 't', id: tour.id, tipo: 'visite_guidate', data: tourKey, quantita: 2 },
        { key: 'c', id: card.id, tipo: 'carte', quantita: 1 },
      ],
      codice: promo,
      carta_regalo: giftCode,
    },
  };
}

export async function readHolds(db: Knex, f: Fixture): Promise<Holds> {
  const n = (row: unknown, field: string) => Number((row as Record<string, unknown>)[field]);
  return {
    prenotati: n(
      await db('date_puntuali').where({ id: f.tourDate }).first('prenotati'),
      'prenotati',
    ),
    venduti: n(await db('contenuti').where({ id: f.card }).first('venduti'), 'venduti'),
    usi: n(await db('codici_promo').where({ id: f.promoId }).first('usi'), 'usi'),
    saldo: n(await db('carte_regalo').where({ codice: f.giftCode }).first('saldo'), 'saldo'),
  };
}

/** What the fixture's cart holds while its order is pending or paid. */
export const held = (before: Holds): Holds => ({
  prenotati: before.prenotati + 2,
  venduti: before.venduti + 1,
  usi: before.usi + 1,
  saldo: 0,
});

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
