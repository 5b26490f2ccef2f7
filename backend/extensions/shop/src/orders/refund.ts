// Refunds: recorded in `pagamenti_eventi` (tipo rimborso) inside the transaction that decides them
// (a cancellation, or a payment that arrived after its order expired), then requested from the
// order's provider once that transaction has committed; the record says requested, succeeded or
// failed and keeps the provider's refund reference. A whole order whose refund succeeded becomes
// `refunded`.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { insertedId } from './types';
import type { Row } from './types';
import type { Providers } from './providers';
import { json, num, toIso } from '../db';

export interface RefundRecord {
  orderId: string;
  provider: string | null;
  /** cents refunded by the provider */
  importo: number;
  /** cents put back on the gift card */
  importoCarta: number;
  righe: number[] | null;
  motivo: string | null;
  evento: 'annullamento' | 'automatico';
}

/** Records a refund (requested; succeeded at once when there is nothing to ask the provider). */
export async function recordRefund(trx: Knex.Transaction, r: RefundRecord): Promise<number> {
  const now = new Date();
  const ids = await trx('pagamenti_eventi')
    .insert({
      evento_id: `rimborso:${randomUUID()}`,
      tipo: 'rimborso',
      ordine: r.orderId,
      provider: r.provider,
      evento: r.evento,
      importo: r.importo,
      importo_carta_regalo: r.importoCarta,
      valuta: 'EUR',
      stato: r.importo > 0 ? 'requested' : 'succeeded',
      righe: r.righe ? JSON.stringify(r.righe) : null,
      motivo: r.motivo,
      date_created: now,
      date_updated: now,
    })
    .returning('id');
  return insertedId(ids);
}

/** Cents the provider has refunded or is refunding, and cents given back to the gift card. */
export async function refundedSoFar(
  trx: Knex | Knex.Transaction,
  orderId: string,
): Promise<{ money: number; gift: number }> {
  const rows = (await trx('pagamenti_eventi')
    .where({ ordine: orderId, tipo: 'rimborso' })
    .whereNot('stato', 'failed')
    .select('importo', 'importo_carta_regalo')) as Row[];
  return {
    money: rows.reduce((s, r) => s + num(r['importo']), 0),
    gift: rows.reduce((s, r) => s + num(r['importo_carta_regalo']), 0),
  };
}

/** Asks the provider for a recorded refund and records its answer. */
export async function executeRefund(
  db: Knex,
  providers: Providers,
  refundId: number,
  warn: (error: unknown, msg: string) => void,
): Promise<void> {
  const row = (await db('pagamenti_eventi').where({ id: refundId }).first()) as Row | undefined;
  if (!row || row['stato'] !== 'requested') return;
  const orderId = String(row['ordine']);
  const order = (await db('ordini').where({ id: orderId }).first()) as Row;
  const provider = providers.get(String(row['provider'] ?? order['provider'] ?? ''));
  const reference = order['riferimento_pagamento'] as string | null;
  let stato: 'requested' | 'succeeded' | 'failed' = 'failed';
  let riferimento: string | null = null;
  if (provider && reference) {
    try {
      const res = await provider.refund({
        orderId,
        reference,
        amount: num(row['importo']),
        idempotencyKey: String(row['evento_id']),
      });
      stato = res.status;
      riferimento = res.reference;
    } catch (error) {
      warn(error, `shop: refund ${refundId} of order ${orderId} failed`);
    }
  } else warn(null, `shop: refund ${refundId}: no provider or payment reference`);
  await db('pagamenti_eventi')
    .where({ id: refundId, stato: 'requested' })
    .update({ stato, riferimento, date_updated: new Date() });
  if (stato === 'succeeded') await wholeOrderRefunded(db, row);
}

/** A whole order's cancellation whose refund succeeded: the order becomes `refunded`. */
async function wholeOrderRefunded(db: Knex | Knex.Transaction, refund: Row): Promise<void> {
  if (refund['righe'] !== null || refund['evento'] !== 'annullamento') return;
  await db('ordini')
    .where({ id: String(refund['ordine']), status: 'cancelled' })
    .update({ status: 'refunded', date_updated: new Date() });
}

/**
 * The provider's final answer on a refund it had accepted as pending (found by the provider's
 * refund reference, within the order): requested becomes succeeded or failed, and a whole order's
 * cancellation becomes `refunded` when its refund succeeded. A refund already settled keeps its
 * state (a late or repeated answer changes nothing). Answers whether a refund was settled.
 */
export async function settleRefund(
  trx: Knex.Transaction,
  orderId: string,
  provider: string,
  reference: string | null,
  stato: 'succeeded' | 'failed',
): Promise<boolean> {
  if (!reference) return false;
  const row = (await trx('pagamenti_eventi')
    .where({ ordine: orderId, tipo: 'rimborso', provider, riferimento: reference })
    .first()) as Row | undefined;
  if (!row || row['stato'] !== 'requested') return false;
  await trx('pagamenti_eventi')
    .where({ id: row['id'], stato: 'requested' })
    .update({ stato, date_updated: new Date() });
  if (stato === 'succeeded') await wholeOrderRefunded(trx, row);
  return true;
}

/** The refunds of an order as answered (Order.rimborsi). */
export async function presentRefunds(db: Knex, orderId: string): Promise<Row[]> {
  const rows = (await db('pagamenti_eventi')
    .where({ ordine: orderId, tipo: 'rimborso' })
    .orderBy('id')
    .select('*')) as Row[];
  return rows.map((r) => ({
    id: num(r['id']),
    importo: num(r['importo']),
    importo_carta_regalo: num(r['importo_carta_regalo']),
    stato: r['stato'],
    riferimento: r['riferimento'] ?? null,
    righe: json<number[] | null>(r['righe'], null),
    date_created: toIso(r['date_created']),
  }));
}
