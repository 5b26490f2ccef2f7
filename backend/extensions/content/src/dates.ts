// The dates the content service stores for each item (first_date, next_date, last_date, sort_date)
// and the past flag it answers. The rules are @city/calendar's, the ones the content's own page
// applies; this file only reads the stored date values and keeps the results.
import {
  FALLBACK_SORT_DATE,
  contentSpan,
  dayToIso,
  nextDate,
  toDay as calendarDay,
  weekdayOpenFields,
  type AnyDateEntry,
  type DateEntry,
} from '@city/calendar';

export { FALLBACK_SORT_DATE, dayToIso };

/** A row of the `date` collection as the database answers it. */
export interface DateEntryRow {
  ricorrenza?: string | null;
  data_inizio?: string | number | Date | null;
  data_fine?: string | number | Date | null;
  inizio_ricorrenza?: string | Date | null;
  fine_ricorrenza?: string | Date | null;
  lunedi_aperto?: string | null;
  martedi_aperto?: string | null;
  mercoledi_aperto?: string | null;
  giovedi_aperto?: string | null;
  venerdi_aperto?: string | null;
  sabato_aperto?: string | null;
  domenica_aperto?: string | null;
  ogni?: string | null;
  numero_giorno?: number | string | null;
  settimana?: string | null;
  mesi_esclusi?: unknown;
}

/**
 * Day number (days since 1970-01-01 UTC) of a stored value, or null: an ISO string, a Date
 * (PostgreSQL) or epoch milliseconds (dateTime fields on SQLite).
 */
export function toDay(value: unknown): number | null {
  if (typeof value === 'number') return calendarDay(new Date(value));
  if (typeof value === 'string' || value instanceof Date) return calendarDay(value);
  return null;
}

/** Today's day number at UTC midnight. */
export function today(now: Date = new Date()): number {
  return calendarDay(now)!;
}

function isoDay(value: unknown): string | null {
  const day = toDay(value);
  return day === null ? null : dayToIso(day);
}

/** Excluded months as stored: a JSON array (PostgreSQL) or its text (SQLite); else none. */
function storedMonths(value: unknown): unknown[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = null;
    }
  }
  return Array.isArray(list) ? list : [];
}

/** A stored row as the calendar's date entry: dates as yyyy-MM-dd, excluded months as a list. */
export function entryOfRow(row: DateEntryRow): DateEntry {
  const weekdaysOpen = Object.fromEntries(weekdayOpenFields.map((field) => [field, row[field]]));
  return {
    ...weekdaysOpen,
    ricorrenza: row.ricorrenza as DateEntry['ricorrenza'],
    ogni: row.ogni as DateEntry['ogni'],
    numero_giorno: row.numero_giorno,
    settimana: row.settimana as DateEntry['settimana'],
    data_inizio: isoDay(row.data_inizio),
    data_fine: isoDay(row.data_fine),
    inizio_ricorrenza: isoDay(row.inizio_ricorrenza),
    fine_ricorrenza: isoDay(row.fine_ricorrenza),
    mesi_esclusi: storedMonths(row.mesi_esclusi) as Array<number | string>,
  };
}

export interface DerivedDates {
  first_date: string | null;
  next_date: string | null;
  last_date: string | null;
  sort_date: string;
}

/**
 * The stored dates of content: first and last day (null on an open side, see `contentSpan`), the
 * next day from `now` and the sort date (the next day, or FALLBACK_SORT_DATE when none is coming).
 */
export function deriveDates(entries: ReadonlyArray<AnyDateEntry>, now: number): DerivedDates {
  const { first, last } = contentSpan(entries);
  const next = nextDate(entries, dayToIso(now));
  return {
    first_date: first,
    next_date: next,
    last_date: last,
    sort_date: next ?? FALLBACK_SORT_DATE,
  };
}

/** Dates of an item with date entries (eventi, attivita), from its stored rows. */
export function deriveFromEntries(rows: ReadonlyArray<DateEntryRow>, now: number): DerivedDates {
  return deriveDates(rows.map(entryOfRow), now);
}

/** Dates of an item with single dates (spettacoli, visite_guidate, appuntamenti), as stored. */
export function deriveFromSingles(dates: ReadonlyArray<unknown>, now: number): DerivedDates {
  return deriveDates(
    dates.map((data) => ({ data: isoDay(data) })),
    now,
  );
}

/**
 * Past rule of spec section 4 from the stored last day: every entry has ended before today. A null
 * last day (an entry that never ends, or no valid entry) is never past, as `isPastContent` says.
 */
export function isPast(lastDate: unknown, now: number): boolean {
  const last = toDay(lastDate);
  return last != null && last < now;
}
