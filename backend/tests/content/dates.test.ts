// Occurrence rules of date entries (no instance needed).
import { describe, expect, it } from 'vitest';
import {
  deriveFromEntries,
  deriveFromSingles,
  FALLBACK_SORT_DATE,
  isPast,
  nextOccurrence,
  occursOn,
  span,
  toDay,
} from '../../extensions/content/src/dates';

const day = (s: string) => toDay(s)!;

describe('date entries', () => {
  it('skips one-off entries without both dates or ending before they start', () => {
    expect(span({ ricorrenza: 'mai', data_inizio: '2026-05-02' })).toBeNull();
    expect(
      span({ ricorrenza: 'mai', data_inizio: '2026-05-02', data_fine: '2026-05-01' }),
    ).toBeNull();
    expect(
      span({ ricorrenza: 'mai', data_inizio: '2026-05-01T21:00:00', data_fine: '2026-05-03' }),
    ).toEqual([day('2026-05-01'), day('2026-05-03')]);
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
    // 2026-02-24 is a Tuesday (closed): next Monday is 2026-03-02 but March is excluded
    expect(occursOn(entry, day('2026-02-23'))).toBe(true);
    expect(occursOn(entry, day('2026-02-24'))).toBe(false);
    expect(nextOccurrence(entry, day('2026-02-24'))).toBe(day('2026-04-06'));
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
    expect(nextOccurrence(byNumber, day('2026-01-16'))).toBe(day('2026-03-15'));
    const firstSaturday = {
      ricorrenza: 'mensile',
      ogni: 'primo',
      settimana: 'sabato',
      inizio_ricorrenza: '2026-01-01',
      fine_ricorrenza: '2026-12-31',
    };
    expect(nextOccurrence(firstSaturday, day('2026-01-04'))).toBe(day('2026-02-07'));
    const lastFriday = {
      ricorrenza: 'mensile',
      ogni: 'ultimo',
      settimana: 'venerdi',
      inizio_ricorrenza: '2026-01-01',
      fine_ricorrenza: '2026-12-31',
    };
    expect(nextOccurrence(lastFriday, day('2026-01-01'))).toBe(day('2026-01-30'));
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
      deriveFromSingles(['2026-12-04T20:00:00', '2026-12-06T15:30:00'], day('2026-12-05'))
        .next_date,
    ).toBe('2026-12-06');
  });

  it('applies the past rule of the spec: past when the last day is before today', () => {
    expect(isPast('2026-06-30', day('2026-07-01'))).toBe(true);
    expect(isPast('2026-06-30', day('2026-06-30'))).toBe(false);
    expect(isPast(null, day('2026-06-30'))).toBe(false);
  });
});
