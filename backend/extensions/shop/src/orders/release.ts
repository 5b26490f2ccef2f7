// Giving back what an order took, from the order's rows: ONE function (`giveBack`) used by every
// transition that ends a sale or part of it: a declined payment (failOrder), the payment deadline
// (expireOrder, run by the scheduled sweep of every process, exactly once per order thanks to the
// conditional status update) and a cancellation by an administrator or organiser (cancel.ts).
// `voidIssued` deactivates what a paid order issued. Hook for other issued items: give them back
// or void them here, inside the caller's transaction.
import type { Knex } from 'knex';
import { affected, json, num, numOrNull, tx } from '../db';
import { lockSlot } from '../catalog/slots';
import { refreshSlot } from '../queue/rules';
import { voidTickets } from '../tickets/issue';
import type { QueueConfig, SessionRow } from '../queue/rules';
import type { Row } from './types';

const STOCKED = ['carte', 'carte_regalate', 'abbonamenti_athena'];

export const activeLines = (trx: Knex | Knex.Transaction, orderId: string) =>
  trx('ordini_righe')
    .where({ ordine: orderId })
    .andWhere((w) => w.whereNull('stato').orWhere('stato', 'active'));

export interface GiveBackOptions {
  /** the lines to give back; null = every active line (the whole order) */
  lines: number[] | null;
  /**
   * queue sessions the order converted: `revive` (a declined payment: the buyer may try again
   * while the session lives), `expire`, or `keep` (some lines only)
   */
  sessions: 'revive' | 'expire' | 'keep';
  /** cents put back on the order's gift card */
  giftCard: number;
  /** the promo use goes back (whole order only) */
  promo: boolean;
  /** the lines become `cancelled` (a cancellation; an expired or failed order keeps them) */
  markLines: boolean;
  now: number;
}

/** Gives back places, stock, sessions, promo use and gift-card amount; the lines given back. */
export async function giveBack(
  trx: Knex.Transaction,
  cfg: QueueConfig,
  orderId: string,
  o: GiveBackOptions,
): Promise<number[]> {
  const order = (await trx('ordini').where({ id: orderId }).first()) as Row;
  let q = activeLines(trx, orderId);
  if (o.lines) q = q.whereIn('id', o.lines);
  const righe = (await q
    .orderBy('id')
    .select('id', 'tipo', 'item_id', 'quantita', 'slot')) as Row[];
  const ids = righe.map((r) => num(r['id']));
  // lock the dates first, in one order, as the checkout does
  const slots = [
    ...new Set(righe.map((r) => numOrNull(r['slot'])).filter((s): s is number => s !== null)),
  ].sort((a, b) => a - b);
  for (const s of slots) await lockSlot(trx, s);
  for (const r of righe) {
    const qty = num(r['quantita']);
    if (STOCKED.includes(String(r['tipo']))) {
      await trx('contenuti')
        .where({ id: Number(r['item_id']) })
        .whereNotNull('stock')
        .andWhere('venduti', '>=', qty)
        .update({ venduti: trx.raw('venduti - ?', [qty]) });
    } else if (r['slot'] !== null && r['slot'] !== undefined) {
      await trx('date_puntuali')
        .where({ id: num(r['slot']) })
        .andWhere('prenotati', '>=', qty)
        .update({ prenotati: trx.raw('prenotati - ?', [qty]) });
    }
  }
  if (ids.length)
    await trx('prenotazioni')
      .where({ ordine: orderId })
      .andWhere((w) => (o.lines ? w.whereIn('riga', ids) : w))
      .update({ stato: 'annullata' });
  await voidTickets(trx, orderId, o.lines);
  if (o.markLines && ids.length)
    await trx('ordini_righe').whereIn('id', ids).update({ stato: 'cancelled' });
  if (o.sessions !== 'keep') {
    const sessions = (await trx('sessioni_coda').where({ ordine: orderId })) as SessionRow[];
    for (const s of sessions) {
      const alive = o.sessions === 'revive' && num(s.scadenza) > o.now;
      await trx('sessioni_coda')
        .where({ id: s.id })
        .update({
          status: alive ? 'active' : 'expired',
          ammessa: alive,
          ordine: null,
          date_updated: new Date(o.now),
        });
    }
  }
  // places freed on queue-managed dates admit the next sessions
  for (const s of slots) {
    const slot = await lockSlot(trx, s);
    if (slot) await refreshSlot(trx, slot, o.now, cfg);
  }
  if (o.promo && order['promo'] !== null && order['promo'] !== undefined)
    await trx('codici_promo')
      .where({ id: num(order['promo']) })
      .andWhere('usi', '>', 0)
      .update({ usi: trx.raw('usi - 1') });
  if (o.giftCard > 0 && order['carta_regalo'] !== null && order['carta_regalo'] !== undefined)
    await trx('carte_regalo')
      .where({ id: num(order['carta_regalo']) })
      .update({ saldo: trx.raw('saldo + ?', [o.giftCard]) });
  return ids;
}

