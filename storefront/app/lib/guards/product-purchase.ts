import type { Guard } from './types';
import { notFound } from './responses';

/** Purchase types sold through the generic /acquista/{tipo}/{id} route. */
export const purchaseTypes = ['carte', 'carte_regalate', 'abbonamenti_athena'] as const;
export type PurchaseType = (typeof purchaseTypes)[number];

export function isPurchaseType(value: string | undefined): value is PurchaseType {
  return (purchaseTypes as readonly string[]).includes(value ?? '');
}

export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** Product purchase: a known purchase type, a positive integer id, and a product of that type on sale; else 404. */
export const productPurchase: Guard = async (context) => {
  const tipo = context.params.tipo;
  const id = parseId(context.params.id);
  if (!isPurchaseType(tipo) || id === null) notFound(context.url);
  if (!(await context.lookups.productOnSale(tipo, id))) notFound(context.url);
};

/** Line codes of the shop that refuse a product whatever the buyer fills in. */
export const productRefusals = ['PRODUCT_NOT_FOUND', 'SOLD_OUT', 'UNKNOWN_TYPE'] as const;
export type ProductRefusal = (typeof productRefusals)[number];

/** The refusal among a priced line's error code, if it is one. */
export function productRefusal(code: string | null | undefined): ProductRefusal | null {
  return (productRefusals as readonly string[]).includes(code ?? '')
    ? (code as ProductRefusal)
    : null;
}
