/**
 * Cart rules of spec sections 3 and 5: the item fields, the cart view grouping (by type and id,
 * gift cards for others merged into gift cards), and removal of one item from a group.
 */

import type { CartItemType } from '../api/shop-types';

export { cartItemTypes, type CartItemType } from '../api/shop-types';

export interface Holder {
  first_name: string;
  last_name: string;
  /** ISO date yyyy-mm-dd */
  data_di_nascita: string;
}

export interface CartItem {
  /** Random id of this line. */
  key: string;
  /** Product id. */
  id: number;
  tipo: CartItemType;
  /** Display name of the product. */
  dettaglio: string;
  /** Unit price in cents. */
  prezzo: number;
  /** Group (discounted) price in cents, when recalculated by the server. */
  prezzo_gruppo?: number | null;
  /** Combo price in cents, when the server applied a combination. */
  prezzo_combo?: number | null;
  /** Recipient of a gift card. */
  email?: string | null;
  /** Holder of a pass. */
  intestatario?: Holder | null;
  /** Date of a guided tour or slot of an appointment: the slot key yyyyMMddHHmm, city time. */
  data?: string | number | null;
  tariffa?: string | null;
  accessorio?: string[];
  convenzione?: string | null;
  lingua?: string | null;
  /** Queue session id of an appointment. */
  sessione?: string | null;
  token?: string | null;
  quantita: number;
}

export interface PromoCode {
  codice: string;
}

export interface CartState {
  items: CartItem[];
  codicePromo: PromoCode | null;
  /** True while the server recalculates prices. */
  calcolando: boolean;
}

export interface CartGroup {
  /** `${tipo}:${id}` with carte_regalate folded into carte. */
  key: string;
  tipo: CartItemType;
  id: number;
  dettaglio: string;
  /** Unit price in cents (of the first item). */
  prezzoSingolo: number;
  /** Sum of unit prices in cents. */
  totale: number;
  /** Sum of the discounted prices (group or combo price when present, else unit price). */
  totaleScontato: number;
  items: CartItem[];
  /** Whether any item of the group carries a combo price. */
  combo: boolean;
}

export function groupType(tipo: CartItemType): CartItemType {
  return tipo === 'carte_regalate' ? 'carte' : tipo;
}

/** Price due for a line: the server's recalculated price (group, combo, agreement, promo), else the combo price, else the list price. */
export function discountedPrice(item: CartItem): number {
  if (item.prezzo_gruppo != null) return item.prezzo_gruppo;
  if (item.prezzo_combo != null) return item.prezzo_combo;
  return item.prezzo;
}

/** The cart view: items grouped by type and id, in order of first appearance. */
export function groupCart(items: readonly CartItem[]): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const item of items) {
    const tipo = groupType(item.tipo);
    const key = `${tipo}:${item.id}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        tipo,
        id: item.id,
        dettaglio: item.dettaglio,
        prezzoSingolo: item.prezzo,
        totale: 0,
        totaleScontato: 0,
        items: [],
        combo: false,
      };
      groups.set(key, group);
    }
    const quantity = Math.max(1, item.quantita);
    group.items.push(item);
    group.totale += item.prezzo * quantity;
    group.totaleScontato += discountedPrice(item) * quantity;
    group.combo ||= item.prezzo_combo != null;
  }
  return [...groups.values()];
}

export interface CartTotals {
  totale: number;
  totaleScontato: number;
  sconto: number;
  count: number;
  combo: boolean;
}

/** Local storage key of the persisted cart. */
export const CART_STORAGE_KEY = 'cart';

/** Number of items in the cart, as the header shows it: every line counts at least once. */
export function itemCount(items: readonly Pick<CartItem, 'quantita'>[]): number {
  return items.reduce((sum, item) => sum + Math.max(1, item.quantita), 0);
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  const groups = groupCart(items);
  const totale = groups.reduce((sum, group) => sum + group.totale, 0);
  const totaleScontato = groups.reduce((sum, group) => sum + group.totaleScontato, 0);
  return {
    totale,
    totaleScontato,
    sconto: Math.max(0, totale - totaleScontato),
    count: itemCount(items),
    combo: groups.some((group) => group.combo),
  };
}

/** Spec section 5: one item can be removed from a group only when the group has more than one. */
export function canRemoveOne(group: Pick<CartGroup, 'items'>): boolean {
  return group.items.length > 1;
}

/** Removes the last item of the group with `groupKey`, when allowed; otherwise returns the items unchanged. */
export function removeOneFromGroup(items: readonly CartItem[], groupKey: string): CartItem[] {
  const group = groupCart(items).find((candidate) => candidate.key === groupKey);
  if (!group || !canRemoveOne(group)) return [...items];
  const last = group.items[group.items.length - 1];
  return items.filter((item) => item !== last);
}

export function removeGroup(items: readonly CartItem[], groupKey: string): CartItem[] {
  return items.filter((item) => `${groupType(item.tipo)}:${item.id}` !== groupKey);
}

/** Spec section 5: appointment items match the cart only if their date is numeric. */
export function isNumericDate(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^\d+$/.test(value);
}

export function matchesAppointment(
  item: CartItem,
  appointmentId: number,
  slot: string | number,
): boolean {
  return (
    item.tipo === 'appuntamenti' &&
    item.id === appointmentId &&
    isNumericDate(item.data) &&
    isNumericDate(slot) &&
    String(item.data) === String(slot)
  );
}

export function randomKey(): string {
  return globalThis.crypto.randomUUID();
}
