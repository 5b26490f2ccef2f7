// The dates the content service stores (first, next, last and sort date) and its past flag, from
// date rows as SQLite and PostgreSQL answer them (no instance needed). They must agree with the
// content's own page, which applies @city/calendar's rules to the entries the API answers.
import {
  isPastContent,
  nextOccurrence,
  toDay as calendarDay,
  type AnyDateEntry,
  type DateEntry,
  type DatedItem,
} from '@city/calendar';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveFromEntries,
  deriveFromSingles,
  FALLBACK_SORT_DATE,
  dayToIso,
  isPast,
  toDay,
  type DateEntryRow,
} from '../../extensions/content/src/dates';
import { offsetDays, pageEntry } from './date-entries';

const day = (s: string) => toDay(s)!;

/** What the backend stores and answers for content, and what the page shows of it. */
function agendaOf(rows: DateEntryRow[], now: number) {
  const d = deriveFromEntries(rows, now);
  return { ...d, past: isPast(d.last_date, now) };
}

describe('stored dates of date entries', () => {
  it('skips one-off entries without both dates or ending before they start', () => {
    const skipped = { first_date: null, next_date: null, last_date: null };
    expect(
      deriveFromEntries([{ ricorrenza: 'mai', data_inizio: '2026-05-02' }], day('2026-05-01')),
    ).toEqual({ ...skipped, sort_date: FALLBACK_SORT_DATE });
    expect(
      deriveFromEntries(
        [{ ricorrenza: 'mai', data_inizio: '2026-05-02', data_fine: '2026-05-01' }],
        day('2026-05-01'),
      ),
    ).toEqual({ ...skipped, sort_date: FALLBACK_SORT_DATE });
    expect(
      deriveFromEntries(
        [{ ricorrenza: 'mai', data_inizio: '2026-05-01T21:00:00', data_fine: '2026-05-03' }],
        day('2026-04-01'),
      ),
    ).toEqual({
      first_date: '2026-05-01',
      next_date: '2026-05-01',
      last_date: '2026-05-03',
      sort_date: '2026-05-01',
    });
  });

  it('finds the next open weekday of a weekly entry, skipping closed days and excluded months', () => {
    const entry = {
      ricorrenza: 'settimanale',
      inizio_ricorrenza: '2026-01-01',
      fine_ricorrenza: '2026-12-31',
      lunedi_aperto: '10:00-18:00',
      martedi_aperto: 'chiuso',
      mesi_esclusi: [3],
    };
    // 2026-02-23 is a Monday; 2026-02-24 a Tuesday (closed): next Monday is 2026-03-02 but
    // March is excluded
    expect(deriveFromEntries([entry], day('2026-02-23')).next_date).toBe('2026-02-23');
    expect(deriveFromEntries([entry], day('2026-02-24')).next_date).toBe('2026-04-06');
  });

  it('handles monthly entries by day number and by ordinal weekday', () => {
    const byNumber = {
      ricorrenza: 'mensile',
      ogni: 'numero',
      numero_giorno: 15,
      inizio_ricorrenza: '2026-01-01',
      fine_ricorrenza: '2026-12-31',
      mesi_esclusi: '[2]',
    };
    expect(deriveFromEntries([byNumber], day('2026-01-16')).next_date).toBe('2026-03-15');
    const firstSaturday = {
      ricorrenza: 'mensile',
      ogni: 'primo',
      settimana: 'sabato',
      inizio_ricorrenza: '2026-01-01',
      fine_ricorrenza: '2026-12-31',
    };
    expect(deriveFromEntries([firstSaturday], day('2026-01-04')).next_date).toBe('2026-02-07');
    const lastFriday = {
      ricorrenza: 'mensile',
      ogni: 'ultimo',
      settimana: 'venerdi',
      inizio_ricorrenza: '2026-01-01',
      fine_ricorrenza: '2026-12-31',
    };
    expect(deriveFromEntries([lastFriday], day('2026-01-01')).next_date).toBe('2026-01-30');
  });

  it('derives first, next, last and the fallback sort date', () => {
    const entries = [
      { ricorrenza: 'mai', data_inizio: '2025-03-01', data_fine: '2025-03-02' },
      { ricorrenza: 'giornaliera', inizio_ricorrenza: '2026-06-01', fine_ricorrenza: '2026-06-30' },
    ];
    expect(deriveFromEntries(entries, day('2026-06-10'))).toEqual({
      first_date: '2025-03-01',
      next_date: '2026-06-10',
      last_date: '2026-06-30',
      sort_date: '2026-06-10',
    });
    expect(deriveFromEntries(entries, day('2026-07-01'))).toEqual({
      first_date: '2025-03-01',
      next_date: null,
      last_date: '2026-06-30',
      sort_date: FALLBACK_SORT_DATE,
    });
    expect(
      deriveFromSingles(['2026-12-04T20:00:00', '2026-12-06T15:30:00'], day('2026-12-05')),
    ).toEqual({
      first_date: '2026-12-04',
      next_date: '2026-12-06',
      last_date: '2026-12-06',
      sort_date: '2026-12-06',
    });
  });

  it('reads dates as SQLite and PostgreSQL answer them', () => {
    const now = day('2026-06-10');
    // SQLite: dateTime fields in epoch milliseconds, JSON fields as text
    const sqlite = deriveFromEntries(
      [
        {
          ricorrenza: 'mai',
          data_inizio: Date.UTC(2026, 5, 12, 21, 0),
          data_fine: Date.UTC(2026, 5, 14, 23, 0),
        },
      ],
      now,
    );
    // PostgreSQL: Date objects and JSON arrays
    const pg = deriveFromEntries(
      [
        {
          ricorrenza: 'mai',
          data_inizio: new Date('2026-06-12T21:00:00Z'),
          data_fine: new Date('2026-06-14T23:00:00Z'),
        },
      ],
      now,
    );
    expect(sqlite).toEqual(pg);
    expect(pg).toMatchObject({ first_date: '2026-06-12', last_date: '2026-06-14' });
    const monthly = {
      ricorrenza: 'mensile',
      ogni: 'numero',
      numero_giorno: '20',
      inizio_ricorrenza: new Date('2026-01-01T00:00:00Z'),
    };
    expect(deriveFromEntries([{ ...monthly, mesi_esclusi: '[6]' }], now).next_date).toBe(
      '2026-07-20',
    );
    expect(deriveFromEntries([{ ...monthly, mesi_esclusi: [6] }], now).next_date).toBe(
      '2026-07-20',
    );
    // text that is not JSON excludes nothing, as the API answers it (an empty list)
    expect(deriveFromEntries([{ ...monthly, mesi_esclusi: '6,7' }], now).next_date).toBe(
      '2026-06-20',
    );
  });

  it('applies the past rule of the spec: past when the last day is before today', () => {
    expect(isPast('2026-06-30', day('2026-07-01'))).toBe(true);
    expect(isPast('2026-06-30', day('2026-06-30'))).toBe(false);
    expect(isPast(null, day('2026-06-30'))).toBe(false);
  });
});

