// The value conversions of the content API's answers: database values (numbers, dates, JSON
// fields, slugs) turned into the shapes the storefront reads.
import { toDay } from '../dates';

export const locales = ['it', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** The site path of a translation: `/{locale}/{slug}`, or null without a slug. */
export function urlOf(locale: string, slug: unknown): string | null {
  if (typeof slug !== 'string' || !slug) return null;
  return `/${locale}/${slug.replace(/^\/+/, '')}`;
}

/** A JSON field as stored (a string on SQLite, parsed on PostgreSQL); null when malformed. */
export function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The value for a locale of a `{ it, en, fr }` JSON field, falling back to Italian. */
export function localized<T = string>(value: unknown, locale: string): T | null {
  const obj = parseJson(value) as Record<string, T> | null;
  if (!obj || typeof obj !== 'object') return null;
  return (obj[locale] ?? obj['it'] ?? null) as T | null;
}

export function num(v: unknown): number | null {
  if (v == null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A calendar day (Directus `date` fields): `YYYY-MM-DD`. */
export function isoDate(v: unknown): string | null {
  const d = toDay(v);
  return d == null ? null : new Date(d * 86_400_000).toISOString().slice(0, 10);
}

/** An instant (Directus `timestamp` fields such as date_updated): ISO 8601 in UTC. */
export function isoDateTime(v: unknown): string | null {
  if (v == null || v === '') return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number') return new Date(v).toISOString();
  const s = String(v);
  return s.includes('T') || s.includes(' ') ? s.replace(' ', 'T') : s;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A wall-clock date-time of the venue (Directus `dateTime` fields: `data`, `data_inizio`,
 * `data_fine`), answered without an offset: `2026-12-05T10:00:00`. Directus keeps these as
 * written, in the process time zone (UTC, set by scripts/lib/env.mjs): epoch ms on SQLite,
 * `timestamp without time zone` on PostgreSQL.
 */
export function wallDateTime(v: unknown): string | null {
  if (v == null || v === '') return null;
  if (v instanceof Date || typeof v === 'number') {
    const d = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(d.getTime())) return null;
    return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  }
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2}))?)?/.exec(String(v));
  if (!m) return String(v);
  return m[2] ? `${m[1]}T${m[2]}:${m[3] ?? '00'}` : (m[1] ?? null);
}

/** An instant of a timestamp column (a Date, epoch ms or a date string) in ISO 8601, or null. */
export function timestamp(v: unknown): string | null {
  if (v == null || v === '') return null;
  const d =
    v instanceof Date
      ? v
      : new Date(typeof v === 'number' || /^\d+$/.test(String(v)) ? Number(v) : String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
