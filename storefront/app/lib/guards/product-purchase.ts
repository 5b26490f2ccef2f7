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