describe('the backend and the page agree where they used to differ', () => {
  const today = '2026-06-10'; // a Wednesday
  const now = day(today);

  it('an ongoing activity without an end (or a start) is running, not past, and sorts by its next day', () => {
    const noEnd = { ricorrenza: 'giornaliera', inizio_ricorrenza: '2025-01-01' };
    const noStart = {
      ricorrenza: 'settimanale',
      fine_ricorrenza: '2027-12-31',
      sabato_aperto: '10:00-18:00',
    };
    const neither = { ricorrenza: 'mensile', ogni: 'numero', numero_giorno: 1 };
    expect(agendaOf([noEnd], now)).toEqual({
      first_date: '2025-01-01',
      next_date: today,
      last_date: null,
      sort_date: today,
      past: false,
    });
    expect(agendaOf([noStart], now)).toEqual({
      first_date: null,
      next_date: '2026-06-13',
      last_date: '2027-12-31',
      sort_date: '2026-06-13',
      past: false,
    });
    expect(agendaOf([neither], now)).toMatchObject({ sort_date: '2026-07-01', past: false });
    // an open-ended entry keeps content with an ended one from being past
    const ended = { ricorrenza: 'mai', data_inizio: '2025-03-01', data_fine: '2025-03-02' };
    expect(agendaOf([ended], now).past).toBe(true);
    expect(agendaOf([ended, noEnd], now)).toMatchObject({ last_date: null, past: false });
    // the page: the same entries, as the API answers them
    for (const entries of [[noEnd], [noStart], [neither], [ended, noEnd]] as DateEntry[][]) {
      expect(isPastContent(entries, today)).toBe(false);
      expect(agendaOf(entries as DateEntryRow[], now).sort_date).toBe(
        nextOccurrence(entries, today),
      );
    }
  });

  it('a daily recurrence skips its closed weekdays', () => {
    const entry = {
      ricorrenza: 'giornaliera',
      inizio_ricorrenza: '2026-06-01',
      fine_ricorrenza: '2026-06-30',
      mercoledi_aperto: 'chiuso',
      giovedi_aperto: 'chiuso',
    };
    expect(agendaOf([entry], now).sort_date).toBe('2026-06-12');
    expect(nextOccurrence([entry as DateEntry], today)).toBe('2026-06-12');
    // closed every day: nothing is coming
    const allClosed = {
      ...entry,
      lunedi_aperto: 'chiuso',
      martedi_aperto: 'chiuso',
      venerdi_aperto: 'chiuso',
      sabato_aperto: 'chiuso',
      domenica_aperto: 'chiuso',
    };
    expect(agendaOf([allClosed], now)).toMatchObject({
      next_date: null,
      sort_date: FALLBACK_SORT_DATE,
    });
  });

  it('a weekly entry naming no open weekday repeats on the weekday it starts on', () => {
    const entry = {
      ricorrenza: 'settimanale',
      inizio_ricorrenza: '2026-06-01', // a Monday
      fine_ricorrenza: '2026-06-30',
      martedi_aperto: 'chiuso',
    };
    expect(agendaOf([entry], now).sort_date).toBe('2026-06-15');
    expect(nextOccurrence([entry as DateEntry], today)).toBe('2026-06-15');
  });
});

