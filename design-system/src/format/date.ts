import type { FormatLocale } from './locale';

/** A value the date helpers accept: a Date, or an ISO 8601 string ("2026-06-01", "2026-06-01T21:00:00", "...Z"). */
export type DateInput = Date | string;

export interface FormatDateOptions {
  /**
   * Time zone used for Date objects and for strings carrying an offset. Strings without an offset
   * ("2026-06-01", "2026-06-01T21:00") are wall-clock values of the venue and are shown as written.
   * Default: Europe/Rome, the city's zone, so that server and browser render the same text.
   */
  timeZone?: string;
}

export const DEFAULT_TIME_ZONE = 'Europe/Rome';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const naive = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

const partsCache = new Map<string, Intl.DateTimeFormat>();

function zonedParts(date: Date, timeZone: string): WallClock {
  let format = partsCache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsCache.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Reads the calendar date and time of a value, or null when it is not a valid date. */
export function wallClock(value: DateInput, options: FormatDateOptions = {}): WallClock | null {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  if (typeof value === 'string') {
    const match = naive.exec(value.trim());
    if (match) {
      const [, y, m, d, h, min] = match;
      const clock = {
        year: Number(y),
        month: Number(m),
        day: Number(d),
        hour: h ? Number(h) : 0,
        minute: min ? Number(min) : 0,
      };
      const check = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
      if (check.getUTCMonth() !== clock.month - 1 || check.getUTCDate() !== clock.day) return null;
      if (clock.hour > 23 || clock.minute > 59) return null;
      return clock;
    }
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : zonedParts(parsed, timeZone);
  }
  return Number.isNaN(value.getTime()) ? null : zonedParts(value, timeZone);
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/**
 * Formats a date by locale: dd/MM/yyyy in Italian and French, MM/dd/yyyy in English.
 * Returns an empty string for an invalid date.
 */
export function formatDate(
  value: DateInput,
  locale: FormatLocale,
  options?: FormatDateOptions,
): string {
  const clock = wallClock(value, options);
  if (!clock) return '';
  const day = pad(clock.day);
  const month = pad(clock.month);
  const year = pad(clock.year, 4);
  return locale === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Formats a time as hours:minutes on the 24-hour clock (HH:mm) in every locale. */
export function formatTime(
  value: DateInput,
  _locale?: FormatLocale,
  options?: FormatDateOptions,
): string {
  const clock = wallClock(value, options);
  if (!clock) return '';
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * The word joining a date and a time: "ore" in Italian (as the spec says), "at" in English and
 * "à" in French, the words each language uses before a clock time.
 */
export const dateTimeJoiners: Record<FormatLocale, string> = { it: 'ore', en: 'at', fr: 'à' };

/** Formats a date and its time joined by the locale's word: "01/06/2026 ore 21:00". */
export function formatDateTime(
  value: DateInput,
  locale: FormatLocale,
  options?: FormatDateOptions,
): string {
  const date = formatDate(value, locale, options);
  if (!date) return '';
  return `${date} ${dateTimeJoiners[locale]} ${formatTime(value, locale, options)}`;
}

/** Machine-readable value for <time datetime>: "2026-06-01" or "2026-06-01T21:00". */
export function toDateTimeAttribute(
  value: DateInput,
  withTime = false,
  options?: FormatDateOptions,
): string {
  const clock = wallClock(value, options);
  if (!clock) return '';
  const date = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  return withTime ? `${date}T${pad(clock.hour)}:${pad(clock.minute)}` : date;
}
