// The date rules of @city/calendar: UTC-midnight days, past entries and content, occurrences in a
// window, next days and sort dates, first and last days.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SORT_DATE,
  contentSpan,
  isPastContent,
  isPastEntry,
  nextDate,
  nextOccurrence,
  occurrencesBetween,
  toDay,
  type AnyDateEntry,
  type DateEntry,
} from './index.js';

describe('toDay (UTC midnight)', () => {
  it('reads the calendar date written in a string, whatever its time or offset', () => {
    expect(toDay('2026-06-01')).toBe(toDay('2026-06-01T23:59:59+02:00'));
    expect(toDay('2026-06-01T00:30:00Z')).toBe(Date.UTC(2026, 5, 1) / 86_400_000);
  });

  it('uses the UTC day of a Date, so late evening in Rome is still the UTC day', () => {
    // 23:30 in Rome on 31 May = 21:30 UTC on 31 May.
    expect(toDay(new Date('2026-05-31T21:30:00Z'))).toBe(toDay('2026-05-31'));
    // 01:30 in Rome on 1 June = 23:30 UTC on 31 May: the UTC day is 31 May.
    expect(toDay(new Date('2026-05-31T23:30:00Z'))).toBe(toDay('2026-05-31'));
  });

  it('refuses missing and impossible dates, accepts leap days', () => {
    expect(toDay(null)).toBeNull();
    expect(toDay('')).toBeNull();
    expect(toDay('2026-02-29')).toBeNull();
    expect(toDay('2026-13-01')).toBeNull();
    expect(toDay('2028-02-29')).not.toBeNull();
    expect(toDay(new Date(Number.NaN))).toBeNull();
  });
});

describe('isPastEntry and isPastContent (spec section 4)', () => {
  const today = '2026-06-15';

  it('one-off: past when the end date is before today', () => {
    expect(isPastEntry({ data_inizio: '2026-06-01', data_fine: '2026-06-14' }, today)).toBe(true);
    expect(isPastEntry({ data_inizio: '2026-06-01', data_fine: '2026-06-15' }, today)).toBe(false);
    expect(
      isPastEntry({ data_inizio: '2026-06-01', data_fine: '2026-06-15T00:00:00Z' }, today),
    ).toBe(false);
  });

  it('recurring: past when the recurrence end is before today, open-ended never', () => {
    expect(
      isPastEntry(
        {
          ricorrenza: 'settimanale',
          inizio_ricorrenza: '2026-01-01',
          fine_ricorrenza: '2026-06-14',
        },
        today,
      ),
    ).toBe(true);
    expect(
      isPastEntry(
        { ricorrenza: 'mensile', inizio_ricorrenza: '2026-01-01', fine_ricorrenza: '2026-06-15' },
        today,
      ),
    ).toBe(false);
    expect(isPastEntry({ ricorrenza: 'giornaliera', inizio_ricorrenza: '2020-01-01' }, today)).toBe(
      false,
    );
    // A recurrence is judged by its end, not by its one-off dates.
    expect(
      isPastEntry(
        { ricorrenza: 'giornaliera', data_fine: '2020-01-01', fine_ricorrenza: '2026-12-31' },
        today,
      ),
    ).toBe(false);
  });

  it('dated items: past when the date is before today', () => {
    expect(isPastEntry({ data: '2026-06-14T23:00:00' }, today)).toBe(true);
    expect(isPastEntry({ data: '2026-06-15T09:00:00' }, today)).toBe(false);
  });

  it('skips invalid entries', () => {
    expect(isPastEntry({ data_inizio: '2026-06-01' }, today)).toBeNull();
    expect(isPastEntry({ data_inizio: '2026-06-10', data_fine: '2026-06-01' }, today)).toBeNull();
    expect(isPastEntry({ data: null }, today)).toBeNull();
  });

  it('content is past only when every valid entry has ended', () => {
    const ended = { data_inizio: '2026-06-01', data_fine: '2026-06-14' };
    const running = {
      ricorrenza: 'giornaliera' as const,
      inizio_ricorrenza: '2026-01-01',
      fine_ricorrenza: '2026-07-01',
    };
    expect(isPastContent([ended], today)).toBe(true);
    expect(isPastContent([ended, running], today)).toBe(false);
    expect(isPastContent([ended, { data_inizio: '2026-06-20' }], today)).toBe(true);
    expect(isPastContent([{ data: '2026-06-01' }, { data: '2026-06-14' }], today)).toBe(true);
    expect(isPastContent([{ data: '2026-06-01' }, { data: '2026-06-15' }], today)).toBe(false);
  });

  it('content without valid entries is not past', () => {
    expect(isPastContent([], today)).toBe(false);
    expect(isPastContent(null, today)).toBe(false);
    expect(isPastContent([{ data_inizio: '2026-06-01' }], today)).toBe(false);
  });

  it('compares at UTC midnight: a Date late in the UTC day is still that day', () => {
    const entry = { data_inizio: '2026-06-01', data_fine: '2026-06-15' };
    expect(isPastEntry(entry, new Date('2026-06-15T23:59:00Z'))).toBe(false);
    expect(isPastEntry(entry, new Date('2026-06-16T00:00:00Z'))).toBe(true);
  });
});

