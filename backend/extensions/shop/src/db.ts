// Database helpers shared by the product API: transactions with retry on serialisation conflicts,
// row locks (SELECT … FOR UPDATE on PostgreSQL; SQLite runs one transaction at a time because
// knex gives it a single connection), and value conversions that differ between the two drivers.
import type { Knex } from 'knex';

export const isPg = (db: Knex): boolean => {
  const client = String((db.client as { config?: { client?: unknown } }).config?.client ?? '');
  return client === 'pg' || client === 'postgres' || client === 'postgresql';
};

const retryable = (error: unknown): boolean => {
  const e = error as { code?: string; errno?: number; message?: string };
  return (
    e.code === '40001' || // serialization_failure
    e.code === '40P01' || // deadlock_detected
    e.code === 'SQLITE_BUSY' ||
    (typeof e.message === 'string' && e.message.includes('SQLITE_BUSY'))
  );
};

export async function tx<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await db.transaction(work);
    } catch (error) {
      attempt += 1;
      if (attempt >= 6 || !retryable(error)) throw error;
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
    }
  }
}

/** Locks one row until the end of the transaction (PostgreSQL); returns it. */
export async function lockRow<T>(
  trx: Knex.Transaction,
  table: string,
  id: number | string,
): Promise<T | undefined> {
  const q = trx(table).where({ id }).first();
  return (isPg(trx) ? q.forUpdate() : q) as Promise<T | undefined>;
}

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT' ||
    (typeof e.message === 'string' &&
      /UNIQUE constraint failed|duplicate key value/i.test(e.message))
  );
};

export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);
export const bool = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';

export function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

/** Rows affected by an update: knex answers a number on both drivers. */
export const affected = (result: unknown): number =>
  typeof result === 'number' ? result : Number(result);

export function toIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  let d: Date;
  if (value instanceof Date) d = value;
  else if (typeof value === 'number') d = new Date(value);
  else {
    const text = String(value).replace(' ', 'T');
    // Timestamps stored without an offset are UTC.
    d = new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text}Z` : text);
  }
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** yyyy-MM-dd of a DB date value. */
export function toDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // Directus stores a date written through its API as epoch ms on SQLite
  if (typeof value === 'number' || /^\d{9,}$/.test(String(value)))
    return new Date(Number(value)).toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

const ROME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Slot key yyyyMMddHHmm of an instant, in Europe/Rome time. */
export function slotKey(date: Date): string {
  const parts = Object.fromEntries(ROME.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}`;
}

/** The instant of a slot key (Europe/Rome), or null when the key is not a valid date. */
export function keyToDate(key: string): Date | null {
  if (!/^\d{12}$/.test(key)) return null;
  const y = Number(key.slice(0, 4));
  const mo = Number(key.slice(4, 6));
  const d = Number(key.slice(6, 8));
  const h = Number(key.slice(8, 10));
  const mi = Number(key.slice(10, 12));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  let guess = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the Europe/Rome offset (one or two hours).
  for (let i = 0; i < 2; i += 1) {
    const k = slotKey(new Date(guess));
    const shown = Date.UTC(
      Number(k.slice(0, 4)),
      Number(k.slice(4, 6)) - 1,
      Number(k.slice(6, 8)),
      Number(k.slice(8, 10)),
      Number(k.slice(10, 12)),
    );
    guess += Date.UTC(y, mo - 1, d, h, mi) - shown;
  }
  const back = slotKey(new Date(guess));
  return back === key ? new Date(guess) : null;
}
