// What an organiser sees of their appointment: for each slot, the bookings (with the booker's
// name and email) and the queue (sessions in order, with their position and state).
import type { Knex } from 'knex';
import { num, toIso } from '../db';
import type { Slot } from '../catalog/slots';

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
    )) as Row[];
  // order emails are read apart: the column types of the two keys differ between databases
  const orderIds = [
    ...new Set(bookings.map((b) => b['ordine']).filter((o): o is string => typeof o === 'string')),
  ];
  const orderEmails = new Map(
    orderIds.length
      ? ((await db('ordini').whereIn('id', orderIds).select('id', 'email')) as Row[]).map((o) => [
          String(o['id']),
          o['email'],
        ])
      : [],
  );
  return bookings.map((b) => ({
    id: num(b['id']),
    posti: num(b['posti']),
    stato: b['stato'],
    date_created: toIso(b['date_created']),
    nome: [b['first_name'], b['last_name']].filter(Boolean).join(' ') || null,
    email: b['user_email'] ?? orderEmails.get(String(b['ordine'])) ?? null,
  }));
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