/** Deactivates what the order issued for `lines` (null: everything it issued). */
export async function voidIssued(
  trx: Knex.Transaction,
  orderId: string,
  lines: number[] | null,
): Promise<void> {
  if (lines === null) {
    await trx('carte_regalo').where({ ordine: orderId }).update({ attiva: false });
    await trx('card_armonia').where({ ordine: orderId }).update({ stato: 'annullata' });
    await trx('abbonamenti_athena').where({ ordine: orderId }).update({ stato: 'annullato' });
    return;
  }
  const order = (await trx('ordini').where({ id: orderId }).first('emessi')) as Row;
  const emessi = json<Record<string, Row[]>>(order['emessi'], {});
  const of = (k: string) =>
    (emessi[k] ?? []).filter((e) => lines.includes(num(e['riga'])) && e['riga'] != null);
  const codes = of('carte_regalo').map((e) => String(e['codice']));
  if (codes.length) await trx('carte_regalo').whereIn('codice', codes).update({ attiva: false });
  const cards = of('card_armonia').map((e) => num(e['id']));
  if (cards.length) await trx('card_armonia').whereIn('id', cards).update({ stato: 'annullata' });
  const passes = of('abbonamenti').map((e) => num(e['id']));
  if (passes.length)
    await trx('abbonamenti_athena').whereIn('id', passes).update({ stato: 'annullato' });
}

/** A declined payment: a pending order fails and gives back everything; false if not pending. */
export async function failOrder(
  trx: Knex.Transaction,
  cfg: QueueConfig,
  orderId: string,
  reference: string | null,
): Promise<boolean> {
  const now = Date.now();
  const failed = affected(
    await trx('ordini')
      .where({ id: orderId, status: 'pending' })
      .update({
        status: 'failed',
        esito_pagamento: 'declined',
        riferimento_pagamento: reference,
        scadenza: null,
        date_updated: new Date(now),
      }),
  );
  if (!failed) return false;
  const order = (await trx('ordini').where({ id: orderId }).first()) as Row;
  await giveBack(trx, cfg, orderId, {
    lines: null,
    sessions: 'revive',
    giftCard: num(order['pagato_carta_regalo']),
    promo: true,
    markLines: false,
    now,
  });
  return true;
}

/** The payment deadline passed: a pending order expires and gives back everything. */
export async function expireOrder(
  trx: Knex.Transaction,
  cfg: QueueConfig,
  orderId: string,
): Promise<boolean> {
  const now = Date.now();
  const expired = affected(
    await trx('ordini')
      .where({ id: orderId, status: 'pending' })
      .update({ status: 'expired', date_updated: new Date(now) }),
  );
  if (!expired) return false;
  const order = (await trx('ordini').where({ id: orderId }).first()) as Row;
  await giveBack(trx, cfg, orderId, {
    lines: null,
    sessions: 'expire',
    giftCard: num(order['pagato_carta_regalo']),
    promo: true,
    markLines: false,
    now,
  });
  return true;
}

export interface Expired {
  id: string;
  provider: string | null;
  session: string | null;
}

/**
 * Expires pending orders whose payment deadline has passed (or, with `olderThanMs`, every pending
 * order created longer ago: the administrators' sweep). Safe to run from several processes at
 * once: each order expires in one transaction whose conditional update only one of them wins.
 */
export async function sweep(
  db: Knex,
  cfg: QueueConfig,
  { olderThanMs = null, pendingMs }: { olderThanMs?: number | null; pendingMs: number },
): Promise<Expired[]> {
  const now = new Date();
  // orders placed before deadlines were recorded expire SHOP_PENDING_ORDER_SECONDS after creation
  const undated = new Date(now.getTime() - pendingMs);
  const due = (await db('ordini')
    .where({ status: 'pending' })
    .andWhere((w) =>
      olderThanMs !== null
        ? w.where('date_created', '<=', new Date(now.getTime() - olderThanMs))
        : w
            .where('scadenza', '<=', now)
            .orWhere((u) => u.whereNull('scadenza').andWhere('date_created', '<=', undated)),
    )
    .orderBy('date_created')
    .limit(200)
    .select('id', 'provider', 'sessione_pagamento')) as Row[];
  const out: Expired[] = [];
  for (const o of due) {
    const id = String(o['id']);
    if (await tx(db, (trx) => expireOrder(trx, cfg, id)))
      out.push({
        id,
        provider: (o['provider'] as string | null) ?? null,
        session: (o['sessione_pagamento'] as string | null) ?? null,
      });
  }
  return out;
}
