// Last step of the pricing: the promo code. It must exist, be active and within its dates, have
// uses left, apply to at least one line and reach its minimum order; its discount (percentage,
// then cents shared across the eligible lines) lowers their prices. Refusals are 422 errors.
import type { Knex } from 'knex';
import { ApiError } from '../../../shared/http';
import { bool, json, num, numOrNull, toIso } from '../db';
import { norm } from './types';
import type { PricedLine, Promo } from './types';

type Row = Record<string, unknown>;

const refuse = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(422, code, message, { field: 'codice', ...extra });

const timestamp = (value: unknown): number | null => {
  const iso = toIso(value);
  return iso ? Date.parse(iso) : null;
};

/** The promo row, checked for existence, dates and uses left. */
async function usablePromo(db: Knex, code: string, now: number): Promise<Row> {
  const p = (await db('codici_promo').whereRaw('upper(codice) = ?', [code]).first()) as
    Row | undefined;
  if (!p) throw refuse('PROMO_NOT_FOUND', 'Promo code not found.');
  const fromTs = timestamp(p['valid_from']);
  const toTs = timestamp(p['valid_to']);
  if (!bool(p['attivo']) || (fromTs !== null && !Number.isNaN(fromTs) && now < fromTs))
    throw refuse('PROMO_NOT_ACTIVE', 'This promo code is not active yet.');
  if (toTs !== null && !Number.isNaN(toTs) && now > toTs)
    throw refuse('PROMO_EXPIRED', 'This promo code has expired.');
  const max = numOrNull(p['max_usi']);
  if (max !== null && num(p['usi']) >= max)
    throw refuse('PROMO_EXHAUSTED', 'This promo code has been used up.');
  return p;
}

/** Shares `total` cents across the lines in proportion to their prices; returns what was taken. */
function shareCents(eligible: PricedLine[], cents: number): number {
  const basis = eligible.reduce((s, l) => s + l.prezzo_gruppo, 0);
  const total = Math.min(cents, basis);
  const shares = eligible.map((l) =>
    basis > 0 ? Math.floor((total * l.prezzo_gruppo) / basis) : 0,
  );
  let rest = total - shares.reduce((a, b) => a + b, 0);
  let taken = 0;
  eligible.forEach((l, i) => {
    let off = shares[i] ?? 0;
    if (rest > 0 && l.prezzo_gruppo - off > 0) {
      const extra = Math.min(rest, l.prezzo_gruppo - off);
      off += extra;
      rest -= extra;
    }
    l.prezzo_gruppo -= off;
    taken += off;
  });
  return taken;
}

/** Applies the promo code to the lines; returns the promo and the discount in cents. */
export async function applyPromo(
  db: Knex,
  code: string,
  lines: PricedLine[],
  now: number,
): Promise<{ promo: Promo; sconto: number }> {
  const p = await usablePromo(db, code, now);
  const tipi = json<string[]>(p['tipi'], []);
  const eligible = lines.filter(
    (l) => !l.errore && (tipi.length === 0 || tipi.includes(l.tipo) || tipi.includes(norm(l.tipo))),
  );
  if (eligible.length === 0)
    throw refuse('PROMO_NOT_APPLICABLE', 'This promo code does not apply to these items.');
  const subtotal = eligible.reduce((s, l) => s + l.prezzo_gruppo, 0);
  const minimo = num(p['minimo_ordine']);
  if (subtotal < minimo)
    throw refuse(
      'PROMO_MINIMUM_NOT_REACHED',
      `This promo code needs an order of at least ${minimo} cents.`,
      { minimo_ordine: minimo },
    );
  const promo: Promo = {
    id: num(p['id']),
    codice: String(p['codice']),
    sconto_percentuale: numOrNull(p['sconto_percentuale']),
    sconto_centesimi: numOrNull(p['sconto_centesimi']),
  };
  let sconto = 0;
  if (promo.sconto_percentuale !== null) {
    for (const l of eligible) {
      const off = Math.floor((l.prezzo_gruppo * promo.sconto_percentuale) / 100);
      l.prezzo_gruppo -= off;
      sconto += off;
    }
  }
  if (promo.sconto_centesimi !== null && subtotal > 0)
    sconto += shareCents(eligible, promo.sconto_centesimi);
  return { promo, sconto };
}
