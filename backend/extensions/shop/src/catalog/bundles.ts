// Bundles: a combo (`combo`) read as a product of its own, for the storefront's bundle page.
import type { Knex } from 'knex';
import { notFound } from '../../../shared/http';
import { ITEM_TYPES, names } from '../pricing';
import type { Pricing } from '../pricing';
import { bool, json, num, numOrNull } from '../db';

type Row = Record<string, unknown>;

export interface BundleItem {
  tipo: string;
  id: number;
  nome: { it: string; en: string; fr: string };
  /** List price of one item: the default rate (or the first rate), else the product's price. */
  prezzo: number;
  /** Price of the item inside the bundle. */
  prezzo_combo: number;
  /** Tours and appointments are sold for a date: the buyer picks it. */
  richiede_data: boolean;
}

export interface Bundle {
  id: number;
  codice: string;
  nome: unknown;
  elementi: BundleItem[];
  /** Sum of the list prices. */
  prezzo: number;
  /** Sum of the bundle prices: what the bundle costs when every item is in the cart. */
  prezzo_combo: number;
}

const contentTypeOf = (tipo: string) =>
  tipo === 'visite_guidate' || tipo === 'appuntamenti' ? tipo : 'prodotti';

/**
 * An active combo with its items and the server's prices. Unknown, inactive or malformed combos,
 * and combos with an item that is not on sale, answer 404 NOT_FOUND.
 */
export async function readBundle(db: Knex, pricing: Pricing, rawId: unknown): Promise<Bundle> {
  const id = String(rawId ?? '');
  if (!/^\d{1,12}$/.test(id)) throw notFound('Bundle not found.');
  const combo = (await db('combo')
    .where({ id: Number(id) })
    .first()) as Row | undefined;
  if (!combo || !bool(combo['attivo'])) throw notFound('Bundle not found.');
  const elements = json<Array<{ tipo?: unknown; id?: unknown; prezzo_combo?: unknown }>>(
    combo['elementi'],
    [],
  );
  if (elements.length === 0) throw notFound('Bundle not found.');
  const items: BundleItem[] = [];
  for (const element of elements) {
    const tipo = String(element.tipo ?? '');
    const itemId = String(element.id ?? '');
    if (!(ITEM_TYPES as readonly string[]).includes(tipo) || !/^\d{1,12}$/.test(itemId))
      throw notFound('Bundle not found.');
    const product = (await db('contenuti')
      .where({ id: Number(itemId), tipo: contentTypeOf(tipo) })
      .first('id', 'status', 'prezzo', 'in_vendita')) as Row | undefined;
    const onSale =
      product?.['in_vendita'] === undefined ||
      product?.['in_vendita'] === null ||
      bool(product['in_vendita']);
    if (!product || product['status'] !== 'published' || !onSale)
      throw notFound('Bundle not found.');
    const rates = await pricing.rates(tipo, itemId);
    const rate = rates.find((entry) => entry.predefinita) ?? rates[0];
    items.push({
      tipo,
      id: Number(itemId),
      nome: await names(db, itemId, `#${itemId}`),
      prezzo: rate ? rate.prezzo : (numOrNull(product['prezzo']) ?? 0),
      prezzo_combo: num(element.prezzo_combo),
      richiede_data: tipo === 'visite_guidate' || tipo === 'appuntamenti',
    });
  }
  return {
    id: Number(id),
    codice: String(combo['codice'] ?? ''),
    nome: json(combo['nome'], null),
    elementi: items,
    prezzo: items.reduce((sum, item) => sum + item.prezzo, 0),
    prezzo_combo: items.reduce((sum, item) => sum + item.prezzo_combo, 0),
  };
}
