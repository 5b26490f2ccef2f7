// Second step of the pricing: the line's rate (or the product's own price), its accessories and
// its agreement. Each fills the line's LineMeta or sets the line's error.
import type { Knex } from 'knex';
import { bool, json, num, numOrNull, toDay } from '../db';
import { lineErr, norm } from './types';
import type { LineMeta, PricedLine, Rate } from './types';
import type { ProductPrice } from './products';

type Row = Record<string, unknown>;

/** The active rates of a product: its own and those of every product of its type. */
export async function ratesOf(db: Knex, tipo: string, id: string): Promise<Rate[]> {
  const rows = (await db('tariffe')
    .where({ genere: 'tariffa', tipo: norm(tipo), attiva: true })
    .andWhere((q) => q.where({ item_id: id }).orWhereNull('item_id'))
    .orderBy([{ column: 'sort' }, { column: 'id' }])
    .select('*')) as Row[];
  return rows.map((r) => ({
    codice: String(r['codice']),
    prezzo: num(r['prezzo']),
    prezzo_gruppo: numOrNull(r['prezzo_gruppo']),
    soglia_gruppo: numOrNull(r['soglia_gruppo']),
    predefinita: bool(r['predefinita']),
    nome: json(r['nome'], null),
    item_id: r['item_id'] === null || r['item_id'] === undefined ? null : String(r['item_id']),
  }));
}

/**
 * The rate asked for (the product's own before the type's), else the default rate; a product
 * without a price of its own takes the default or the first rate. Undefined: no rate applies.
 */
function chooseRate(rates: Rate[], asked: string | null | undefined, ownPrice: number | null) {
  if (asked)
    return (
      rates.find((r) => r.codice === asked && r.item_id !== null) ??
      rates.find((r) => r.codice === asked)
    );
  if (rates.length > 0 && ownPrice === null) return rates.find((r) => r.predefinita) ?? rates[0];
  if (rates.length > 0)
    return (
      rates.find((r) => r.predefinita && r.item_id !== null) ?? rates.find((r) => r.predefinita)
    );
  return undefined;
}

/** Sets the line's base price and group price from its rate or product; false on a line error. */
export async function applyRate(
  db: Knex,
  groupThreshold: number,
  line: PricedLine,
  product: ProductPrice,
  m: LineMeta,
): Promise<boolean> {
  const { item, itemId } = line;
  const rates = await ratesOf(db, item.tipo, itemId);
  const rate = chooseRate(rates, item.tariffa, product.price);
  if (item.tariffa && !rate) {
    line.errore = lineErr('RATE_NOT_FOUND', `Unknown rate "${item.tariffa}".`);
    return false;
  }
  if (rate) {
    m.base = rate.prezzo;
    m.groupPrice = rate.prezzo_gruppo;
    m.threshold = rate.soglia_gruppo ?? (rate.prezzo_gruppo !== null ? groupThreshold : null);
  } else if (product.price !== null) {
    m.base = product.price;
    m.groupPrice = product.group;
    m.threshold = product.threshold;
  } else {
    line.errore = lineErr('PRODUCT_NOT_FOUND', 'This product has no price.');
    return false;
  }
  m.groupKey = `${norm(item.tipo)}:${itemId}:${rate?.codice ?? ''}`;
  return true;
}

/** Adds the price of the line's accessories; false when one is unknown. */
export async function applyAccessories(db: Knex, line: PricedLine, m: LineMeta): Promise<boolean> {
  const codes = line.item.accessorio ?? [];
  if (codes.length === 0) return true;
  const accs = (await db('tariffe')
    .where({ genere: 'accessorio', tipo: norm(line.item.tipo), attiva: true })
    .whereIn('codice', codes)
    .andWhere((q) => q.where({ item_id: line.itemId }).orWhereNull('item_id'))
    .select('codice', 'prezzo')) as Row[];
  const byCode = new Map(accs.map((a) => [String(a['codice']), num(a['prezzo'])]));
  const missing = codes.find((c) => !byCode.has(c));
  if (missing !== undefined) {
    line.errore = lineErr('ACCESSORY_NOT_FOUND', `Unknown accessory "${missing}".`);
    return false;
  }
  m.accessories = codes.reduce((sum, c) => sum + (byCode.get(c) ?? 0), 0);
  return true;
}

/** Attaches the line's agreement when it is active, valid today and for this type. */
export async function applyAgreement(
  db: Knex,
  today: string,
  line: PricedLine,
  m: LineMeta,
): Promise<boolean> {
  const { item } = line;
  if (!item.convenzione) return true;
  const conv = (await db('convenzioni')
    .whereRaw('upper(codice) = ?', [item.convenzione.toUpperCase()])
    .first()) as Row | undefined;
  const tipi = json<string[]>(conv?.['tipi'], []);
  const from = toDay(conv?.['valido_dal']);
  const to = toDay(conv?.['valido_al']);
  if (
    !conv ||
    !bool(conv['attiva']) ||
    (tipi.length > 0 && !tipi.includes(norm(item.tipo)) && !tipi.includes(item.tipo)) ||
    (from && today < from) ||
    (to && today > to)
  ) {
    line.errore = lineErr(
      'AGREEMENT_NOT_FOUND',
      `Agreement "${item.convenzione}" is not valid for this item.`,
    );
    return false;
  }
  m.agreement = conv;
  return true;
}
