// Orders (API.md "Orders and payment"): one transaction inserts the order under its unique
// idempotency key and takes stock, tour places, slot places (converting queue sessions), one promo
// use and the gift-card amount (take.ts); then the payment provider charges the amount due
// (pay.ts). A decline gives everything back in a second transaction (release.ts).
import { ApiError } from '../../../shared/http';
import { isUniqueViolation, tx } from '../db';
import type { CartItem, PricingResult } from '../pricing';
import type { Viewer } from '../viewer';
import { charge, fulfil } from './pay';
import { presentOrder } from './read';
import { release } from './release';
import { readCheckout } from './request';
import { takeOrder } from './take';
import { Replay, rejection } from './types';
import type {
  Checkout,
  Created,
  Group,
  LineFailure,
  OrderAnswer,
  OrderDeps,
  PricedCheckout,
  Row,
} from './types';

/**
 * The order already placed under this idempotency key (or with this id), answered again; 409
 * IDEMPOTENCY_KEY_REUSED when it was placed by another user or for another request.
 */
async function replay(
  deps: OrderDeps,
  c: Checkout,
  orderId: string | null,
): Promise<OrderAnswer | null> {
  const existing = (await (
    orderId
      ? deps.db('ordini').where({ id: orderId })
      : deps.db('ordini').where({ idempotency_key: c.key })
  ).first()) as Row | undefined;
  if (!existing) return null;
  if ((existing['user'] ?? null) !== c.viewer.user || existing['richiesta_hash'] !== c.hash) {
    throw new ApiError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different order.',
      { field: 'Idempotency-Key' },
    );
  }
  return {
    status: 200,
    order: await presentOrder(deps.db, String(existing['id']), false),
    replayed: true,
  };
}

/**
 * Prices the cart unit by unit and groups the units back by cart item; any line that cannot be
 * sold (or a loyalty card bought by a guest) rejects the checkout.
 */
async function priceCheckout(deps: OrderDeps, c: Checkout): Promise<PricedCheckout> {
  const units: CartItem[] = [];
  const unitGroup: number[] = [];
  c.items.forEach((item, index) => {
    for (let i = 0; i < item.quantita; i += 1) {
      units.push({ ...item, quantita: 1 });
      unitGroup.push(index);
    }
  });
  const priced: PricingResult = await deps.pricing.price(units, c.promoCode);
  const groups: Group[] = c.items.map((item, index) => ({ index, item, units: [] }));
  priced.lines.forEach((line, u) => groups[unitGroup[u] as number]!.units.push(line));
  const failing: LineFailure[] = [];
  for (const g of groups) {
    const bad = g.units.find((l) => l.errore);
    if (bad?.errore) failing.push({ group: g, code: bad.errore.code, message: bad.errore.message });
    else if (c.viewer.user === null && g.units[0]?.ref.productKind === 'armonia') {
      failing.push({
        group: g,
        code: 'LOGIN_REQUIRED',
        message: 'Log in to buy the loyalty card.',
      });
    }
  }
  if (failing.length) throw rejection(failing);
  return { ...c, priced, groups };
}

/** The order transaction; a concurrent or earlier order with the same key is replayed. */
async function take(
  deps: OrderDeps,
  c: PricedCheckout,
): Promise<{ created: Created } | { answer: OrderAnswer }> {
  try {
    return { created: await tx(deps.db, (trx) => takeOrder(trx, deps.cfg, c)) };
  } catch (error) {
    if (error instanceof Replay || isUniqueViolation(error)) {
      const again = await replay(deps, c, error instanceof Replay ? error.orderId : null);
      if (again) return { answer: again };
    }
    throw error;
  }
}

/** Charges the order, then marks it paid (201) or, declined, gives back what it took (402). */
async function pay(deps: OrderDeps, c: PricedCheckout, created: Created): Promise<OrderAnswer> {
  const guest = c.viewer.user === null;
  const result = await charge(deps.db, created, c.providerId, c.card, c.email);
  if (result.approved) {
    if (!(await tx(deps.db, (trx) => fulfil(trx, created, c.viewer, result.reference))))
      throw new ApiError(
        409,
        'ORDER_EXPIRED',
        'The order expired before the payment answer and was cancelled: order again.',
        { order: await presentOrder(deps.db, created.orderId, guest) },
      );
    return {
      status: 201,
      order: await presentOrder(deps.db, created.orderId, guest),
      replayed: false,
    };
  }
  await tx(deps.db, (trx) => release(trx, deps.cfg, created, result.reference));
  const failed = await presentOrder(deps.db, created.orderId, guest);
  throw new ApiError(402, 'PAYMENT_DECLINED', result.message ?? 'The payment was declined.', {
    order: failed,
  });
}

/** `POST /checkout/ordini`. */
export async function createOrder(
  deps: OrderDeps,
  viewer: Viewer,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): Promise<OrderAnswer> {
  const checkout = readCheckout(viewer, headers, body, deps.defaultProvider);
  const before = await replay(deps, checkout, null);
  if (before) return before;
  const priced = await priceCheckout(deps, checkout);
  const taken = await take(deps, priced);
  if ('answer' in taken) return taken.answer;
  if (deps.faultPauseMs > 0) await new Promise((r) => setTimeout(r, deps.faultPauseMs));
  return pay(deps, priced, taken.created);
}
