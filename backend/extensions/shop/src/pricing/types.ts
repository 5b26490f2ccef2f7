// Shapes of the cart pricing: the cart item as sent, the priced line, the promo and the result.
import { cartItemTypes, type CartItemType } from '@city/content-types';
import type { SessionRow } from '../queue/rules';
import type { Slot } from '../catalog/slots';

export const ITEM_TYPES = cartItemTypes;
export type ItemType = CartItemType;
export const MAX_UNITS = 50;

export type Names = { it: string; en: string; fr: string };

export interface CartItem {
  key: string;
  id: number | string;
  tipo: string;
  dettaglio?: unknown;
  email?: string | null;
  intestatario?: { first_name: string; last_name: string; data_di_nascita: string } | null;
  data?: string | null;
  tariffa?: string | null;
  accessorio?: string[];
  convenzione?: string | null;
  lingua?: string | null;
  sessione?: string | null;
  token?: string | null;
  quantita: number;
}

export interface LineError {
  code: string;
  message: string;
}

export interface PricedLine {
  index: number;
  item: CartItem;
  tipo: string;
  itemId: string;
  errore: LineError | null;
  prezzo: number;
  prezzo_gruppo: number;
  prezzo_combo: number | null;
  nome: Names | null;
  /** Resolved references used by the checkout. */
  ref: {
    productKind?: string;
    importo?: number | null;
    durataGiorni?: number | null;
    slot?: Slot;
    session?: SessionRow;
    hasStock?: boolean;
  };
}

export interface Promo {
  id: number;
  codice: string;
  sconto_percentuale: number | null;
  sconto_centesimi: number | null;
}

export interface PricingResult {
  lines: PricedLine[];
  totale: number;
  totale_scontato: number;
  sconto_promo: number;
  combo: boolean;
  promo: Promo | null;
}

/** A rate or accessory row of `tariffe`. */
export interface Rate {
  codice: string;
  prezzo: number;
  prezzo_gruppo: number | null;
  soglia_gruppo: number | null;
  predefinita: boolean;
  nome: unknown;
  item_id: string | null;
}

/** What a line's later steps need: base price before combo and group, and its adjustments. */
export interface LineMeta {
  base: number;
  groupPrice: number | null;
  threshold: number | null;
  /** Lines with the same key count together towards the group threshold. */
  groupKey: string;
  accessories: number;
  agreement: Record<string, unknown> | null;
}

export const lineErr = (code: string, message: string): LineError => ({ code, message });
/** A gift card is priced and counted as a card. */
export const norm = (tipo: string): string => (tipo === 'carte_regalate' ? 'carte' : tipo);
