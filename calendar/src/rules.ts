/**
 * The rules on date entries (spec sections 4, 5 and 9): past entries and content, the days an
 * entry takes place in a window, the next day of content and its sort date, its first and last day.
 */
import {
  dayToIso,
  entrySpan,
  isDatedItem,
  occurrenceTest,
  recurrenceOf,
  toDay,
  type AnyDateEntry,
  type DateEntry,
  type DayNumber,
  type Span,
} from './model.js';

/** Sort date of content with no coming occurrence (spec section 9). */
export const FALLBACK_SORT_DATE = '2033-12-31';

/** How far ahead an open-ended recurrence is searched for its next day: a year covers every monthly rule. */
const SEARCH_HORIZON_DAYS = 400;

type DayValue = Date | string;

function requireDay(value: DayValue, name: string): DayNumber {
  const day = toDay(value);
  if (day === null) throw new RangeError(`${name} is not a valid date: ${String(value)}`);
  return day;
}

/**
 * Whether one entry has ended before `today` (compared at UTC midnight):
 * one-off entries when their end date is before today, recurrences when their recurrence end is
 * before today (an open-ended recurrence never ends), dated items when their date is before today.
 * Returns null for an entry that is not valid (skipped by every rule).
 */
export function isPastEntry(entry: AnyDateEntry, today: DayValue): boolean | null {
  const now = requireDay(today, 'today');
  if (isDatedItem(entry)) {
    const day = toDay(entry.data);
    return day === null ? null : day < now;
  }
  const span = entrySpan(entry);
  if (!span) return null;
  return span.end !== null && span.end < now;
}

/**
 * Whether content is past (spec section 4): events and activities when every date entry has ended,
 * shows and guided visits when every date is before today. Entries that are not valid are skipped;
 * content without any valid entry is not past (nothing says it has ended).
 */
export function isPastContent(
  entries: ReadonlyArray<AnyDateEntry> | null | undefined,
  today: DayValue,
): boolean {
  const verdicts = (entries ?? [])
    .map((entry) => isPastEntry(entry, today))
    .filter((v) => v !== null);
  return verdicts.length > 0 && verdicts.every(Boolean);
}

/**
 * Days (yyyy-MM-dd, ascending) on which an entry takes place between `from` and `to`, both included:
 * the calendar expansion of one-off ranges and daily, weekly and monthly recurrences, after closed
 * weekdays and excluded months. An invalid entry has no days.
 */
export function occurrencesBetween(entry: AnyDateEntry, from: DayValue, to: DayValue): string[] {
  const first = requireDay(from, 'from');
  const last = requireDay(to, 'to');
  if (isDatedItem(entry)) {
    const day = toDay(entry.data);
    return day !== null && day >= first && day <= last ? [dayToIso(day)] : [];
  }
  const span = entrySpan(entry);
  if (!span) return [];
  const start = Math.max(first, span.start ?? first);
  const end = Math.min(last, span.end ?? last);
  const occurs = occurrenceTest(entry);
  const days: string[] = [];
  for (let day = start; day <= end; day += 1) {
    if (occurs(day)) days.push(dayToIso(day));
  }
  return days;
}

function nextDayOf(entry: AnyDateEntry, now: DayNumber): DayNumber | null {
  if (isDatedItem(entry)) {
    const day = toDay(entry.data);
    return day !== null && day >= now ? day : null;
  }
  const span = entrySpan(entry as DateEntry);
  if (!span) return null;
  const start = Math.max(now, span.start ?? now);
  const horizon = start + SEARCH_HORIZON_DAYS;
  const end = span.end === null ? horizon : Math.min(span.end, horizon);
  const occurs = occurrenceTest(entry);
  for (let day = start; day <= end; day += 1) {
    if (occurs(day)) return day;
  }
  return null;
}

/**
 * The first day, from `today` on, on which any of the entries takes place (yyyy-MM-dd), or null
 * when none is coming. A one-off range under way gives today.
 */
export function nextDate(
  entries: ReadonlyArray<AnyDateEntry> | null | undefined,
  today: DayValue,
): string | null {
  const now = requireDay(today, 'today');
  let best: DayNumber | null = null;
  for (const entry of entries ?? []) {
    const day = nextDayOf(entry, now);
    if (day !== null && (best === null || day < best)) best = day;
  }
  return best === null ? null : dayToIso(best);
}

/**
 * The date content sorts by when ordered by "next": its next day (see `nextDate`), or
 * FALLBACK_SORT_DATE, which puts content with no coming day last.
 */
export function nextOccurrence(
  entries: ReadonlyArray<AnyDateEntry> | null | undefined,
  today: DayValue,
): string {
  return nextDate(entries, today) ?? FALLBACK_SORT_DATE;
}

/**
 * First and last day (yyyy-MM-dd) of content over its valid entries. An open side is null: `first`
 * when a recurrence has no start, `last` when one never ends; both are null for content without a
 * valid entry. Content is past exactly when `last` is before today (see `isPastContent`).
 */
export interface ContentSpan {
  first: string | null;
  last: string | null;
}

function daySpan(entry: AnyDateEntry): Span | null {
  if (!isDatedItem(entry)) return entrySpan(entry);
  const day = toDay(entry.data);
  return day === null ? null : { start: day, end: day };
}

/** The span of content: see `ContentSpan`. */
export function contentSpan(entries: ReadonlyArray<AnyDateEntry> | null | undefined): ContentSpan {
  const spans = (entries ?? []).map(daySpan).filter((span) => span !== null);
  if (spans.length === 0) return { first: null, last: null };
  const bound = (days: Array<DayNumber | null>, pick: (...values: number[]) => number) =>
    days.some((day) => day === null) ? null : dayToIso(pick(...(days as DayNumber[])));
  return {
    first: bound(
      spans.map((span) => span.start),
      Math.min,
    ),
    last: bound(
      spans.map((span) => span.end),
      Math.max,
    ),
  };
}

/** Whether an entry is a recurrence (daily, weekly or monthly). */
export function isRecurring(entry: DateEntry): boolean {
  return recurrenceOf(entry) !== 'mai';
}
