/**
 * Date entries described in words of a locale (spec section 9): one-off days and ranges,
 * recurrences, closed weekdays, excluded months and venue hours, each line with its dates for
 * <time> and its past flag. The rules come from @city/calendar; this file only formats.
 */
import { dateTimeJoiners, formatDate, formatTag, formatTime, type FormatLocale } from '../format';
import { dateWords } from './messages';
import {
  dayToIso,
  entrySpan,
  excludedMonths,
  isClosedValue,
  isDatedItem,
  monthlyOrdinals,
  occursOn,
  openingText,
  openWeekdays,
  recurrenceOf,
  toDay,
  weekdayOpenFields,
  weekdays,
  type AnyDateEntry,
  type DateEntry,
  type DatedItem,
  type DayNumber,
} from '@city/calendar';

/** One-off ranges of up to this many days are listed day by day (spec section 9). */
export const MAX_LISTED_DAYS = 3;

export type DateLinePart =
  | { type: 'text'; text: string }
  /** A calendar date (dateTime yyyy-MM-dd) or date and time (yyyy-MM-ddTHH:mm) for <time>. */
  | { type: 'date'; text: string; dateTime: string };

export const dateLineKinds = [
  'day',
  'range',
  'recurrence',
  'hours',
  'closed',
  'excluded',
  'venue',
] as const;
export type DateLineKind = (typeof dateLineKinds)[number];

/** One line of a date description, in words of the locale, with machine-readable dates. */
export interface DateLine {
  kind: DateLineKind;
  /** The line as text and as parts (dates marked for <time datetime>). */
  text: string;
  parts: DateLinePart[];
  /** First and last day the line covers (yyyy-MM-dd), when it has them. */
  start: string | null;
  end: string | null;
  /** The line's last day is before today. */
  past: boolean;
}

export interface DescribeOptions {
  /** Leave out lines whose days are all before today. Default false. */
  hidePast?: boolean;
}

type Values = Record<string, string | DateLinePart[]>;

/** Fills a template's {placeholders}, keeping date parts apart for <time> markup. */
function fill(template: string, values: Values = {}): DateLinePart[] {
  const parts: DateLinePart[] = [];
  const push = (part: DateLinePart): void => {
    const last = parts[parts.length - 1];
    if (part.type === 'text' && last?.type === 'text') last.text += part.text;
    else if (part.type !== 'text' || part.text !== '') parts.push({ ...part });
  };
  for (const piece of template.split(/(\{\w+\})/)) {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const value = name === undefined ? piece : values[name];
    if (value === undefined) push({ type: 'text', text: piece });
    else if (typeof value === 'string') push({ type: 'text', text: value });
    else value.forEach(push);
  }
  return parts;
}

const textOf = (parts: DateLinePart[]): string => parts.map((part) => part.text).join('');

function capitalize(parts: DateLinePart[], locale: FormatLocale): DateLinePart[] {
  const first = parts[0];
  if (first?.type !== 'text' || first.text === '') return parts;
  const tag = formatTag(locale);
  return [
    { type: 'text', text: first.text.charAt(0).toLocaleUpperCase(tag) + first.text.slice(1) },
    ...parts.slice(1),
  ];
}

function datePart(day: DayNumber, locale: FormatLocale): DateLinePart[] {
  const iso = dayToIso(day);
  return [{ type: 'date', text: formatDate(iso, locale), dateTime: iso }];
}

/** The start time written in a date string ("2026-06-01T21:00"), unless it is midnight. */
function timeOf(value: string | null | undefined): string | null {
  if (!value || !/[T ]\d{2}:\d{2}/.test(value)) return null;
  const time = formatTime(value);
  return time && time !== '00:00' ? time : null;
}

function dateTimePart(value: string, day: DayNumber, locale: FormatLocale): DateLinePart[] {
  const time = timeOf(value);
  if (!time) return datePart(day, locale);
  const iso = dayToIso(day);
  return [
    {
      type: 'date',
      text: `${formatDate(iso, locale)} ${dateTimeJoiners[locale]} ${time}`,
      dateTime: `${iso}T${time}`,
    },
  ];
}

const weekdayNameCache = new Map<string, string>();
function weekdayName(weekday: number, locale: FormatLocale): string {
  const key = `${locale}:${weekday}`;
  let name = weekdayNameCache.get(key);
  if (!name) {
    // 1 January 2024 was a Monday.
    name = new Intl.DateTimeFormat(formatTag(locale), { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + weekday)),
    );
    weekdayNameCache.set(key, name);
  }
  return name;
}

const monthNameCache = new Map<string, string>();

