/**
 * The date-entry model of the content service (spec section 3, "Date entry") and the day
 * arithmetic the rules use. Days are counted at UTC midnight (spec section 5), so a calendar date
 * means the same day on the server and in every browser.
 */

export const recurrences = ['mai', 'giornaliera', 'settimanale', 'mensile'] as const;
/** mai = one-off; giornaliera = daily; settimanale = weekly; mensile = monthly. */
export type Recurrence = (typeof recurrences)[number];

/** Ordinal of a monthly recurrence: numero = a day number, else the nth (or last) weekday. */
export const monthlyOrdinals = ['numero', 'primo', 'secondo', 'terzo', 'quarto', 'ultimo'] as const;
export type MonthlyOrdinal = (typeof monthlyOrdinals)[number];

/** Weekdays in the content service's names, Monday first (ISO order). */
export const weekdays = [
  'lunedi',
  'martedi',
  'mercoledi',
  'giovedi',
  'venerdi',
  'sabato',
  'domenica',
] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayOpenFields = [
  'lunedi_aperto',
  'martedi_aperto',
  'mercoledi_aperto',
  'giovedi_aperto',
  'venerdi_aperto',
  'sabato_aperto',
  'domenica_aperto',
] as const;
export type WeekdayOpenField = (typeof weekdayOpenFields)[number];

/** The value that marks a weekday closed. */
export const CLOSED = 'chiuso';

/**
 * Opening of a weekday: 'chiuso' (or false) means closed; an opening-time text such as
 * '09:00-18:00' or true means open; null/undefined means not given.
 */
export type WeekdayOpening = string | boolean | null | undefined;

/** One date entry of an event, activity or other dated content. Dates are ISO strings. */
export interface DateEntry {
  ricorrenza?: Recurrence | null;
  /** One-off entries: first and last day (a time, when given, is the start time). */
  data_inizio?: string | null;
  data_fine?: string | null;
  /** Recurring entries: first and last day of the recurrence. */
  inizio_ricorrenza?: string | null;
  fine_ricorrenza?: string | null;
  lunedi_aperto?: WeekdayOpening;
  martedi_aperto?: WeekdayOpening;
  mercoledi_aperto?: WeekdayOpening;
  giovedi_aperto?: WeekdayOpening;
  venerdi_aperto?: WeekdayOpening;
  sabato_aperto?: WeekdayOpening;
  domenica_aperto?: WeekdayOpening;
  /** Monthly recurrences: "numero" with numero_giorno, or primo..quarto/ultimo with settimana. */
  ogni?: MonthlyOrdinal | null;
  numero_giorno?: number | string | null;
  settimana?: Weekday | null;
  /** Months (1-12) in which a recurrence does not take place. */
  mesi_esclusi?: ReadonlyArray<number | string> | null;
  /** The entry follows the venue's opening hours, optionally only between these two dates. */
  usa_orari_sede?: boolean | null;
  data_inizio_orari_sede?: string | null;
  data_fine_orari_sede?: string | null;
}

/** A single dated occurrence: a show, guided-visit or appointment date. */
export interface DatedItem {
  data: string | null | undefined;
}

export type AnyDateEntry = DateEntry | DatedItem;

export function isDatedItem(entry: AnyDateEntry): entry is DatedItem {
  return 'data' in entry;
}

/** A day as the number of days since 1970-01-01 (UTC midnight). */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar day of a value at UTC midnight, or null when it is missing or invalid.
 * Strings: their leading yyyy-MM-dd, as stored by the content service. Dates: their UTC day.
 */
export function toDay(value: Date | string | null | undefined): DayNumber | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string') {
    const match = isoDay.exec(value.trim());
    if (!match) return null;
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const time = Date.UTC(year, month - 1, day);
    const check = new Date(time);
    if (
      check.getUTCFullYear() !== year ||
      check.getUTCMonth() !== month - 1 ||
      check.getUTCDate() !== day
    ) {
      return null;
    }
    return time / MS_PER_DAY;
  }
  const time = value.getTime();
  if (Number.isNaN(time)) return null;
  return Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()) / MS_PER_DAY;
}

