// Provider notifications (`POST /shop/pagamenti/notifiche/:provider`): the provider verifies the
// signature over the raw body and reads the event; then one transaction records the event id
// (unique: a notification delivered twice is applied once; a concurrent duplicate waits for the
// first and then fails its insert) and applies it to the order, locked:
// - paid, pending order, amount and currency as due  -> paid and issued (pay.ts markPaid)
// - paid, amount or currency not as due               -> review (nothing issued, holds kept)
// - paid, order expired or failed meanwhile           -> stays so, payment recorded, refunded
// - failed / expired, pending order                   -> failed / expired, everything given back
// - refund succeeded / failed (a pending refund's end) -> the refund settled; a whole order's
//                                                       cancellation refunded when it succeeded
// - anything else (a late failed after paid, …)       -> nothing changes
import type { Knex } from 'knex';
import { ApiError } from '../../../shared/http';
import { isUniqueViolation, lockRow, num, tx } from '../db';
import type { QueueConfig } from '../queue/rules';
import { markPaid } from './pay';
import type { PaymentEvent, Providers } from './providers';
import { executeRefund, recordRefund, refundedSoFar, settleRefund } from './refund';
import { expireOrder, failOrder } from './release';
import type { Row } from './types';

export interface PaymentDeps {
  db: Knex;
  cfg: QueueConfig;
  providers: Providers;
  warn: (error: unknown, msg: string) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type Outcome =
  | 'paid'
  | 'review'
  | 'refunded'
  | 'refund_settled'
  | 'failed'
  | 'expired'
  | 'unchanged'
  | 'unknown_order'
  | 'ignored'
  | 'duplicate';

async function applyPaid(
  trx: Knex.Transaction,
  order: Row,
  e: PaymentEvent,
): Promise<{ outcome: Outcome; refund: number | null }> {
  const id = String(order['id']);
  const status = String(order['status']);
  const due = num(order['da_pagare']);
  if (status === 'pending') {
    if (e.amount !== due || e.currency !== 'EUR') {
      await trx('ordini').where({ id }).update({
        status: 'review',
        esito_pagamento: 'approved',
        riferimento_pagamento: e.reference,
        date_updated: new Date(),
      });
      return { outcome: 'review', refund: null };
    }
    await markPaid(trx, id, { reference: e.reference });
    return { outcome: 'paid', refund: null };
  }
  if ((status === 'expired' || status === 'failed') && order['esito_pagamento'] !== 'approved') {
    // the buyer paid after the order gave its places back: it stays so, the payment goes back
    await trx('ordini').where({ id }).update({
      esito_pagamento: 'approved',
      riferimento_pagamento: e.reference,
      date_updated: new Date(),
    });
    const already = await refundedSoFar(trx, id);
    const amount = Math.max(0, (e.amount ?? due) - already.money);
    const refund = await recordRefund(trx, {
      orderId: id,
      provider: (order['provider'] as string | null) ?? null,
      importo: amount,
      importoCarta: 0,
      righe: null,
      motivo: 'payment received after the order expired',
      evento: 'automatico',
    });
    return { outcome: 'refunded', refund };
  }
  return { outcome: 'unchanged', refund: null };
}

async function apply(
  deps: PaymentDeps,
  trx: Knex.Transaction,
  providerId: string,
  e: PaymentEvent,
): Promise<{ outcome: Outcome; refund: number | null }> {
  const orderId = e.orderId && UUID.test(e.orderId) ? e.orderId : null;
  await trx('pagamenti_eventi').insert({
    evento_id: `${providerId}:${e.id}`.slice(0, 255),
    tipo: 'notifica',
    ordine: orderId,
    provider: providerId,
    evento: e.kind,
    importo: e.amount,
    valuta: e.currency?.slice(0, 3) ?? null,
    riferimento: e.reference?.slice(0, 255) ?? null,
    date_created: new Date(),
    date_updated: new Date(),
  });
  const order = orderId ? await lockRow<Row>(trx, 'ordini', orderId) : undefined;
  let result: { outcome: Outcome; refund: number | null } = {
    outcome: 'unknown_order',
    refund: null,
  };
  if (order && order['provider'] !== providerId)
    result = { outcome: 'unknown_order', refund: null };
  else if (order && e.kind === 'paid') result = await applyPaid(trx, order, e);
  else if (order && e.kind === 'failed')
    result = {
      outcome: (await failOrder(trx, deps.cfg, String(order['id']), e.reference))
        ? 'failed'
        : 'unchanged',
      refund: null,
    };
  else if (order && (e.kind === 'refund_succeeded' || e.kind === 'refund_failed'))
    result = {
      outcome: (await settleRefund(
        trx,
        String(order['id']),
        providerId,
        e.reference,
        e.kind === 'refund_succeeded' ? 'succeeded' : 'failed',
      ))
        ? 'refund_settled'
        : 'unchanged',
      refund: null,
    };
  else if (order && e.kind === 'expired')
    result = {
      outcome: (await expireOrder(trx, deps.cfg, String(order['id']))) ? 'expired' : 'unchanged',
      refund: null,
    };
  await trx('pagamenti_eventi')
    .where({ evento_id: `${providerId}:${e.id}`.slice(0, 255) })
    .update({ stato: result.outcome });
  return result;
}

/** Verifies and applies one notification; the answer names what it did. */
export async function receiveNotification(
  deps: PaymentDeps,
  providerId: string | undefined,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: true; outcome: Outcome }> {
  const provider = deps.providers.get(String(providerId ?? ''));
  if (!provider)
    throw new ApiError(404, 'NOT_FOUND', 'This payment provider is not configured here.');
  const event = await provider.parseNotification(raw, headers);
  if (event.kind === 'ignored') return { received: true, outcome: 'ignored' };
  let result: { outcome: Outcome; refund: number | null };
  try {
    result = await tx(deps.db, (trx) => apply(deps, trx, provider.id, event));
  } catch (error) {
    if (isUniqueViolation(error)) return { received: true, outcome: 'duplicate' };
    throw error;
  }
  if (result.refund !== null)
    await executeRefund(deps.db, deps.providers, result.refund, deps.warn);
  return { received: true, outcome: result.outcome };
}