// The same entries as stored.

const wallMs = (value: string | null | undefined) =>
  value == null ? null : Date.parse(`${value}Z`);

/** An entry as a database answers it: SQLite (epoch ms, JSON as text) or PostgreSQL (Date, JSON). */
function storedRow(entry: DateEntry, db: 'sqlite' | 'pg'): DateEntryRow {
  const ms = (value: string | null | undefined) => {
    const t = wallMs(value);
    return t === null ? null : db === 'sqlite' ? t : new Date(t);
  };
  return {
    ...(entry as DateEntryRow),
    data_inizio: ms(entry.data_inizio),
    data_fine: ms(entry.data_fine),
    mesi_esclusi: db === 'sqlite' ? JSON.stringify(entry.mesi_esclusi) : entry.mesi_esclusi,
  };
}

describe('property: the agenda from the backend equals the page for generated entries', () => {
  const base = day('2026-06-10');

  it('gives every item the page’s past flag and sorts items in the page’s order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(pageEntry(base), { maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -30, max: 30 }),
        fc.constantFrom('sqlite' as const, 'pg' as const),
        (items, shift, db) => {
          const now = base + shift;
          const todayIso = dayToIso(now);
          const backend = items.map((entries, id) => ({
            id,
            ...agendaOf(
              entries.map((e) => storedRow(e, db)),
              now,
            ),
          }));
          const page = items.map((entries, id) => ({
            id,
            past: isPastContent(entries, todayIso),
            sort: nextOccurrence(entries, todayIso),
          }));
          // ORDER BY sort_date, id, as the search endpoint sorts by next date
          const order = <T extends { id: number }>(list: T[], key: (t: T) => string) =>
            [...list]
              .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id))
              .map((t) => t.id);
          expect(order(backend, (b) => b.sort_date)).toEqual(order(page, (p) => p.sort));
          expect(backend.map((b) => b.past)).toEqual(page.map((p) => p.past));
          // hidePast keeps `last_date IS NULL OR last_date >= today`: exactly the items not past
          expect(backend.map((b) => b.last_date === null || b.last_date >= todayIso)).toEqual(
            page.map((p) => !p.past),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does the same for shows, guided visits and appointments (dated items)', () => {
    const item = fc.array(
      fc.record({ offset: offsetDays, hour: fc.integer({ min: 0, max: 23 }) }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (items) => {
        const todayIso = dayToIso(base);
        const pageItems: DatedItem[][] = items.map((dates) =>
          dates.map(({ offset, hour }) => ({
            data: `${dayToIso(base + offset)}T${String(hour).padStart(2, '0')}:00:00`,
          })),
        );
        for (const dates of pageItems) {
          const stored = deriveFromSingles(
            dates.map((d) => wallMs(d.data)),
            base,
          );
          expect(isPast(stored.last_date, base)).toBe(isPastContent(dates, todayIso));
          expect(stored.sort_date).toBe(nextOccurrence(dates as AnyDateEntry[], todayIso));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('takes today at UTC midnight as the page does', () => {
    const late = new Date('2026-06-10T23:59:00Z');
    expect(toDay(late)).toBe(calendarDay(late));
    expect(toDay(late.getTime())).toBe(day('2026-06-10'));
  });
});
