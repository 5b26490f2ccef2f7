import type { CartItem } from '../../lib/domain/cart';
import type { PurchaseType } from '../../lib/guards/product-purchase';

/*
 * What the product purchase form (a card, a gift card, a pass) puts in the cart, from the values
 * the form sends: no React, so that the page script's enhancement of the form
 * (app/enhance/product-form.ts) stays a few hundred bytes. The cart shows these prices; the shop
 * prices every line again before anything is paid (the cart's pricing call, the order).
 */

/** Key of "no agreement" in the agreement list (an option key cannot be empty). */
export const NO_AGREEMENT = 'none';

/** Most units one purchase form puts in the cart at once. */
export const MAX_QUANTITY = 20;

/** What the form needs of the product to write its cart lines, carried by the form itself. */
export interface ProductLineSource {
  id: number;
  tipo: PurchaseType;
  /** The product's name in the page's language: the cart line's. */
  name: string;
  /** The price without a rate. */
  price: number;
  /** Each rate's price by its code. */
  rates: Record<string, number>;
}

const PURCHASE_TYPES: readonly string[] = [
  'carte',
  'carte_regalate',
  'abbonamenti_athena',
] satisfies PurchaseType[];

/** The source a form carries as JSON; null when it is not one (the form is then left alone). */
export function parseLineSource(raw: string | null | undefined): ProductLineSource | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  const rates = source.rates as Record<string, unknown> | null | undefined;
  if (
    !Number.isSafeInteger(source.id) ||
    typeof source.tipo !== 'string' ||
    !PURCHASE_TYPES.includes(source.tipo) ||
    typeof source.name !== 'string' ||
    typeof source.price !== 'number' ||
    !Number.isFinite(source.price) ||
    !rates ||
    typeof rates !== 'object' ||
    Array.isArray(rates) ||
    !Object.values(rates).every((price) => typeof price === 'number' && Number.isFinite(price))
  )
    return null;
  return source as unknown as ProductLineSource;
}

/** A form value as text ('' when missing or a file). */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The cart lines of a checked form, without their keys: one per unit, each with its rate's price
 * (the product's price for a rate it does not have). A pass is one line, for its holder. The
 * number of units is the form's, kept within 1 and MAX_QUANTITY whatever was sent.
 */
export function productLines(
  source: ProductLineSource,
  values: Readonly<Record<string, unknown>>,
): Omit<CartItem, 'key'>[] {
  const { tipo } = source;
  const asked = Math.trunc(Number(text(values.quantita) || 1));
  const quantity =
    tipo === 'abbonamenti_athena' || !Number.isFinite(asked)
      ? 1
      : Math.min(MAX_QUANTITY, Math.max(1, asked));
  const rate = text(values.tariffa);
  const agreement = text(values.convenzione);
  const line: Omit<CartItem, 'key'> = {
    id: source.id,
    tipo,
    dettaglio: source.name,
    prezzo: Object.hasOwn(source.rates, rate) ? source.rates[rate]! : source.price,
    quantita: 1,
    email: tipo === 'carte_regalate' ? text(values.email) || null : null,
    intestatario:
      tipo === 'abbonamenti_athena'
        ? {
            first_name: text(values.first_name),
            last_name: text(values.last_name),
            data_di_nascita: text(values.data_di_nascita),
          }
        : null,
    tariffa: rate || null,
    convenzione: agreement && agreement !== NO_AGREEMENT ? agreement : null,
  };
  return Array.from({ length: quantity }, () => ({ ...line }));
}
