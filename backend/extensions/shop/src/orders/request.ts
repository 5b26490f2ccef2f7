// Reading a checkout request: the Idempotency-Key header, the cart, the promo and gift-card codes,
// the email (required for guests), the locale, and the request's hash that a replay with the same
// key must match. No card data is accepted: the buyer pays on the provider's hosted page, and the
// provider is the deployment's (SHOP_PAYMENT_PROVIDER), never the client's choice.
import { createHash } from 'node:crypto';
import { ApiError, invalid } from '../../../shared/http';
import { parseCode, parseItems } from '../pricing';
import type { Viewer } from '../viewer';
import type { Checkout, Row } from './types';

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function idempotencyKey(headers: Record<string, string | string[] | undefined>): string {
  const rawKey = headers['idempotency-key'];
  const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
  if (!key || !KEY.test(key)) {
    throw new ApiError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'The Idempotency-Key header is required (8-128 characters A-Z a-z 0-9 _ . : -).',
      { field: 'Idempotency-Key' },
    );
  }
  return key;
}

function emailOf(b: Row, viewer: Viewer): string | null {
  let email: string | null = viewer.email;
  if (b['email'] !== undefined && b['email'] !== null) {
    if (typeof b['email'] !== 'string' || !EMAIL.test(b['email']))
      throw invalid('email', 'email must be a valid address.');
    email = b['email'];
  }
  if (viewer.user === null && !email) throw invalid('email', 'email is required for guest orders.');
  return email;
}

/** Fields that would carry card data or choose the provider: refused outright. */
const REFUSED = ['pagamento', 'carta', 'card', 'numero_carta', 'card_number', 'cvv', 'cvc', 'pan'];

function refuseCardData(b: Row): void {
  for (const key of REFUSED)
    if (b[key] !== undefined)
      throw invalid(
        key,
        'Card data is not accepted here: the buyer pays on the payment page the order answers.',
      );
}

export function readCheckout(
  viewer: Viewer,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  providerId: string,
): Checkout {
  const key = idempotencyKey(headers);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('body', 'The body must be a JSON object.');
  const b = body as Row;
  const items = parseItems(b['prodotti'], { grouped: true });
  const promoCode = parseCode(b['codice']);
  const giftCode = parseCode(b['carta_regalo'], 'carta_regalo');
  const email = emailOf(b, viewer);
  refuseCardData(b);
  const locale =
    typeof b['locale'] === 'string' && ['it', 'en', 'fr'].includes(b['locale'])
      ? b['locale']
      : 'it';
  if (items.length === 0)
    throw new ApiError(422, 'CART_EMPTY', 'The cart is empty.', { field: 'prodotti' });
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        items: items.map((i) => ({ ...i, dettaglio: undefined, token: undefined })),
        promoCode,
        giftCode,
        email,
        user: viewer.user,
      }),
    )
    .digest('hex');
  return { viewer, key, hash, email, locale, providerId, items, promoCode, giftCode };
}