function monthName(month: number, locale: FormatLocale): string {
  const key = `${locale}:${month}`;
  let name = monthNameCache.get(key);
  if (!name) {
    name = new Intl.DateTimeFormat(formatTag(locale), { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, month - 1, 1)),
    );
    monthNameCache.set(key, name);
  }
  return name;
}

// Building an Intl formatter costs far more than using one: one per locale, kept.
const listFormatCache = new Map<FormatLocale, Intl.ListFormat>();

function list(items: string[], locale: FormatLocale): string {
  let format = listFormatCache.get(locale);
  if (!format) {
    format = new Intl.ListFormat(formatTag(locale), { type: 'conjunction', style: 'long' });
    listFormatCache.set(locale, format);
  }
  return format.format(items);
}

function line(
  kind: DateLineKind,
  parts: DateLinePart[],
  start: DayNumber | null,
  end: DayNumber | null,
  today: DayNumber,
): DateLine {
  return {
    kind,
    parts,
    text: textOf(parts),
    start: start === null ? null : dayToIso(start),
    end: end === null ? null : dayToIso(end),
    past: end !== null && end < today,
  };
}

/** Lines for closed weekdays and for opening hours grouped by identical text. */
function weekdayLines(
  entry: DateEntry,
  locale: FormatLocale,
  start: DayNumber | null,
  end: DayNumber | null,
  today: DayNumber,
): DateLine[] {
  const words = dateWords[locale];
  const lines: DateLine[] = [];
  const recurrence = recurrenceOf(entry);
  if (recurrence !== 'settimanale') {
    const closed = weekdayOpenFields.flatMap((field, index) =>
      isClosedValue(entry[field]) ? [index] : [],
    );
    if (closed.length > 0 && closed.length < 7) {
      const days = list(
        closed.map((day) => weekdayName(day, locale)),
        locale,
      );
      lines.push(line('closed', fill(words.closed, { days }), start, end, today));
    }
  }
  const open = new Set(openWeekdays(entry));
  const groups = new Map<string, number[]>();
  weekdayOpenFields.forEach((field, index) => {
    const hours = open.has(index) ? openingText(entry[field]) : null;
    if (hours) groups.set(hours, [...(groups.get(hours) ?? []), index]);
  });
  for (const [hours, days] of groups) {
    const names = list(
      days.map((day) => weekdayName(day, locale)),
      locale,
    );
    lines.push(
      line(
        'hours',
        capitalize(fill(words.hours, { days: names, hours }), locale),
        start,
        end,
        today,
      ),
    );
  }
  return lines;
}

function describeOneOff(entry: DateEntry, locale: FormatLocale, today: DayNumber): DateLine[] {
  const span = entrySpan(entry);
  if (!span || span.start === null || span.end === null) return [];
  const { start, end } = span;
  const words = dateWords[locale];
  const lines: DateLine[] = [];
  if (end - start + 1 <= MAX_LISTED_DAYS) {
    const single = start === end;
    for (let day = start; day <= end; day += 1) {
      if (!single && !occursOn(entry, day)) continue;
      const parts =
        single && entry.data_inizio
          ? dateTimePart(entry.data_inizio, day, locale)
          : datePart(day, locale);
      lines.push(line('day', parts, day, day, today));
    }
    return lines;
  }
  lines.push(
    line(
      'range',
      fill(words.range, { from: datePart(start, locale), to: datePart(end, locale) }),
      start,
      end,
      today,
    ),
  );
  return [...lines, ...weekdayLines(entry, locale, start, end, today)];
}

function recurrencePattern(entry: DateEntry, locale: FormatLocale): string | null {
  const words = dateWords[locale];
  const recurrence = recurrenceOf(entry);
  if (recurrence === 'giornaliera') {
    return openWeekdays(entry).length > 0 ? words.daily : null;
  }
  if (recurrence === 'settimanale') {
    const open = openWeekdays(entry);
    if (open.length === 0) return null;
    if (open.length === 7) return words.daily;
    return textOf(
      fill(words.weekly, {
        days: list(
          open.map((day) => weekdayName(day, locale)),
          locale,
        ),
      }),
    );
  }
  const ordinal = entry.ogni ?? 'numero';
  if (ordinal === 'numero') {
    const day = Number(entry.numero_giorno);
    return Number.isInteger(day) && day >= 1 && day <= 31 ? words.monthlyDay(day) : null;
  }
  const weekday = entry.settimana ? weekdays.indexOf(entry.settimana) : -1;
  if (weekday < 0) return ordinal === 'ultimo' ? words.monthlyLastDay : null;
  return words.monthlyWeekday(
    monthlyOrdinals.indexOf(ordinal),
    weekday,
    weekdayName(weekday, locale),
  );
}