/** yyyy-MM-dd of a day number. */
export function dayToIso(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The UTC-midnight Date of a day number. */
export function dayToDate(day: DayNumber): Date {
  return new Date(day * MS_PER_DAY);
}

export interface DayParts {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
  /** 0 = Monday ... 6 = Sunday */
  weekday: number;
  /** Days in this month. */
  monthLength: number;
}

export function dayParts(day: DayNumber): DayParts {
  const date = new Date(day * MS_PER_DAY);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  return {
    year,
    month,
    day: date.getUTCDate(),
    weekday: (date.getUTCDay() + 6) % 7,
    monthLength: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  };
}

/** Whether a weekday opening value means closed. */
export function isClosedValue(value: WeekdayOpening): boolean {
  return value === false || (typeof value === 'string' && value.trim().toLowerCase() === CLOSED);
}

/** Whether a weekday opening value says the day is open (given and not closed). */
export function isOpenValue(value: WeekdayOpening): boolean {
  if (value === true) return true;
  return typeof value === 'string' && value.trim() !== '' && !isClosedValue(value);
}

/** Opening-time text of a weekday ('09:00-18:00'), when the value carries one. */
export function openingText(value: WeekdayOpening): string | null {
  return isOpenValue(value) && typeof value === 'string' && /\d/.test(value) ? value.trim() : null;
}

/** Months (1-12, ascending) a recurrence skips; values that are not a month are ignored. */
export function excludedMonths(entry: DateEntry): number[] {
  const list: ReadonlyArray<unknown> = Array.isArray(entry.mesi_esclusi) ? entry.mesi_esclusi : [];
  const months = list
    .map((month) => Number(month))
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12);
  return [...new Set(months)].sort((a, b) => a - b);
}

export function recurrenceOf(entry: DateEntry): Recurrence {
  return entry.ricorrenza && recurrences.includes(entry.ricorrenza) ? entry.ricorrenza : 'mai';
}

export interface Span {
  start: DayNumber | null;
  end: DayNumber | null;
}

/**
 * The first and last day of an entry, or null when the entry is not valid and must be skipped:
 * one-off entries lacking either date, and any entry whose end is before its start.
 * Recurrences may be open-ended (no start or no end).
 */
export function entrySpan(entry: DateEntry): Span | null {
  if (recurrenceOf(entry) === 'mai') {
    const start = toDay(entry.data_inizio);
    const end = toDay(entry.data_fine);
    if (start === null || end === null || end < start) return null;
    return { start, end };
  }
  const start = toDay(entry.inizio_ricorrenza);
  const end = toDay(entry.fine_ricorrenza);
  if (start !== null && end !== null && end < start) return null;
  return { start, end };
}

/** Open weekdays of a recurrence (0 = Monday): see `occursOn` for the rules. */
export function openWeekdays(entry: DateEntry): number[] {
  const values = weekdayOpenFields.map((field) => entry[field]);
  const recurrence = recurrenceOf(entry);
  if (recurrence === 'settimanale') {
    const open = values.flatMap((value, index) => (isOpenValue(value) ? [index] : []));
    if (open.length > 0) return open;
    // A weekly entry naming no weekday repeats on the weekday it starts on.
    const start = toDay(entry.inizio_ricorrenza);
    return start === null ? [] : [dayParts(start).weekday];
  }
  return values.flatMap((value, index) => (isClosedValue(value) ? [] : [index]));
}

function monthlyDayMatches(entry: DateEntry, parts: DayParts): boolean {
  const ordinal = entry.ogni ?? 'numero';
  if (ordinal === 'numero') {
    const wanted = Number(entry.numero_giorno);
    // A month without that day (the 31st in April, the 30th in February) is skipped.
    return Number.isInteger(wanted) && wanted >= 1 && parts.day === wanted;
  }
  const weekday = entry.settimana ? weekdays.indexOf(entry.settimana) : -1;
  if (ordinal === 'ultimo') {
    if (weekday < 0) return parts.day === parts.monthLength;
    return parts.weekday === weekday && parts.day + 7 > parts.monthLength;
  }
  if (weekday < 0 || parts.weekday !== weekday) return false;
  const nth = monthlyOrdinals.indexOf(ordinal); // primo = 1 ... quarto = 4
  return Math.ceil(parts.day / 7) === nth;
}

/**
 * Whether an entry takes place on a day, ignoring its start and end:
 * - one-off and daily: every day except weekdays marked closed;
 * - weekly: the weekdays marked open (or, when none is, the weekday of the first day);
 * - monthly: day `numero_giorno`, or the nth/last `settimana` of the month, or the last day of the
 *   month for 'ultimo' without a weekday;
 * - recurrences skip their excluded months.
 */
export function occursOn(entry: DateEntry, day: DayNumber): boolean {
  return occurrenceTest(entry)(day);
}

/** `occursOn` for one entry and many days: the entry's rule is read once. */
export function occurrenceTest(entry: DateEntry): (day: DayNumber) => boolean {
  const recurrence = recurrenceOf(entry);
  const excluded = recurrence === 'mai' ? [] : excludedMonths(entry);
  const open = recurrence === 'mensile' ? [] : openWeekdays(entry);
  return (day) => {
    const parts = dayParts(day);
    if (excluded.includes(parts.month)) return false;
    if (recurrence === 'mensile') return monthlyDayMatches(entry, parts);
    return open.includes(parts.weekday);
  };
}
