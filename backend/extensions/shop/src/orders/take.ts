// The order transaction: inserts the order under its unique idempotency key and takes what it
// sells (queue sessions' slot places, product stock, tour places, one promo use, the gift-card
// amount), recording a line and a booking per cart item. Any line that cannot be taken rejects the
// whole order (409 CHECKOUT_REJECTED) and the transaction rolls back.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ApiError } from '../../../shared/http';
import { affected, num } from '../db';
import { lockSlot } from '../catalog/slots';
import type { Slot } from '../catalog/slots';
import { isAdmitted, refreshSlot } from '../queue/rules';
import type { QueueConfig, SessionRow } from '../queue/rules';
import type { PricedLine } from '../pricing';
import { Replay, code, insertedId, rejection } from './types';
import type { Created, Group, LineFailure, PricedCheckout, Row, Taken } from './types';

const STOCKED = ['carte', 'carte_regalate', 'abbonamenti_athena'];

async function insertOrder(trx: Knex.Transaction, a: PricedCheckout, orderId: string, now: number) {
  const dup = (await trx('ordini').where({ idempotency_key: a.key }).first('id')) as
    Row | undefined;
  if (dup) throw new Replay(String(dup['id']));
  await trx('ordini').insert({
    id: orderId,
    numero: `CT-${new Date(now).getUTCFullYear()}-${code('', 8)}`,
    user: a.viewer.user,
    email: a.email,
    status: 'pending',
    totale: a.priced.totale,
    sconto_promo: a.priced.sconto_promo,
    pagato_carta_regalo: 0,
    da_pagare: a.priced.totale_scontato,
    codice_promo: a.priced.promo?.codice ?? null,
    promo: a.priced.promo?.id ?? null,
    idempotency_key: a.key,
    richiesta_hash: a.hash,
    access_token: a.viewer.user === null ? randomBytes(24).toString('base64url') : null,
    provider: a.providerId,
    locale: a.locale,
    emessi: JSON.stringify({}),
    scadenza: a.deadline,
    date_created: new Date(now),
  });
}

/** Adds `q` places to a date when its capacity allows; false when it does not. */
const takePlaces = async (trx: Knex.Transaction, slotId: number, q: number) =>
  affected(
    await trx('date_puntuali')
      .where({ id: slotId })
      .andWhere((w) => w.whereNull('capienza').orWhereRaw('prenotati + ? <= capienza', [q]))
      .update({ prenotati: trx.raw('prenotati + ?', [q]) }),
  ) > 0;

/** The appointment groups of each queue session: they share the session's places. */
function groupsBySession(groups: Group[]): Map<string, Group[]> {
  const bySession = new Map<string, Group[]>();
  for (const g of groups)
    if (g.item.tipo === 'appuntamenti' && g.item.sessione)
      bySession.set(g.item.sessione, [...(bySession.get(g.item.sessione) ?? []), g]);
  return bySession;
}

/**
 * Books the places of one queue session: the session must still be admitted for its slot and
 * hold enough places; it becomes converted with this order. Failures are added to `failing`.
 */
async function takeSession(
  trx: Knex.Transaction,
  cfg: QueueConfig,
  ctx: { orderId: string; now: number; failing: LineFailure[] },
  sessionId: string,
  gs: Group[],
): Promise<Created['sessions'][number] | null> {
  const { now, failing } = ctx;
  const failAll = (lineCode: string, message: string) => {
    for (const g of gs) failing.push({ group: g, code: lineCode, message });
    return null;
  };
  const slotRef = (gs[0] as Group).units[0]?.ref.slot as Slot;
  const slot = (await lockSlot(trx, slotRef.id)) as Slot;
  await refreshSlot(trx, slot, now, cfg);
  const s = (await trx('sessioni_coda').where({ session_id: sessionId }).first()) as
    SessionRow | undefined;
  const q = gs.reduce((sum, g) => sum + g.item.quantita, 0);
  const usable =
    !!s &&
    num(s.slot) === slot.id &&
    gs.every((g) => g.units[0]?.ref.slot?.id === slot.id) &&
    num(s.scadenza) > now &&
    isAdmitted(s) &&
    (s.status === 'active' || (s.status === 'converted' && s.ordine === null));
  if (!usable || !s)
    return failAll('SESSION_INVALID', 'The queue session is no longer admitted (expired or used).');
  if (q > num(s.posti))
    return failAll('SOLD_OUT', `The queue session holds ${num(s.posti)} places.`);
  if (!(await takePlaces(trx, slot.id, q)))
    return failAll('SOLD_OUT', 'No places left on this date.');
  await trx('sessioni_coda')
    .where({ id: s.id })
    .update({ status: 'converted', ordine: ctx.orderId, date_updated: new Date(now) });
  await refreshSlot(trx, { ...slot, prenotati: slot.prenotati + q }, now, cfg);
  return { id: s.id, slot: slot.id, q };
}

/** Takes a group's stock or tour places; null (and a failure) when there are not enough. */
async function takeStock(
  trx: Knex.Transaction,
  g: Group,
  failing: LineFailure[],
): Promise<Omit<Taken, 'rigaId'> | null> {
  const q = g.item.quantita;
  const first = g.units[0] as PricedLine;
  const t: Omit<Taken, 'rigaId'> = { group: g };
  if (STOCKED.includes(g.item.tipo) && first.ref.hasStock) {
    const ok = affected(
      await trx('contenuti')
        .where({ id: Number(g.item.id) })
        .andWhere((w) => w.whereNull('stock').orWhereRaw('venduti + ? <= stock', [q]))
        .update({ venduti: trx.raw('venduti + ?', [q]) }),
    );
    if (!ok) {
      failing.push({ group: g, code: 'SOLD_OUT', message: 'Not enough units left.' });
      return null;
    }
    t.product = Number(g.item.id);
  }
  if (g.item.tipo === 'visite_guidate') {
    const tour = first.ref.slot?.id as number;
    if (!(await takePlaces(trx, tour, q))) {
      failing.push({ group: g, code: 'SOLD_OUT', message: 'No places left on this date.' });
      return null;
    }
    t.tour = tour;
  }
  if (g.item.tipo === 'appuntamenti') t.slot = first.ref.slot?.id;
  return t;
}

