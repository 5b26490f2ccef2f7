/*
 * The hosted payment as the storefront sees it: it never handles card data and opens only the
 * address of the payment provider's page that the shop answered for a pending order.
 */

/**
 * Names of card data. None is ever forwarded, and a request carrying one is refused as a whole,
 * so that a page that still asks for a card number cannot look as if it worked.
 */
export const cardFieldNames = [
  'carta',
  'card',
  'numero_carta',
  'card_number',
  'cardNumber',
  'cvv',
  'cvc',
  'pan',
  'pagamento',
] as const;

export const carriesCardData = (values: Record<string, unknown>): boolean =>
  cardFieldNames.some((name) => Object.prototype.hasOwnProperty.call(values, name));

/** The provider's page, when it is an http(s) address; anything else is never opened. */
export function paymentPage(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Where the idempotency key of this tab's checkout attempt is kept (the order page clears it). */
export const CHECKOUT_KEY_STORAGE = 'checkout-idempotency-key';
