// Occurrence arithmetic of date entries (spec sections 3, 4 and 5), at UTC midnight.
// Used to keep first_date, next_date, last_date and sort_date of contenuti.

export const FALLBACK_SORT_DATE = '2033-12-31';
const DAY = 86_400_000;
const weekdays = [
  'lunedi',
  'martedi',
  'mercoledi',
  'giovedi',
  'venerdi',
  'sabato',
  'domenica',
] as const;
const ordinals: Record<string, number> = { primo: 1, secondo: 2, terzo: 3, quarto: 4 };

export interface DateEntryRow {
  ricorrenza?: string | null;
  data_inizio?: string | Date | null;
  data_fine?: string | Date | null;
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

/** Day number (days since 1970-01-01 UTC) of a date value, or null. */
export function toDay(value: unknown): number | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) {
    const t = value.getTime();
    return Number.isNaN(t)
      ? null
      : Math.floor(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()) / DAY);
  }
  if (typeof value === 'number') return Math.floor(value / DAY);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value).trim());
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(t);
  if (d.getUTCDate() !== Number(m[3]) || d.getUTCMonth() !== Number(m[2]) - 1) return null;
  return t / DAY;
}

export function dayToIso(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export function today(now: Date = new Date()): number {
  return Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) / DAY);
}

function excludedMonths(value: unknown): Set<number> {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = value.split(',');
    }
  }
  return new Set(Array.isArray(list) ? list.map(Number).filter((n) => n >= 1 && n <= 12) : []);
}

function isOpen(value: string | null | undefined): boolean {
  return value != null && value !== '' && value.trim().toLowerCase() !== 'chiuso';
}

/** Span of an entry: [first, last] day, or null when the entry is invalid (skipped, spec 5). */
export function span(entry: DateEntryRow): [number, number] | null {
  const once = !entry.ricorrenza || entry.ricorrenza === 'mai';
  const start = toDay(once ? entry.data_inizio : entry.inizio_ricorrenza);
  const end = toDay(once ? entry.data_fine : entry.fine_ricorrenza);
  if (start == null || end == null || end < start) return null;
  return [start, end];
}

/** Whether the entry takes place on a given day (its span already checked). */
export function occursOn(entry: DateEntryRow, day: number): boolean {
  const r = entry.ricorrenza ?? 'mai';
  if (r === 'mai') return true;
  const date = new Date(day * DAY);
  if (excludedMonths(entry.mesi_esclusi).has(date.getUTCMonth() + 1)) return false;
  const weekday = (date.getUTCDay() + 6) % 7; // 0 = lunedi
  if (r === 'giornaliera') return true;
  if (r === 'settimanale')
    return isOpen(entry[`${weekdays[weekday]!}_aperto` as keyof DateEntryRow] as string | null);
  if (r === 'mensile') {
    const ogni = entry.ogni ?? 'numero';
    if (ogni === 'numero') return date.getUTCDate() === Number(entry.numero_giorno);
    const target = weekdays.indexOf((entry.settimana ?? '') as (typeof weekdays)[number]);
    if (target < 0 || weekday !== target) return false;
    if (ogni === 'ultimo') return new Date((day + 7) * DAY).getUTCMonth() !== date.getUTCMonth();
    const n = ordinals[ogni];
    return n !== undefined && Math.ceil(date.getUTCDate() / 7) === n;
  }
  return false;
}

/** First occurrence of an entry on or after `from`, or null. */
export function nextOccurrence(entry: DateEntryRow, from: number): number | null {
  const s = span(entry);
  if (!s) return null;
  const [start, end] = s;
  const first = Math.max(start, from);
  const limit = Math.min(end, first + 800);
  for (let d = first; d <= limit; d++) if (occursOn(entry, d)) return d;
  return null;
}

export interface DerivedDates {
  first_date: string | null;
  next_date: string | null;
  last_date: string | null;
  sort_date: string;
}

/** Dates of an item with date entries (eventi, attivita). */
export function deriveFromEntries(entries: DateEntryRow[], now: number): DerivedDates {
  let first: number | null = null;
  let last: number | null = null;
  let next: number | null = null;
  for (const e of entries) {
    const s = span(e);
    if (!s) continue;
    first = first == null ? s[0] : Math.min(first, s[0]);
    last = last == null ? s[1] : Math.max(last, s[1]);
    const n = nextOccurrence(e, now);
    if (n != null) next = next == null ? n : Math.min(next, n);
  }
  return pack(first, next, last);
}

/** Dates of an item with single dates (spettacoli, visite_guidate, appuntamenti). */
export function deriveFromSingles(dates: unknown[], now: number): DerivedDates {
  const days = dates
    .map(toDay)
    .filter((d): d is number => d != null)
    .sort((a, b) => a - b);
  if (!days.length) return pack(null, null, null);
  const next = days.find((d) => d >= now) ?? null;
  return pack(days[0]!, next, days[days.length - 1]!);
}

function pack(first: number | null, next: number | null, last: number | null): DerivedDates {
  const nextIso = next == null ? null : dayToIso(next);
  return {
    first_date: first == null ? null : dayToIso(first),
    next_date: nextIso,
    last_date: last == null ? null : dayToIso(last),
    sort_date: nextIso ?? FALLBACK_SORT_DATE,
  };
}

/** Past rule of spec section 4, from the stored last day: every entry/date has ended before today. */
export function isPast(lastDate: unknown, now: number): boolean {
  const last = toDay(lastDate);
  return last != null && last < now;
}
