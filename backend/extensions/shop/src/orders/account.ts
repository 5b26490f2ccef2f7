// What a signed-in user bought, read from their account: bookings, passes and gift cards.
import type { Knex } from 'knex';
import { keyToDate, num, numOrNull, toDay, toIso } from '../db';
import { keyOf } from '../catalog/slots';
import { names } from '../pricing';
import type { Row } from './types';

/** `GET /me/prenotazioni`: the user's bookings (not the pending ones), newest first. */
export async function myBookings(db: Knex, user: string): Promise<Row[]> {
  const rows = (await db('prenotazioni')
    .leftJoin('date_puntuali', 'date_puntuali.id', 'prenotazioni.slot')
    .where('prenotazioni.user', user)
    .whereNot('prenotazioni.stato', 'in_attesa')
    .orderBy('prenotazioni.id', 'desc')
    .limit(500)
    .select(
      'prenotazioni.*',
      'date_puntuali.data as slot_data',
      'date_puntuali.contenuto as contenuto',
    )) as Row[];
  const out: Row[] = [];
  for (const p of rows) {
    const key = keyOf(p['slot_data']) ?? (p['data'] as string | null) ?? null;
    const start = key ? keyToDate(key) : null;
    out.push({
      id: num(p['id']),
      tipo: p['tipo'],
      item_id: p['item_id'] ?? null,
      slot: numOrNull(p['slot']),
      data: key,
      inizio: start ? start.toISOString() : null,
      posti: num(p['posti']),
      stato: p['stato'],
      ordine: p['ordine'] ?? null,
      card_armonia: numOrNull(p['card_armonia']),
      nome: p['contenuto']
        ? await names(db, num(p['contenuto']), `#${String(p['contenuto'])}`)
        : null,
      date_created: toIso(p['date_created']),
    });
  }
  return out;
}

/** A pass as answered to its owner. */
export const presentPass = (p: Row): Row => ({
  id: num(p['id']),
  codice: p['codice'],
  abbonamento: numOrNull(p['prodotto']),
  first_name: p['first_name'],
  last_name: p['last_name'],
  data_di_nascita: toDay(p['data_di_nascita']),
  convenzione: p['convenzione'] ?? null,
  valido_dal: toDay(p['valido_dal']),
  valido_al: toDay(p['valido_al']),
  ordine: p['ordine'] ?? null,
  stato: p['stato'] ?? 'attivo',
});

/** `GET /me/abbonamenti`. */
export async function myPasses(db: Knex, user: string): Promise<Row[]> {
  const rows = (await db('abbonamenti_athena')
    .where({ user })
    .orderBy('id', 'desc')
    .select('*')) as Row[];
  return rows.map(presentPass);
}

/** `GET /me/abbonamenti/:id`: undefined when it is not one of the user's passes. */
export async function myPass(db: Knex, user: string, idRaw: unknown): Promise<Row | undefined> {
  const id = Number(idRaw);
  const p =
    Number.isInteger(id) && id > 0
      ? ((await db('abbonamenti_athena').where({ id, user }).first()) as Row | undefined)
      : undefined;
  return p ? presentPass(p) : undefined;
}

/** `GET /me/carte-regalo`: gift cards the user bought or received at their email. */
export async function myGiftCards(db: Knex, user: string, email: string | null): Promise<Row[]> {
  const rows = (await db('carte_regalo')
    .where({ acquirente: user })
    .orWhere((q) => (email ? q.where({ email }) : q.whereRaw('1 = 0')))
    .orderBy('id', 'desc')
    .select('codice', 'saldo', 'importo', 'email')) as Row[];
  return rows.map((c) => ({
    codice: c['codice'],
    saldo: num(c['saldo']),
    importo: num(c['importo']),
    email: c['email'] ?? null,
  }));
}
