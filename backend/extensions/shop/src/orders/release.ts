// Giving back what an order took: after a declined payment (release, from what the transaction
// recorded) and for orders left pending by a process that stopped before the payment answer
// (sweep, from the order's rows; safe to run from several processes).
import type { Knex } from 'knex';
import { affected, num, tx } from '../db';
import { lockSlot } from '../catalog/slots';
import type { Slot } from '../catalog/slots';
import { refreshSlot } from '../queue/rules';
import type { QueueConfig, SessionRow } from '../queue/rules';
import type { Created, Row } from './types';

/** Gives the queue session back exactly the places it had booked, so capacity still holds. */
async function releaseSession(
  trx: Knex.Transaction,
  cfg: QueueConfig,
  s: Created['sessions'][number],
  now: number,
): Promise<void> {
  const slot = (await lockSlot(trx, s.slot)) as Slot;
  await trx('date_puntuali')
    .where({ id: s.slot })
    .update({ prenotati: trx.raw('prenotati - ?', [s.q]) });
  const row = (await trx('sessioni_coda').where({ id: s.id }).first()) as SessionRow;
  const alive = num(row.scadenza) > now;
  await trx('sessioni_coda')
    .where({ id: s.id })
    .update({
      status: alive ? 'active' : 'expired',
      ammessa: alive,
      posti: s.q,
      ordine: null,
      date_updated: new Date(now),
    });
  await refreshSlot(trx, { ...slot, prenotati: slot.prenotati - s.q }, now, cfg);
}

/** A declined payment: the order fails and gives back everything it took. */
export async function release(
  trx: Knex.Transaction,
  cfg: QueueConfig,
  c: Created,
  reference: string | null,
): Promise<void> {
  const now = Date.now();
  // An order the sweep has already cancelled gave back its holds there.
  const failed = affected(
    await trx('ordini')
      .where({ id: c.orderId, status: 'pending' })
      .update({ status: 'failed', date_updated: new Date(now) }),
  );
  if (!failed) return;
  for (const t of c.taken) {
    const q = t.group.item.quantita;
    if (t.product !== undefined)
      await trx('contenuti')
        .where({ id: t.product })
        .update({ venduti: trx.raw('venduti - ?', [q]) });
    if (t.tour !== undefined)
      await trx('date_puntuali')
        .where({ id: t.tour })
        .update({ prenotati: trx.raw('prenotati - ?', [q]) });
  }
  for (const s of c.sessions) await releaseSession(trx, cfg, s, now);
  if (c.promoId !== null)
    await trx('codici_promo')
      .where({ id: c.promoId })
      .andWhere('usi', '>', 0)
      .update({ usi: trx.raw('usi - 1') });
  if (c.giftCard)
    await trx('carte_regalo')
      .where({ id: c.giftCard.id })
      .update({ saldo: trx.raw('saldo + ?', [c.giftCard.amount]) });
  await trx('prenotazioni').where({ ordine: c.orderId }).update({ stato: 'annullata' });
  await trx('ordini')
    .where({ id: c.orderId })
    .update({
      status: 'failed',
      esito_pagamento: 'declined',
      riferimento_pagamento: reference,
      date_updated: new Date(now),
    });
}

/** Gives back the stock and places of a cancelled order's lines. */
async function releaseLines(trx: Knex.Transaction, id: string): Promise<void> {
  const righe = (await trx('ordini_righe')
    .where({ ordine: id })
    .select('tipo', 'item_id', 'quantita', 'slot')) as Row[];
  for (const r of righe) {
    const q = num(r['quantita']);
    if (['carte', 'carte_regalate', 'abbonamenti_athena'].includes(String(r['tipo']))) {
      await trx('contenuti')
        .where({ id: Number(r['item_id']) })
        .whereNotNull('stock')
        .andWhere('venduti', '>=', q)
        .update({ venduti: trx.raw('venduti - ?', [q]) });
    } else if (r['slot'] !== null && r['slot'] !== undefined) {
      await trx('date_puntuali')
        .where({ id: num(r['slot']) })
        .andWhere('prenotati', '>=', q)
        .update({ prenotati: trx.raw('prenotati - ?', [q]) });
    }
  }
}

/** Cancels one pending order and gives back what it took; false when it is no longer pending. */
async function cancelPending(trx: Knex.Transaction, id: string): Promise<boolean> {
  const now = new Date();
  const order = (await trx('ordini').where({ id, status: 'pending' }).first()) as Row | undefined;
  if (
    !order ||
    !affected(
      await trx('ordini')
        .where({ id, status: 'pending' })
        .update({ status: 'cancelled', date_updated: now }),
    )
  )
    return false;
  await releaseLines(trx, id);
  await trx('sessioni_coda')
    .where({ ordine: id })
    .update({ status: 'expired', ammessa: false, ordine: null, date_updated: now });
  if (order['promo'] !== null && order['promo'] !== undefined) {
    await trx('codici_promo')
      .where({ id: num(order['promo']) })
      .andWhere('usi', '>', 0)
      .update({ usi: trx.raw('usi - 1') });
  }
  if (
    order['carta_regalo'] !== null &&
    order['carta_regalo'] !== undefined &&
    num(order['pagato_carta_regalo']) > 0
  ) {
    await trx('carte_regalo')
      .where({ id: num(order['carta_regalo']) })
      .update({ saldo: trx.raw('saldo + ?', [num(order['pagato_carta_regalo'])]) });
  }
  await trx('prenotazioni').where({ ordine: id }).update({ stato: 'annullata' });
  return true;
}

/**
 * Cancels orders left `pending` longer than `olderThanMs` (a process that stopped between taking
 * stock and the payment answer) and gives back what they took. Safe to run from several processes.
 */
export async function sweep(db: Knex, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const stale = (await db('ordini')
    .where({ status: 'pending' })
    .andWhere('date_created', '<', cutoff)
    .limit(100)
    .select('id')) as Row[];
  let cancelled = 0;
  for (const o of stale) {
    if (await tx(db, (trx) => cancelPending(trx, String(o['id'])))) cancelled += 1;
  }
  return cancelled;
}
