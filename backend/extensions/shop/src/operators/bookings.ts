// What an organiser sees of their appointment: for each slot, the bookings (with the booker's
// name and email, and what cancelling them needs: the order, its line, whether it can be cancelled
// and the refund it would bring) and the queue (sessions in order, with their position and state).
import type { Knex } from 'knex';
import { num, numOrNull, toIso } from '../db';
import type { Slot } from '../catalog/slots';
import { refundedSoFar } from '../orders/refund';

type Row = Record<string, unknown>;

async function bookingsOf(db: Knex, slotId: number): Promise<Row[]> {
  const bookings = (await db('prenotazioni')
    .leftJoin('directus_users', 'directus_users.id', 'prenotazioni.user')
    .where('prenotazioni.slot', slotId)
    .orderBy('prenotazioni.id')
    .select(
      'prenotazioni.id',
      'prenotazioni.posti',
      'prenotazioni.stato',
      'prenotazioni.date_created',
      'directus_users.first_name',
      'directus_users.last_name',
      'directus_users.email as user_email',
      'prenotazioni.ordine',
      'prenotazioni.riga',
    )) as Row[];
  // order emails are read apart: the column types of the two keys differ between databases
  const orderIds = [
    ...new Set(bookings.map((b) => b['ordine']).filter((o): o is string => typeof o === 'string')),
  ];
  const orders = new Map(
    orderIds.length
      ? (
          (await db('ordini')
            .whereIn('id', orderIds)
            .select(
              'id',
              'email',
              'status',
              'esito_pagamento',
              'da_pagare',
              'pagato_carta_regalo',
              'totale',
              'sconto_promo',
            )) as Row[]
        ).map((o) => [String(o['id']), o])
      : [],
  );
  const lines = orderIds.length
    ? ((await db('ordini_righe')
        .whereIn('ordine', orderIds)
        .select('id', 'ordine', 'stato', 'totale')) as Row[])
    : [];
  const refunded = new Map<string, { money: number; gift: number }>();
  for (const id of orderIds) refunded.set(id, await refundedSoFar(db, id));
  return bookings.map((b) => {
    const orderId = typeof b['ordine'] === 'string' ? b['ordine'] : null;
    const order = orderId ? orders.get(orderId) : undefined;
    const riga = numOrNull(b['riga']);
    const line = riga === null ? undefined : lines.find((l) => num(l['id']) === riga);
    const lineActive = line !== undefined && (line['stato'] ?? 'active') === 'active';
    const annullabile = order !== undefined && order['status'] === 'paid' && lineActive;
    return {
      id: num(b['id']),
      posti: num(b['posti']),
      stato: b['stato'],
      date_created: toIso(b['date_created']),
      nome: [b['first_name'], b['last_name']].filter(Boolean).join(' ') || null,
      email: b['user_email'] ?? order?.['email'] ?? null,
      ordine: order ? String(order['id']) : null,
      ordine_stato: order ? order['status'] : null,
      righe: line ? [num(line['id'])] : [],
      annullabile,
      rimborso:
        annullabile && order && line && orderId
          ? refundOf(order, line, lines, refunded.get(orderId) ?? { money: 0, gift: 0 })
          : null,
    };
  });
}

/**
 * The refund (cents, money and gift card together) cancelling one line would bring, as the
 * cancellation computes it: what is left of the order when it is its last active line, otherwise
 * the line's share of the discounted total.
 */
function refundOf(
  order: Row,
  line: Row,
  lines: Row[],
  already: { money: number; gift: number },
): number {
  const orderId = String(order['id']);
  const active = lines.filter(
    (l) => String(l['ordine']) === orderId && (l['stato'] ?? 'active') === 'active',
  );
  const paidMoney = order['esito_pagamento'] === 'approved' ? num(order['da_pagare']) : 0;
  const moneyLeft = Math.max(0, paidMoney - already.money);
  const giftLeft = Math.max(0, num(order['pagato_carta_regalo']) - already.gift);
  if (active.length === 1) return moneyLeft + giftLeft;
  const totale = num(order['totale']);
  const value =
    totale > 0
      ? Math.round((num(line['totale']) * (totale - num(order['sconto_promo']))) / totale)
      : 0;
  const money = Math.min(value, moneyLeft);
  return money + Math.min(value - money, giftLeft);
}

/** The slot's queue in order; `waiting` is the number of sessions still waiting. */
async function queueOf(db: Knex, slotId: number, now: number) {
  const queue = (await db('sessioni_coda')
    .where({ slot: slotId })
    .orderBy([{ column: 'sequenza' }, { column: 'id' }])
    .select('*')) as Row[];
  let pos = 0;
  const coda = queue.map((q) => {
    const live = num(q['scadenza']) > now;
    const admitted = q['ammessa'] === true || q['ammessa'] === 1;
    const waiting = q['status'] === 'active' && !admitted && live;
    if (waiting) pos += 1;
    return {
      session_id: q['session_id'],
      status: q['status'] === 'active' && !live ? 'expired' : q['status'],
      admitted: q['status'] === 'active' && admitted && live,
      position: waiting ? pos : 0,
      expiration_date: num(q['scadenza']) ? new Date(num(q['scadenza'])).toISOString() : null,
      posti: num(q['posti']),
    };
  });
  return { coda, waiting: pos };
}

export async function slotBookings(db: Knex, slots: Slot[]): Promise<Row> {
  const out: Row[] = [];
  const now = Date.now();
  for (const slot of slots) {
    const prenotazioni = await bookingsOf(db, slot.id);
    const { coda, waiting } = await queueOf(db, slot.id, now);
    out.push({
      id: slot.id,
      data: slot.key,
      capacita: slot.limited ? slot.capacita : null,
      prenotati: slot.prenotati,
      ammessi: coda.filter((c) => c.admitted).length,
      in_attesa: waiting,
      prenotazioni,
      coda,
    });
  }
  return { slots: out };
}
