import type { CartItem } from './cart';

/**
 * Checkout grouping of spec section 3: items are grouped by the attributes that identify what is
 * being bought, which vary by type, and each group gets a quantity.
 */

function holderKey(item: CartItem): string {
  const holder = item.intestatario;
  return holder
    ? [
        holder.first_name.trim().toLowerCase(),
        holder.last_name.trim().toLowerCase(),
        holder.data_di_nascita,
      ].join('|')
    : '';
}

/** The identifying attributes of an item for the checkout. */
export function checkoutKey(item: CartItem): string {
  const base = `${item.tipo}:${item.id}`;
  switch (item.tipo) {
    case 'carte':
    case 'carte_regalate':
      return [base, (item.email ?? '').trim().toLowerCase()].join('#');
    case 'abbonamenti_athena':
      return [base, holderKey(item), item.convenzione ?? ''].join('#');
    case 'visite_guidate':
      return [
        base,
        String(item.data ?? ''),
        item.tariffa ?? '',
        [...(item.accessorio ?? [])].sort().join(','),
        item.convenzione ?? '',
        item.lingua ?? '',
      ].join('#');
    case 'appuntamenti':
      return [
        base,
        String(item.data ?? ''),
        item.tariffa ?? '',
        item.lingua ?? '',
        item.sessione ?? '',
      ].join('#');
  }
}

export interface CheckoutGroup {
  key: string;
  /** The first item of the group: its attributes stand for all. */
  item: CartItem;
  /** Cart line keys in the group. */
  keys: string[];
  quantita: number;
}

export function groupForCheckout(items: readonly CartItem[]): CheckoutGroup[] {
  const groups = new Map<string, CheckoutGroup>();
  for (const item of items) {
    const key = checkoutKey(item);
    const group = groups.get(key);
    const quantity = Math.max(1, item.quantita);
    if (group) {
      group.keys.push(item.key);
      group.quantita += quantity;
    } else {
      groups.set(key, { key, item, keys: [item.key], quantita: quantity });
    }
  }
  return [...groups.values()];
}

/** The order payload lines: one per group, the group's quantity on its representative item. */
export function orderLines(items: readonly CartItem[]): Array<CartItem & { quantita: number }> {
  return groupForCheckout(items).map((group) => ({ ...group.item, quantita: group.quantita }));
}

/** Price recalculation payload: every item with quantity 1 (spec section 7). */
export function pricingPayload(items: readonly CartItem[]): CartItem[] {
  return items.map((item) => ({ ...item, quantita: 1 }));
}
