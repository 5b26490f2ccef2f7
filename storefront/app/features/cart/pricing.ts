import type { CartItem } from '../../lib/domain/cart';
import type { Lang } from '../commerce/screen';

/*
 * The cart's prices as the shop computes them, through the same-origin endpoint
 * `/{lang}/carrello/prezzi` (routes/carrello.prezzi.ts). The cart and the checkout both show
 * these, never the prices kept in this browser's storage.
 */

/** What the pricing endpoint (`/{lang}/carrello/prezzi`) answers. */
export interface PricingAnswer {
  /** The recalculated items; null when the shop answered something else than a list. */
  items?: CartItem[] | null;
  error?: string;
  field?: string;
  scontoPromo?: number;
}

/** Asks the server to price the cart; a failure of the network or of the server is an answer too. */
export async function requestPricing(
  lang: Lang,
  body: { prodotti: CartItem[]; codice: string | null },
  signal?: AbortSignal,
): Promise<PricingAnswer> {
  try {
    const response = await fetch(`/${lang}/carrello/prezzi`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    const answer = (await response.json().catch(() => null)) as PricingAnswer | null;
    if (answer && typeof answer === 'object' && ('items' in answer || answer.error)) return answer;
    return { error: response.ok ? 'INVALID_ANSWER' : 'UNAVAILABLE' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { error: 'UNAVAILABLE' };
  }
}
