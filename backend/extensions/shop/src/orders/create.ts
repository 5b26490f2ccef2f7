// Orders (API.md "Orders and payment"): one transaction inserts the order `pending` under its
// unique idempotency key, with its payment deadline, and takes stock, tour places, slot places
// (converting queue sessions), one promo use and the gift-card amount (take.ts); then the payment
// provider opens its hosted session and the order answers its address. The provider's signed
// notification (notify.ts) marks it paid or failed; the sweep expires it past its deadline
// (release.ts). Nothing due (all paid by gift card): paid at once (pay.ts).
import { ApiError } from '../../../shared/http';
import { isUniqueViolation, tx } from '../db';
import type { CartItem, PricingResult } from '../pricing';
import type { Viewer } from '../viewer';
import { num } from '../db';
import { markPaid } from './pay';
import { presentOrder } from './read';
import { failOrder } from './release';
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
  // a retry racing the first request may arrive before the hosted page is open: wait for it
  const id = String(existing['id']);
  for (let i = 0; i < 50; i += 1) {
    const o = (await deps.db('ordini').where({ id }).first('status', 'pagamento_url')) as Row;
    if (o['status'] !== 'pending' || o['pagamento_url']) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    status: 200,
    order: await presentOrder(deps.db, id, false),
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
  return { ...c, priced, groups, deadline: new Date(Date.now() + deps.pendingMs) };
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

/** Where the provider sends the buyer back: the storefront's success page of the order. */
export function returnUrls(
  storefrontUrl: string,
  order: { id: string; locale: string; token: string | null },
): { success: string; cancel: string } {
  const base = `${storefrontUrl.replace(/\/$/, '')}/${order.locale}/checkout/success/${order.id}`;
  const success = order.token ? `${base}?token=${encodeURIComponent(order.token)}` : base;
  return { success, cancel: `${success}${order.token ? '&' : '?'}esito=annullato` };
}

/** The lines of the hosted page, named in the order's language. */
function sessionLines(righe: Row[], locale: string) {
  return righe.map((r) => {
    const nome = (typeof r['nome'] === 'string' ? JSON.parse(r['nome']) : r['nome']) as
      Record<string, string> | string | null;
    const name =
      typeof nome === 'string'
        ? nome
        : (nome?.[locale] ?? nome?.['it'] ?? Object.values(nome ?? {})[0] ?? String(r['tipo']));
    const q = num(r['quantita']);
    const total = num(r['totale']);
    return total % q === 0
      ? { name, quantity: q, unitAmount: total / q }
      : { name: `${name} × ${q}`, quantity: 1, unitAmount: total };
  });
}

/**
 * Opens the provider's hosted session of a pending order (201 pending with its address), or pays
 * at once an order with nothing due (201 paid). A provider that cannot open a session fails the
 * order, everything given back (502 PAYMENT_PROVIDER_UNAVAILABLE).
 */
async function pay(deps: OrderDeps, c: PricedCheckout, created: Created): Promise<OrderAnswer> {
  const guest = c.viewer.user === null;
  const id = created.orderId;
  const order = (await deps.db('ordini').where({ id }).first()) as Row;
  const answer = async (): Promise<OrderAnswer> => ({
    status: 201,
    order: await presentOrder(deps.db, id, guest),
    replayed: false,
  });
  if (num(order['da_pagare']) <= 0) {
    await tx(deps.db, (trx) => markPaid(trx, id, { reference: null }));
    return answer();
  }
  const provider = deps.providers.active;
  try {
    if (!provider) throw new Error(deps.providers.problem ?? 'no payment provider');
    const righe = (await deps.db('ordini_righe').where({ ordine: id }).orderBy('id')) as Row[];
    const urls = returnUrls(deps.storefrontUrl, {
      id,
      locale: c.locale,
      token: (order['access_token'] as string | null) ?? null,
    });
    const session = await provider.createSession({
      orderId: id,
      numero: String(order['numero']),
      amount: num(order['da_pagare']),
      currency: 'EUR',
      lines: sessionLines(righe, c.locale),
      email: c.email,
      locale: c.locale,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      expiresAt: c.deadline,
    });
    const opened = await deps.db('ordini').where({ id, status: 'pending' }).update({
      sessione_pagamento: session.session,
      pagamento_url: session.url,
      date_updated: new Date(),
    });
    if (!opened) {
      // the payment window closed before the page opened (the expiry job gave everything back)
      await provider.expireSession?.(session.session).catch(() => undefined);
      throw new ApiError(
        409,
        'ORDER_EXPIRED',
        'The order expired before its payment page opened and was released: order again.',
        { order: await presentOrder(deps.db, id, guest) },
      );
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    deps.warn(error, `shop: the payment provider could not open a session for order ${id}`);
    await tx(deps.db, (trx) => failOrder(trx, deps.cfg, id, null));
    throw new ApiError(
      502,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment service cannot be reached: nothing was charged, try again shortly.',
      { order: await presentOrder(deps.db, id, guest) },
    );
  }
  return answer();
}

/** `POST /checkout/ordini`. */
export async function createOrder(
  deps: OrderDeps,
  viewer: Viewer,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): Promise<OrderAnswer> {
  const checkout = readCheckout(viewer, headers, body, deps.providers.configured);
  const before = await replay(deps, checkout, null);
  if (before) return before;
  const priced = await priceCheckout(deps, checkout);
  const taken = await take(deps, priced);
  if ('answer' in taken) return taken.answer;
  if (deps.faultPauseMs > 0) await new Promise((r) => setTimeout(r, deps.faultPauseMs));
  return pay(deps, priced, taken.created);
}
