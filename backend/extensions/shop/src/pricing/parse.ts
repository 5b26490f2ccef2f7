// Reading the cart from a request body: the shape of each item is validated here (400
// INVALID_PAYLOAD naming the field); semantic problems become line errors of the pricing.
import { ApiError, invalid } from '../../../shared/http';
import { MAX_UNITS } from './types';
import type { CartItem } from './types';

type Item = Record<string, unknown>;

function optString(item: Item, field: string, index: number, max = 200): string | null {
  const v = item[field];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && (field === 'data' || field === 'tariffa')) return String(v);
  if (typeof v !== 'string' || v.length > max)
    throw invalid(`prodotti[${index}].${field}`, `${field} must be a string.`);
  return v;
}

/** Units of the item: 1, or `quantita` (1-20) when the cart is grouped (checkout). */
function quantityOf(item: Item, index: number, grouped: boolean): number {
  if (!grouped || item['quantita'] === undefined || item['quantita'] === null) return 1;
  const quantita = Number(item['quantita']);
  if (
    typeof item['quantita'] !== 'number' ||
    !Number.isInteger(quantita) ||
    quantita < 1 ||
    quantita > 20
  ) {
    throw invalid(`prodotti[${index}].quantita`, 'quantita must be an integer from 1 to 20.');
  }
  return quantita;
}

function accessoriesOf(item: Item, index: number): string[] {
  const acc = item['accessorio'];
  if (acc === undefined || acc === null) return [];
  if (!Array.isArray(acc) || acc.some((a) => typeof a !== 'string' && typeof a !== 'number')) {
    throw invalid(`prodotti[${index}].accessorio`, 'accessorio must be a list of accessory codes.');
  }
  return acc.map(String);
}

function holderOf(item: Item, index: number): CartItem['intestatario'] {
  const holder = item['intestatario'];
  if (holder === undefined || holder === null) return null;
  if (typeof holder !== 'object' || Array.isArray(holder))
    throw invalid(`prodotti[${index}].intestatario`, 'intestatario must be an object.');
  const h = holder as Item;
  for (const f of ['first_name', 'last_name', 'data_di_nascita']) {
    if (h[f] !== undefined && h[f] !== null && typeof h[f] !== 'string') {
      throw invalid(`prodotti[${index}].intestatario.${f}`, `${f} must be a string.`);
    }
  }
  return {
    first_name: String(h['first_name'] ?? ''),
    last_name: String(h['last_name'] ?? ''),
    data_di_nascita: String(h['data_di_nascita'] ?? ''),
  };
}

function parseItem(value: unknown, index: number, grouped: boolean): CartItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(`prodotti[${index}]`, 'Every cart item must be an object.');
  }
  const item = value as Item;
  const id = item['id'];
  if (!(typeof id === 'number' || typeof id === 'string'))
    throw invalid(`prodotti[${index}].id`, 'id is required (number or numeric string).');
  if (typeof item['tipo'] !== 'string')
    throw invalid(`prodotti[${index}].tipo`, 'tipo is required (string).');
  const key = item['key'] === undefined || item['key'] === null ? String(index) : item['key'];
  if (typeof key !== 'string' && typeof key !== 'number')
    throw invalid(`prodotti[${index}].key`, 'key must be a string.');
  const quantita = quantityOf(item, index, grouped);
  const accessorio = accessoriesOf(item, index);
  const intestatario = holderOf(item, index);
  return {
    key: String(key),
    id,
    tipo: item['tipo'],
    dettaglio: item['dettaglio'],
    email: optString(item, 'email', index, 254),
    intestatario,
    data: optString(item, 'data', index, 32),
    tariffa: optString(item, 'tariffa', index, 64),
    accessorio,
    convenzione: optString(item, 'convenzione', index, 64),
    lingua: optString(item, 'lingua', index, 8),
    sessione: optString(item, 'sessione', index, 128),
    token: optString(item, 'token', index, 2000),
    quantita,
  };
}

/** Validates the shape of the cart items; semantic problems become line errors later. */
export function parseItems(raw: unknown, { grouped }: { grouped: boolean }): CartItem[] {
  if (!Array.isArray(raw)) throw invalid('prodotti', 'prodotti must be an array of cart items.');
  const items = raw.map((value, index) => parseItem(value, index, grouped));
  const units = items.reduce((sum, item) => sum + item.quantita, 0);
  if (units > MAX_UNITS)
    throw new ApiError(422, 'CART_TOO_LARGE', `A cart holds at most ${MAX_UNITS} units.`, {
      field: 'prodotti',
    });
  return items;
}

/** A promo or gift-card code: trimmed and upper-cased; empty means none. */
export function parseCode(raw: unknown, field = 'codice'): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'object' && !Array.isArray(raw) && raw !== null && 'codice' in raw)
    return parseCode((raw as { codice: unknown }).codice, field);
  if (typeof raw !== 'string' || raw.length > 64)
    throw invalid(field, `${field} must be a string or null.`);
  const code = raw.trim().toUpperCase();
  return code === '' ? null : code;
}
