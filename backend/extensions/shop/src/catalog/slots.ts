// Bookable dates: the content's `date_puntuali` rows (appointments, guided tours, armonia
// activities). `data` is a wall-clock date-time of the city (Europe/Rome); its slot key is the
// 12-digit yyyyMMddHHmm of that wall time. `capienza` null means unlimited.
import type { Knex } from 'knex';
import { isPg, keyToDate, num, numOrNull, slotKey } from '../db';

export const UNLIMITED = 1_000_000;

export interface Slot {
  id: number;
  contenuto: number;
  key: string;
  startMs: number;
  capacita: number;
  limited: boolean;
  prenotati: number;
  lingua: string | null;
  stato: string;
  durata_minuti: number | null;
}

type Row = Record<string, unknown>;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Slot key of a stored `data` value (string, Date from the pg driver, or epoch ms). */
export function keyOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date || typeof value === 'number') {
    // Directus stores a dateTime as wall time read in the server's time zone (epoch ms on SQLite,
    // `timestamp without time zone` parsed as local time by pg): read it back the same way.
    const d = value instanceof Date ? value : new Date(value);
    return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}`;
  }
  const text = String(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(text);
  if (!m) return null;
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return slotKey(new Date(text));
  return `${m[1]}${m[2]}${m[3]}${m[4]}${m[5]}`;
}

/** The stored `data` value of a slot key, in the form Directus itself stores a dateTime. */
export function dataOfKey(db: Knex, key: string): string | number {
  if (isPg(db))
    return `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)} ${key.slice(8, 10)}:${key.slice(10, 12)}:00`;
  return new Date(
    Number(key.slice(0, 4)),
    Number(key.slice(4, 6)) - 1,
    Number(key.slice(6, 8)),
    Number(key.slice(8, 10)),
    Number(key.slice(10, 12)),
  ).getTime();
}

export function toSlot(r: Row): Slot {
  const key = keyOf(r['data']) ?? '000000000000';
  const cap = numOrNull(r['capienza']);
  return {
    id: num(r['id']),
    contenuto: num(r['contenuto']),
    key,
    startMs: keyToDate(key)?.getTime() ?? 0,
    capacita: cap === null ? UNLIMITED : cap,
    limited: cap !== null,
    prenotati: num(r['prenotati']),
    lingua: (r['lingua'] as string | null) ?? null,
    stato: String(r['stato'] ?? 'aperto'),
    durata_minuti: numOrNull(r['durata_minuti']),
  };
}

/**
 * Reads a date and locks it for the rest of the transaction: the calls that change its places
 * (orders, releases, the queue's refresh, the loyalty card's bookings) take turns on it. On
 * PostgreSQL the lock is FOR NO KEY UPDATE, which excludes the other lockers as FOR UPDATE does
 * but lets rows that only refer to the date (a queue session, an order line) be inserted meanwhile:
 * their foreign-key check takes FOR KEY SHARE, which FOR UPDATE would make wait. No call changes a
 * date's id. (SQLite runs one writing transaction at a time.)
 */
export async function lockSlot(trx: Knex.Transaction, id: number): Promise<Slot | null> {
  const q = trx('date_puntuali').where({ id }).first();
  const row = (await (isPg(trx) ? q.forNoKeyUpdate() : q)) as Row | undefined;
  return row ? toSlot(row) : null;
}

/**
 * The date's row under its lock if no other transaction holds it (PostgreSQL: FOR NO KEY UPDATE
 * SKIP LOCKED); 'busy' when one does. SQLite runs one writing transaction at a time, so there the
 * lock is simply taken, as lockSlot takes it.
 */
export async function tryLockSlot(
  trx: Knex.Transaction,
  id: number,
): Promise<Slot | null | 'busy'> {
  if (!isPg(trx)) return lockSlot(trx, id);
  const row = (await trx('date_puntuali').where({ id }).first().forNoKeyUpdate().skipLocked()) as
    Row | undefined;
  if (row) return toSlot(row);
  // skipped, or no such date: a plain read tells which
  const exists = await trx('date_puntuali').where({ id }).first('id');
  return exists ? 'busy' : null;
}

export async function getSlot(db: Knex, id: number): Promise<Slot | null> {
  const row = (await db('date_puntuali').where({ id }).first()) as Row | undefined;
  return row ? toSlot(row) : null;
}

/** Dates of one content item, or of every item of a type, whose key equals `key`. */
export async function findByKey(
  db: Knex,
  tipo: string,
  key: string,
  contenuto: number | null,
): Promise<Slot[]> {
  const q = db('date_puntuali')
    .join('contenuti', 'contenuti.id', 'date_puntuali.contenuto')
    .where('contenuti.tipo', tipo);
  if (contenuto !== null) q.andWhere('date_puntuali.contenuto', contenuto);
  const rows = (await q.select('date_puntuali.*')) as Row[];
  return rows.map(toSlot).filter((s) => s.key === key);
}

export async function slotsOf(db: Knex, contenuto: number): Promise<Slot[]> {
  const rows = (await db('date_puntuali').where({ contenuto }).select('*')) as Row[];
  return rows.map(toSlot).sort((a, b) => a.key.localeCompare(b.key));
}
