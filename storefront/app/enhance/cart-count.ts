import { itemCount } from '../lib/domain/cart';

/*
 * The cart stored by the cart store (zustand's persisted form, `{ state: { items }, version }`
 * under the `cart` key), read without loading the store.
 */

/** The stored lines: none when nothing is stored, undefined when what is stored is unreadable. */
function storedItems(stored: string | null | undefined): unknown[] | undefined {
  if (stored == null) return [];
  try {
    const items = (JSON.parse(stored) as { state?: { items?: unknown } } | null)?.state?.items;
    return Array.isArray(items) ? items : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Number of items in the stored cart. Anything unreadable counts as an empty cart; the cart page
 * itself reads and repairs the stored cart.
 */
export function cartCountOf(stored: string | null | undefined): number {
  return itemCount(
    (storedItems(stored) ?? []).map((item) => {
      const quantity = (item as { quantita?: unknown } | null)?.quantita;
      return {
        quantita: typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 1,
      };
    }),
  );
}

/**
 * Whether the stored cart holds no item: nothing stored, or a list of none. Anything unreadable
 * is not empty: the cart screen reads and repairs it.
 */
export function storedCartIsEmpty(stored: string | null): boolean {
  return storedItems(stored)?.length === 0;
}
