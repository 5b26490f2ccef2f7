import { CART_STORAGE_KEY } from '../lib/domain/cart';
import type { CartItem } from '../lib/domain/cart';

/*
 * "Add to cart" on pages that are not hydrated (the loyalty card's products): a form marked
 * `data-add-to-cart` with the lines it adds (JSON, without their keys) and the cart as its action.
 * The page script appends the lines to the cart stored in this browser (the cart store's
 * persisted form, `cart` in local storage, which the cart page's screen reads) and then goes to
 * the form's address. The cart lives in the browser, so without script there is nothing to add to.
 */

/** Attribute of a form whose submission adds lines to the stored cart. */
export const ADD_TO_CART = 'data-add-to-cart';

type Line = Omit<CartItem, 'key'>;

function isLine(value: unknown): value is Line {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'number' &&
    typeof line.tipo === 'string' &&
    typeof line.dettaglio === 'string' &&
    typeof line.prezzo === 'number' &&
    typeof line.quantita === 'number'
  );
}

/** The lines a form's attribute holds; none when it is not a list of lines. */
export function linesOf(raw: string | null | undefined): Line[] {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    return Array.isArray(value) && value.every(isLine) ? value : [];
  } catch {
    return [];
  }
}

/**
 * The stored cart with `lines` appended, each with a key of its own, in the cart store's
 * persisted form; a stored value that cannot be read starts an empty cart, as the store does.
 */
export function withLines(
  stored: string | null,
  lines: readonly Line[],
  key: () => string = () => crypto.randomUUID(),
): string {
  let state: { items: CartItem[]; codicePromo: unknown } = { items: [], codicePromo: null };
  try {
    const parsed = JSON.parse(stored ?? '') as { state?: typeof state } | null;
    if (parsed?.state && Array.isArray(parsed.state.items))
      state = { items: parsed.state.items, codicePromo: parsed.state.codicePromo ?? null };
  } catch {
    // an unreadable cart is replaced, as the store replaces it
  }
  const items = [...state.items, ...lines.map((line) => ({ ...line, key: key() }))];
  return JSON.stringify({ state: { ...state, items }, version: 1 });
}

/** Appends `lines` to the cart stored in this browser (nothing without storage). */
export function storeLines(lines: readonly Line[]): void {
  try {
    localStorage.setItem(
      CART_STORAGE_KEY,
      withLines(localStorage.getItem(CART_STORAGE_KEY), lines),
    );
  } catch (error) {
    // Without storage there is no cart: the cart page says what it can.
    console.warn('The cart could not be stored', error);
  }
}

/** Handles the submission of every `[data-add-to-cart]` form under `root`. */
export function enhanceAddToCart(
  root: ParentNode,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(ADD_TO_CART)) return;
    const lines = linesOf(form.getAttribute(ADD_TO_CART));
    if (lines.length === 0) return;
    event.preventDefault();
    storeLines(lines);
    go(form.action);
  });
}