describe('occurrencesBetween', () => {
  it('expands a one-off range within the window', () => {
    expect(
      occurrencesBetween(
        { data_inizio: '2026-05-30', data_fine: '2026-06-02' },
        '2026-06-01',
        '2026-06-30',
      ),
    ).toEqual(['2026-06-01', '2026-06-02']);
  });

  it('expands daily recurrences without closed weekdays and excluded months', () => {
    const entry: DateEntry = {
      ricorrenza: 'giornaliera',
      inizio_ricorrenza: '2026-07-27',
      fine_ricorrenza: '2026-09-03',
      lunedi_aperto: 'chiuso',
      domenica_aperto: false,
      mesi_esclusi: [8],
    };
    // 27 Jul 2026 is a Monday; August is excluded; 30 Aug and 3 Sep: Sunday excluded, Thursday kept.
    expect(occurrencesBetween(entry, '2026-07-01', '2026-09-30')).toEqual([
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
    ]);
  });

  it('expands weekly recurrences on their open weekdays', () => {
    const entry: DateEntry = {
      ricorrenza: 'settimanale',
      inizio_ricorrenza: '2026-06-01',
      fine_ricorrenza: '2026-06-14',
      sabato_aperto: '10:00-12:00',
      domenica_aperto: true,
    };
    expect(occurrencesBetween(entry, '2026-01-01', '2026-12-31')).toEqual([
      '2026-06-06',
      '2026-06-07',
      '2026-06-13',
      '2026-06-14',
    ]);
  });

  it('expands the nth weekday of the month', () => {
    const entry: DateEntry = {
      ricorrenza: 'mensile',
      ogni: 'secondo',
      settimana: 'martedi',
      inizio_ricorrenza: '2026-03-01',
    };
    expect(occurrencesBetween(entry, '2026-03-01', '2026-05-31')).toEqual([
      '2026-03-10',
      '2026-04-14',
      '2026-05-12',
    ]);
  });

  it('expands the last weekday of the month, including a fifth occurrence in a leap February', () => {
    const friday: DateEntry = { ricorrenza: 'mensile', ogni: 'ultimo', settimana: 'venerdi' };
    expect(occurrencesBetween(friday, '2026-02-01', '2026-04-30')).toEqual([
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
    ]);
    const tuesday: DateEntry = { ricorrenza: 'mensile', ogni: 'ultimo', settimana: 'martedi' };
    expect(occurrencesBetween(tuesday, '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
    const fourth: DateEntry = { ricorrenza: 'mensile', ogni: 'quarto', settimana: 'martedi' };
    expect(occurrencesBetween(fourth, '2028-02-01', '2028-02-29')).toEqual(['2028-02-22']);
  });

  it('expands the last day of the month across month ends and leap years', () => {
    const entry: DateEntry = { ricorrenza: 'mensile', ogni: 'ultimo' };
    expect(occurrencesBetween(entry, '2028-01-01', '2028-04-30')).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('skips months without the day number (the 31st, the 29th of February)', () => {
    const the31st: DateEntry = { ricorrenza: 'mensile', ogni: 'numero', numero_giorno: 31 };
    expect(occurrencesBetween(the31st, '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
    const the29th: DateEntry = { ricorrenza: 'mensile', ogni: 'numero', numero_giorno: '29' };
    expect(occurrencesBetween(the29th, '2026-02-01', '2026-03-31')).toEqual(['2026-03-29']);
    expect(occurrencesBetween(the29th, '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('returns nothing for invalid entries and dated items outside the window', () => {
    expect(
      occurrencesBetween(
        { data_inizio: '2026-06-02', data_fine: '2026-06-01' },
        '2026-01-01',
        '2026-12-31',
      ),
    ).toEqual([]);
    expect(occurrencesBetween({ data: '2026-06-01T21:00' }, '2026-06-01', '2026-06-01')).toEqual([
      '2026-06-01',
    ]);
    expect(occurrencesBetween({ data: '2026-06-02' }, '2026-06-01', '2026-06-01')).toEqual([]);
  });
});

describe('nextOccurrence', () => {
  it('gives today for a one-off range under way and the start for a coming one', () => {
    expect(
      nextOccurrence([{ data_inizio: '2026-06-01', data_fine: '2026-06-30' }], '2026-06-15'),
    ).toBe('2026-06-15');
    expect(
      nextOccurrence([{ data_inizio: '2026-07-01', data_fine: '2026-07-02' }], '2026-06-15'),
    ).toBe('2026-07-01');
  });

  it('finds the next day of a recurrence after closed days and excluded months', () => {
    const entry: DateEntry = {
      ricorrenza: 'mensile',
      ogni: 'ultimo',
      settimana: 'venerdi',
      inizio_ricorrenza: '2026-01-01',
      mesi_esclusi: [3],
    };
    // Last Friday of March (27th) is excluded: next is 24 April.
    expect(nextOccurrence([entry], '2026-02-28')).toBe('2026-04-24');
    const weekly: DateEntry = {
      ricorrenza: 'settimanale',
      inizio_ricorrenza: '2026-01-01',
      domenica_aperto: true,
    };
    expect(nextOccurrence([weekly], '2026-06-01')).toBe('2026-06-07');
  });

  it('takes the earliest of several entries, shows included', () => {
    expect(
      nextOccurrence(
        [{ data: '2026-08-01T21:00' }, { data: '2026-06-20T21:00' }, { data: '2026-05-01' }],
        '2026-06-15',
      ),
    ).toBe('2026-06-20');
  });

  it('falls back to 2033-12-31 when nothing is coming', () => {
    expect(FALLBACK_SORT_DATE).toBe('2033-12-31');
    expect(
      nextOccurrence([{ data_inizio: '2026-06-01', data_fine: '2026-06-14' }], '2026-06-15'),
    ).toBe(FALLBACK_SORT_DATE);
    expect(nextOccurrence([], '2026-06-15')).toBe(FALLBACK_SORT_DATE);
    expect(
      nextOccurrence(
        [
          {
            ricorrenza: 'mensile',
            ogni: 'numero',
            numero_giorno: 31,
            mesi_esclusi: [1, 3, 5, 7, 8, 10, 12],
          },
        ],
        '2026-01-01',
      ),
    ).toBe(FALLBACK_SORT_DATE);
  });
});

describe('nextDate', () => {
  it('is the next day, or null where nextOccurrence falls back', () => {
    const entry = { data_inizio: '2026-06-01', data_fine: '2026-06-20' };
    expect(nextDate([entry], '2026-06-15')).toBe('2026-06-15');
    expect(nextDate([entry], '2026-06-21')).toBeNull();
    // content really dated on the fallback day is told apart from content with no coming day
    expect(nextDate([{ data: FALLBACK_SORT_DATE }], '2033-01-01')).toBe(FALLBACK_SORT_DATE);
  });
});

describe('contentSpan', () => {
  it('spans one-off entries, recurrences and dated items, skipping invalid ones', () => {
    expect(
      contentSpan([
        { data_inizio: '2026-06-01T21:00:00', data_fine: '2026-06-03' },
        {
          ricorrenza: 'settimanale',
          inizio_ricorrenza: '2026-05-01',
          fine_ricorrenza: '2026-05-31',
        },
        { data_inizio: '2020-01-01' },
      ]),
    ).toEqual({ first: '2026-05-01', last: '2026-06-03' });
    expect(contentSpan([{ data: '2026-06-02T10:00' }, { data: '2026-05-30' }])).toEqual({
      first: '2026-05-30',
      last: '2026-06-02',
    });
  });

  it('leaves an open side null: a recurrence without a start or without an end', () => {
    const bounded = { data_inizio: '2026-06-01', data_fine: '2026-06-03' };
    expect(
      contentSpan([bounded, { ricorrenza: 'giornaliera', inizio_ricorrenza: '2026-07-01' }]),
    ).toEqual({ first: '2026-06-01', last: null });
    expect(
      contentSpan([bounded, { ricorrenza: 'mensile', fine_ricorrenza: '2026-07-01' }]),
    ).toEqual({ first: null, last: '2026-07-01' });
  });

  it('is empty for content without a valid entry', () => {
    expect(contentSpan([])).toEqual({ first: null, last: null });
    expect(contentSpan(null)).toEqual({ first: null, last: null });
    expect(contentSpan([{ data: 'soon' }, { data_fine: '2026-01-01' }])).toEqual({
      first: null,
      last: null,
    });
  });
});

describe('hostile entries (property)', () => {
  const day = fc
    .integer({ min: toDay('2020-01-01')!, max: toDay('2032-12-31')! })
    .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
  const text = fc.oneof(
    day,
    day.map((d) => `${d}T21:00:00`),
    fc.string({ maxLength: 12 }),
    fc.constant(null),
  );
  const anything = fc.oneof(
    text,
    fc.integer(),
    fc.boolean(),
    fc.array(fc.oneof(fc.integer({ min: -2, max: 14 }), fc.string({ maxLength: 3 }))),
  );
  // Entries as a hand-edited or damaged record may hold them: any value in any field.
  const entry = fc.oneof(
    fc.record(
      {
        ricorrenza: fc.oneof(
          fc.constantFrom('mai', 'giornaliera', 'settimanale', 'mensile'),
          anything,
        ),
        data_inizio: text,
        data_fine: text,
        inizio_ricorrenza: text,
        fine_ricorrenza: text,
        lunedi_aperto: fc.oneof(fc.constantFrom('chiuso', '10:00-18:00'), anything),
        sabato_aperto: anything,
        ogni: anything,
        numero_giorno: anything,
        settimana: anything,
        mesi_esclusi: anything,
      },
      { requiredKeys: [] },
    ),
    fc.record({ data: text }),
  ) as fc.Arbitrary<AnyDateEntry>;

  it('never throws, and past content is exactly content whose last day is before today', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), day, (entries, today) => {
        const { first, last } = contentSpan(entries);
        const next = nextDate(entries, today);
        expect(isPastContent(entries, today)).toBe(last !== null && last < today);
        expect(nextOccurrence(entries, today)).toBe(next ?? FALLBACK_SORT_DATE);
        if (next !== null) {
          expect(next >= today).toBe(true);
          if (first !== null) expect(next >= first).toBe(true);
          if (last !== null) expect(next <= last).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