/** The order line of a group, and its booking (pending) for tours and appointments. */
async function insertLine(
  trx: Knex.Transaction,
  a: PricedCheckout,
  orderId: string,
  now: number,
  t: Omit<Taken, 'rigaId'>,
): Promise<number> {
  const g = t.group;
  const q = g.item.quantita;
  const lineTotal = g.units.reduce((s, l) => s + l.prezzo_gruppo, 0);
  const inserted = await trx('ordini_righe')
    .insert({
      ordine: orderId,
      tipo: g.item.tipo,
      item_id: String(g.item.id),
      nome: JSON.stringify((g.units[0] as PricedLine).nome),
      data: g.item.data ?? null,
      tariffa: g.item.tariffa ?? null,
      accessori: JSON.stringify(g.item.accessorio ?? []),
      convenzione: g.item.convenzione ?? null,
      lingua: g.item.lingua ?? null,
      sessione: g.item.sessione ?? null,
      email: g.item.email ?? null,
      intestatario: g.item.intestatario ? JSON.stringify(g.item.intestatario) : null,
      quantita: q,
      prezzo_unitario: Math.round(lineTotal / q),
      totale: lineTotal,
      slot: t.slot ?? t.tour ?? null,
    })
    .returning('id');
  const rigaId = insertedId(inserted);
  if (g.item.tipo === 'appuntamenti' || g.item.tipo === 'visite_guidate') {
    await trx('prenotazioni').insert({
      tipo: g.item.tipo,
      user: a.viewer.user,
      ordine: orderId,
      riga: rigaId,
      slot: t.slot ?? t.tour ?? null,
      item_id: String(g.item.id),
      data: g.item.data ?? null,
      posti: q,
      sessione: g.item.sessione ?? null,
      stato: 'in_attesa',
      date_created: new Date(now),
    });
  }
  return rigaId;
}

/** One use of the promo code, within its limit. */
async function takePromo(trx: Knex.Transaction, a: PricedCheckout): Promise<number | null> {
  if (!a.priced.promo) return null;
  const ok = affected(
    await trx('codici_promo')
      .where({ id: a.priced.promo.id })
      .andWhere((w) => w.whereNull('max_usi').orWhereRaw('usi < max_usi'))
      .update({ usi: trx.raw('usi + 1') }),
  );
  if (!ok)
    throw new ApiError(422, 'PROMO_EXHAUSTED', 'This promo code has been used up.', {
      field: 'codice',
    });
  return a.priced.promo.id;
}

/** Pays what it can of the order with the gift card's balance. */
async function takeGiftCard(
  trx: Knex.Transaction,
  a: PricedCheckout,
  orderId: string,
): Promise<Created['giftCard']> {
  if (!a.giftCode) return null;
  const scontato = a.priced.totale_scontato;
  const gc = (await trx('carte_regalo').where({ codice: a.giftCode, attiva: true }).first()) as
    Row | undefined;
  if (!gc)
    throw new ApiError(422, 'GIFT_CARD_NOT_FOUND', 'Gift card not found.', {
      field: 'carta_regalo',
    });
  const amount = Math.min(num(gc['saldo']), scontato);
  if (amount <= 0 && scontato > 0)
    throw new ApiError(422, 'GIFT_CARD_INSUFFICIENT', 'The gift card has no balance left.', {
      field: 'carta_regalo',
    });
  if (amount <= 0) return null;
  const ok = affected(
    await trx('carte_regalo')
      .where({ id: gc['id'] })
      .andWhere('saldo', '>=', amount)
      .update({ saldo: trx.raw('saldo - ?', [amount]) }),
  );
  if (!ok)
    throw new ApiError(422, 'GIFT_CARD_INSUFFICIENT', 'The gift card balance changed: try again.', {
      field: 'carta_regalo',
    });
  await trx('ordini')
    .where({ id: orderId })
    .update({
      pagato_carta_regalo: amount,
      da_pagare: scontato - amount,
      carta_regalo: num(gc['id']),
    });
  return { id: num(gc['id']), amount };
}

export async function takeOrder(
  trx: Knex.Transaction,
  cfg: QueueConfig,
  a: PricedCheckout,
): Promise<Created> {
  const now = Date.now();
  const orderId = randomUUID();
  await insertOrder(trx, a, orderId, now);
  const failing: LineFailure[] = [];
  const sessions: Created['sessions'] = [];
  for (const [sessionId, gs] of groupsBySession(a.groups)) {
    const taken = await takeSession(trx, cfg, { orderId, now, failing }, sessionId, gs);
    if (taken) sessions.push(taken);
  }
  const taken: Taken[] = [];
  for (const g of a.groups) {
    const t = await takeStock(trx, g, failing);
    if (!t || failing.some((f) => f.group === g)) continue;
    taken.push({ ...t, rigaId: await insertLine(trx, a, orderId, now, t) });
  }
  if (failing.length) throw rejection(failing);
  const promoId = await takePromo(trx, a);
  const giftCard = await takeGiftCard(trx, a, orderId);
  return { orderId, taken, sessions, promoId, giftCard };
}
