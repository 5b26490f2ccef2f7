import { itemCount } from '../lib/domain/cart';

/**
 * Number of items in the cart stored by the cart store (zustand's persisted form,
 * `{ state: { items }, version }` under the `cart` key), without loading the store. Anything
 * unreadable counts as an empty cart; the cart page itself reads and repairs the stored cart.
 */
export function cartCountOf(stored: string | null | undefined): number {
  if (!stored) return 0;
  try {
    const value = JSON.parse(stored) as { state?: { items?: unknown } };
    const items = value.state?.items;
    if (!Array.isArray(items)) return 0;
    return itemCount(
      items.map((item) => {
        const quantity = (item as { quantita?: unknown } | null)?.quantita;
        return {
          quantita: typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 1,
        };
      }),
    );
  } catch {
    return 0;
  }
}