function describeRecurrence(entry: DateEntry, locale: FormatLocale, today: DayNumber): DateLine[] {
  const span = entrySpan(entry);
  if (!span) return [];
  const pattern = recurrencePattern(entry, locale);
  if (!pattern) return [];
  const words = dateWords[locale];
  const { start, end } = span;
  let period: DateLinePart[] = [];
  if (start !== null && end !== null)
    period = fill(words.between, { from: datePart(start, locale), to: datePart(end, locale) });
  else if (start !== null) period = fill(words.from, { from: datePart(start, locale) });
  else if (end !== null) period = fill(words.until, { to: datePart(end, locale) });
  const parts = period.length > 0 ? fill('{pattern} {period}', { pattern, period }) : fill(pattern);
  const lines = [line('recurrence', parts, start, end, today)];
  if (recurrenceOf(entry) !== 'mensile')
    lines.push(...weekdayLines(entry, locale, start, end, today));
  const months = excludedMonths(entry);
  if (months.length > 0) {
    const names = list(
      months.map((month) => monthName(month, locale)),
      locale,
    );
    lines.push(line('excluded', fill(words.excluded, { months: names }), start, end, today));
  }
  return lines;
}

/**
 * Describes one date entry in words of the locale (spec sections 3, 5 and 9):
 * - one-off ranges of up to 3 days give one line per day (a single day keeps its start time);
 *   longer ones a from-to range, plus closed weekdays and opening hours;
 * - daily, weekly and monthly recurrences give their rule and period ("Ogni secondo martedì del
 *   mese dal ... al ..."), open weekdays, opening hours and excluded months;
 * - show, guided-visit and appointment dates give their date and time;
 * - an entry with end before start, or a one-off entry lacking a date, gives nothing.
 * Dates are compared at UTC midnight; `today` only marks lines as past (or hides them).
 */
export function describeDateEntry(
  entry: AnyDateEntry,
  locale: FormatLocale,
  today: Date | string,
  options: DescribeOptions = {},
): DateLine[] {
  const now = toDay(today);
  if (now === null) throw new RangeError(`today is not a valid date: ${String(today)}`);
  // The same entry object (an answer the server keeps for a while) is described once per
  // locale, day and option; callers get their own array.
  const key = `${locale}|${now}|${options.hidePast ? 1 : 0}`;
  let known = described.get(entry);
  const hit = known?.get(key);
  if (hit) return [...hit];
  const lines = describeEntryNow(entry, locale, now, options);
  if (!known) {
    known = new Map();
    described.set(entry, known);
  }
  known.set(key, lines);
  return [...lines];
}

const described = new WeakMap<object, Map<string, DateLine[]>>();

function describeEntryNow(
  entry: AnyDateEntry,
  locale: FormatLocale,
  now: DayNumber,
  options: DescribeOptions,
): DateLine[] {
  let lines: DateLine[];
  if (isDatedItem(entry)) lines = describeDatedItem(entry, locale, now);
  else {
    lines =
      recurrenceOf(entry) === 'mai'
        ? describeOneOff(entry, locale, now)
        : describeRecurrence(entry, locale, now);
    if (lines.length > 0 && entry.usa_orari_sede) {
      const start = toDay(entry.data_inizio_orari_sede);
      const end = toDay(entry.data_fine_orari_sede);
      const parts = fill(dateWords[locale].venueHours);
      if (start !== null && end !== null && end >= start) {
        parts.push(
          { type: 'text', text: ' ' },
          ...fill(dateWords[locale].between, {
            from: datePart(start, locale),
            to: datePart(end, locale),
          }),
        );
      }
      lines.push(line('venue', parts, start, end, now));
    }
  }
  return options.hidePast ? lines.filter((item) => !item.past) : lines;
}

function describeDatedItem(item: DatedItem, locale: FormatLocale, today: DayNumber): DateLine[] {
  const day = toDay(item.data);
  if (day === null || !item.data) return [];
  return [line('day', dateTimePart(item.data, day, locale), day, day, today)];
}

/**
 * Describes all the date entries of one content item, in order. Show, guided-visit and
 * appointment dates are sorted by date and time.
 */
export function describeDates(
  entries: ReadonlyArray<AnyDateEntry> | null | undefined,
  locale: FormatLocale,
  today: Date | string,
  options: DescribeOptions = {},
): DateLine[] {
  const all = [...(entries ?? [])];
  const dated = all
    .filter(isDatedItem)
    .sort((a, b) => String(a.data).localeCompare(String(b.data)));
  const others = all.filter((entry): entry is DateEntry => !isDatedItem(entry));
  return [...others, ...dated].flatMap((entry) => describeDateEntry(entry, locale, today, options));
}
