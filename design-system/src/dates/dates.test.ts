import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SORT_DATE,
  describeDateEntry,
  describeDates,
  isPastContent,
  isPastEntry,
  nextOccurrence,
  occurrencesBetween,
  toDay,
  type DateEntry,
} from './index';

const texts = (
  entry: Parameters<typeof describeDateEntry>[0],
  locale: 'it' | 'en' | 'fr',
  today = '2026-01-01',
) => describeDateEntry(entry, locale, today).map((line) => line.text);

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

describe('describeDateEntry: one-off entries', () => {
  it('lists a single day, keeping its start time joined by the locale word', () => {
    const entry: DateEntry = {
      ricorrenza: 'mai',
      data_inizio: '2026-06-01T21:00:00',
      data_fine: '2026-06-01T23:00:00',
    };
    expect(texts(entry, 'it')).toEqual(['01/06/2026 ore 21:00']);
    expect(texts(entry, 'en')).toEqual(['06/01/2026 at 21:00']);
    expect(texts(entry, 'fr')).toEqual(['01/06/2026 à 21:00']);
  });

  it('leaves out a midnight start time', () => {
    expect(
      texts(
        { ricorrenza: 'mai', data_inizio: '2026-06-01T00:00:00', data_fine: '2026-06-01' },
        'it',
      ),
    ).toEqual(['01/06/2026']);
  });

  it('lists ranges of up to 3 days day by day', () => {
    const entry: DateEntry = {
      ricorrenza: 'mai',
      data_inizio: '2026-05-30',
      data_fine: '2026-06-01',
    };
    expect(texts(entry, 'it')).toEqual(['30/05/2026', '31/05/2026', '01/06/2026']);
    expect(texts(entry, 'en')).toEqual(['05/30/2026', '05/31/2026', '06/01/2026']);
    const lines = describeDateEntry(entry, 'it', '2026-01-01');
    expect(lines.map((line) => line.kind)).toEqual(['day', 'day', 'day']);
    expect(lines[0]?.parts).toEqual([{ type: 'date', text: '30/05/2026', dateTime: '2026-05-30' }]);
  });

  it('shows a range longer than 3 days as from-to', () => {
    const entry: DateEntry = {
      ricorrenza: 'mai',
      data_inizio: '2026-05-29',
      data_fine: '2026-06-01',
    };
    expect(texts(entry, 'it')).toEqual(['Dal 29/05/2026 al 01/06/2026']);
    expect(texts(entry, 'en')).toEqual(['From 05/29/2026 to 06/01/2026']);
    expect(texts(entry, 'fr')).toEqual(['Du 29/05/2026 au 01/06/2026']);
    const [range] = describeDateEntry(entry, 'it', '2026-01-01');
    expect(range?.kind).toBe('range');
    expect(range?.start).toBe('2026-05-29');
    expect(range?.end).toBe('2026-06-01');
    expect(
      range?.parts
        .filter((part) => part.type === 'date')
        .map((part) => 'dateTime' in part && part.dateTime),
    ).toEqual(['2026-05-29', '2026-06-01']);
  });

  it('counts days across a leap day and a year end', () => {
    // 28 Feb - 1 Mar 2028 is three days (29 Feb exists).
    expect(texts({ data_inizio: '2028-02-28', data_fine: '2028-03-01' }, 'it')).toEqual([
      '28/02/2028',
      '29/02/2028',
      '01/03/2028',
    ]);
    // 28 Feb - 1 Mar 2026 is two days.
    expect(texts({ data_inizio: '2026-02-28', data_fine: '2026-03-01' }, 'it')).toEqual([
      '28/02/2026',
      '01/03/2026',
    ]);
    expect(texts({ data_inizio: '2026-12-31', data_fine: '2027-01-02' }, 'fr')).toEqual([
      '31/12/2026',
      '01/01/2027',
      '02/01/2027',
    ]);
  });

  it('skips closed weekdays in a listed range and names them in a long one', () => {
    // Fri 29 May - Sun 31 May 2026, closed on Saturday.
    expect(
      texts({ data_inizio: '2026-05-29', data_fine: '2026-05-31', sabato_aperto: 'chiuso' }, 'it'),
    ).toEqual(['29/05/2026', '31/05/2026']);
    const long: DateEntry = {
      data_inizio: '2026-03-01',
      data_fine: '2026-06-30',
      lunedi_aperto: 'chiuso',
      martedi_aperto: '10:00-18:00',
      mercoledi_aperto: '10:00-18:00',
      sabato_aperto: '10:00-22:00',
    };
    expect(texts(long, 'it')).toEqual([
      'Dal 01/03/2026 al 30/06/2026',
      'Chiuso: lunedì',
      'Martedì e mercoledì: 10:00-18:00',
      'Sabato: 10:00-22:00',
    ]);
    expect(texts(long, 'en')).toEqual([
      'From 03/01/2026 to 06/30/2026',
      'Closed: Monday',
      'Tuesday and Wednesday: 10:00-18:00',
      'Saturday: 10:00-22:00',
    ]);
    expect(texts(long, 'fr')).toEqual([
      'Du 01/03/2026 au 30/06/2026',
      'Fermé\u00a0: lundi',
      'Mardi et mercredi\u00a0: 10:00-18:00',
      'Samedi\u00a0: 10:00-22:00',
    ]);
  });

  it('gives nothing when a date is missing or the end is before the start', () => {
    expect(texts({ ricorrenza: 'mai', data_inizio: '2026-06-01' }, 'it')).toEqual([]);
    expect(texts({ ricorrenza: 'mai', data_fine: '2026-06-01' }, 'it')).toEqual([]);
    expect(
      texts({ ricorrenza: 'mai', data_inizio: '2026-06-02', data_fine: '2026-06-01' }, 'it'),
    ).toEqual([]);
    expect(
      texts({ ricorrenza: 'mai', data_inizio: 'soon', data_fine: '2026-06-01' }, 'it'),
    ).toEqual([]);
  });

  it('treats a missing ricorrenza as one-off', () => {
    expect(texts({ data_inizio: '2026-06-01', data_fine: '2026-06-01' }, 'en')).toEqual([
      '06/01/2026',
    ]);
  });
});

describe('describeDateEntry: daily recurrences', () => {
  const daily: DateEntry = {
    ricorrenza: 'giornaliera',
    inizio_ricorrenza: '2026-06-01',
    fine_ricorrenza: '2026-09-30',
    lunedi_aperto: 'chiuso',
    mesi_esclusi: [8],
  };

  it('describes the rule, the period, closed weekdays and excluded months', () => {
    expect(texts(daily, 'it')).toEqual([
      'Tutti i giorni dal 01/06/2026 al 30/09/2026',
      'Chiuso: lunedì',
      'Tranne agosto',
    ]);
    expect(texts(daily, 'en')).toEqual([
      'Every day from 06/01/2026 to 09/30/2026',
      'Closed: Monday',
      'Except in August',
    ]);
    expect(texts(daily, 'fr')).toEqual([
      'Tous les jours du 01/06/2026 au 30/09/2026',
      'Fermé\u00a0: lundi',
      'Sauf en août',
    ]);
  });

  it('lists several excluded months in calendar order, ignoring invalid ones', () => {
    const entry: DateEntry = { ...daily, lunedi_aperto: null, mesi_esclusi: [8, '7', 13, 0] };
    expect(texts(entry, 'it')).toEqual([
      'Tutti i giorni dal 01/06/2026 al 30/09/2026',
      'Tranne luglio e agosto',
    ]);
  });

  it('describes open-ended recurrences', () => {
    expect(texts({ ricorrenza: 'giornaliera', inizio_ricorrenza: '2026-06-01' }, 'it')).toEqual([
      'Tutti i giorni dal 01/06/2026',
    ]);
    expect(texts({ ricorrenza: 'giornaliera', fine_ricorrenza: '2026-06-01' }, 'fr')).toEqual([
      'Tous les jours jusqu’au 01/06/2026',
    ]);
    expect(texts({ ricorrenza: 'giornaliera' }, 'en')).toEqual(['Every day']);
  });

  it('gives nothing when the recurrence ends before it starts or every day is closed', () => {
    expect(texts({ ...daily, fine_ricorrenza: '2026-05-31' }, 'it')).toEqual([]);
    const allClosed: DateEntry = { ricorrenza: 'giornaliera', inizio_ricorrenza: '2026-06-01' };
    for (const day of [
      'lunedi',
      'martedi',
      'mercoledi',
      'giovedi',
      'venerdi',
      'sabato',
      'domenica',
    ] as const) {
      allClosed[`${day}_aperto`] = 'chiuso';
    }
    expect(texts(allClosed, 'it')).toEqual([]);
  });
});

describe('describeDateEntry: weekly recurrences', () => {
  it('names the open weekdays in order with the locale conjunction', () => {
    const entry: DateEntry = {
      ricorrenza: 'settimanale',
      inizio_ricorrenza: '2026-06-01',
      fine_ricorrenza: '2026-09-30',
      venerdi_aperto: true,
      lunedi_aperto: '09:00-13:00',
      mercoledi_aperto: true,
      martedi_aperto: 'chiuso',
    };
    expect(texts(entry, 'it')).toEqual([
      'Ogni lunedì, mercoledì e venerdì dal 01/06/2026 al 30/09/2026',
      'Lunedì: 09:00-13:00',
    ]);
    expect(texts(entry, 'en')[0]).toBe(
      'Every Monday, Wednesday and Friday from 06/01/2026 to 09/30/2026',
    );
    expect(texts(entry, 'fr')[0]).toBe(
      'Chaque lundi, mercredi et vendredi du 01/06/2026 au 30/09/2026',
    );
  });

  it('falls back to the weekday of the first day when none is open', () => {
    // 1 June 2026 is a Monday.
    expect(texts({ ricorrenza: 'settimanale', inizio_ricorrenza: '2026-06-01' }, 'en')).toEqual([
      'Every Monday from 06/01/2026',
    ]);
    expect(texts({ ricorrenza: 'settimanale' }, 'en')).toEqual([]);
  });
});

describe('describeDateEntry: monthly recurrences', () => {
  const base: DateEntry = {
    ricorrenza: 'mensile',
    inizio_ricorrenza: '2026-01-01',
    fine_ricorrenza: '2026-12-31',
  };

  it('describes "every 15th"', () => {
    const entry: DateEntry = { ...base, ogni: 'numero', numero_giorno: 15 };
    expect(texts(entry, 'it')).toEqual(['Il giorno 15 di ogni mese dal 01/01/2026 al 31/12/2026']);
    expect(texts(entry, 'en')).toEqual(['Every 15th of the month from 01/01/2026 to 12/31/2026']);
    expect(texts(entry, 'fr')).toEqual(['Le 15 de chaque mois du 01/01/2026 au 31/12/2026']);
  });

  it('uses English ordinal suffixes and the French "1er"', () => {
    const of = (day: number) =>
      texts({ ogni: 'numero', numero_giorno: day, ricorrenza: 'mensile' }, 'en')[0];
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(of)).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st'].map(
        (n) => `Every ${n} of the month`,
      ),
    );
    expect(texts({ ricorrenza: 'mensile', ogni: 'numero', numero_giorno: 1 }, 'fr')).toEqual([
      'Le 1er de chaque mois',
    ]);
  });

  it('describes "every 2nd Tuesday"', () => {
    const entry: DateEntry = { ...base, ogni: 'secondo', settimana: 'martedi' };
    expect(texts(entry, 'it')[0]).toBe(
      'Ogni secondo martedì del mese dal 01/01/2026 al 31/12/2026',
    );
    expect(texts(entry, 'en')[0]).toBe(
      'Every 2nd Tuesday of the month from 01/01/2026 to 12/31/2026',
    );
    expect(texts(entry, 'fr')[0]).toBe(
      'Le deuxième mardi de chaque mois du 01/01/2026 au 31/12/2026',
    );
  });

  it('describes "last Friday of the month" and agrees Italian ordinals with Sunday', () => {
    expect(texts({ ...base, ogni: 'ultimo', settimana: 'venerdi' }, 'en')[0]).toContain(
      'last Friday of the month',
    );
    expect(texts({ ...base, ogni: 'ultimo', settimana: 'venerdi' }, 'it')[0]).toContain(
      'Ogni ultimo venerdì del mese',
    );
    expect(texts({ ...base, ogni: 'ultimo', settimana: 'venerdi' }, 'fr')[0]).toContain(
      'Le dernier vendredi de chaque mois',
    );
    expect(texts({ ...base, ogni: 'primo', settimana: 'domenica' }, 'it')[0]).toContain(
      'Ogni prima domenica del mese',
    );
    expect(texts({ ...base, ogni: 'ultimo', settimana: 'domenica' }, 'it')[0]).toContain(
      'Ogni ultima domenica del mese',
    );
    expect(texts({ ...base, ogni: 'ultimo' }, 'it')[0]).toContain("L'ultimo giorno di ogni mese");
  });

  it('adds excluded months', () => {
    const entry: DateEntry = {
      ...base,
      ogni: 'terzo',
      settimana: 'sabato',
      mesi_esclusi: [12, 1, 8],
    };
    expect(texts(entry, 'en')).toEqual([
      'Every 3rd Saturday of the month from 01/01/2026 to 12/31/2026',
      'Except in January, August and December',
    ]);
  });

  it('gives nothing without a usable rule', () => {
    expect(texts({ ...base, ogni: 'numero' }, 'it')).toEqual([]);
    expect(texts({ ...base, ogni: 'numero', numero_giorno: 32 }, 'it')).toEqual([]);
    expect(texts({ ...base, ogni: 'secondo' }, 'it')).toEqual([]);
  });
});

describe('describeDateEntry: shows, guided visits and appointments', () => {
  it('gives the date and time of each item', () => {
    expect(texts({ data: '2026-06-01T21:00:00' }, 'it')).toEqual(['01/06/2026 ore 21:00']);
    expect(texts({ data: '2026-06-01' }, 'en')).toEqual(['06/01/2026']);
    expect(texts({ data: null }, 'fr')).toEqual([]);
    const [lineOf] = describeDateEntry({ data: '2026-06-01T21:00:00' }, 'it', '2026-01-01');
    expect(lineOf?.parts).toEqual([
      { type: 'date', text: '01/06/2026 ore 21:00', dateTime: '2026-06-01T21:00' },
    ]);
  });

  it('sorts dated items by date and time in describeDates', () => {
    const lines = describeDates(
      [
        { data: '2026-06-02T10:00:00' },
        { data: '2026-06-01T21:00:00' },
        { data: '2026-06-01T18:30:00' },
      ],
      'it',
      '2026-01-01',
    );
    expect(lines.map((line) => line.text)).toEqual([
      '01/06/2026 ore 18:30',
      '01/06/2026 ore 21:00',
      '02/06/2026 ore 10:00',
    ]);
  });
});

describe('describeDateEntry: past lines and venue hours', () => {
  it('marks lines ending before today as past and can hide them', () => {
    const entry: DateEntry = { data_inizio: '2026-05-30', data_fine: '2026-06-01' };
    const lines = describeDateEntry(entry, 'it', '2026-05-31');
    expect(lines.map((line) => line.past)).toEqual([true, false, false]);
    expect(
      describeDateEntry(entry, 'it', '2026-05-31', { hidePast: true }).map((line) => line.text),
    ).toEqual(['31/05/2026', '01/06/2026']);
  });

  it('adds a venue-hours line', () => {
    const entry: DateEntry = {
      data_inizio: '2026-03-01',
      data_fine: '2026-06-30',
      usa_orari_sede: true,
      data_inizio_orari_sede: '2026-03-01',
      data_fine_orari_sede: '2026-04-30',
    };
    expect(texts(entry, 'it')).toEqual([
      'Dal 01/03/2026 al 30/06/2026',
      'Negli orari di apertura della sede dal 01/03/2026 al 30/04/2026',
    ]);
    expect(texts({ ...entry, data_inizio_orari_sede: null }, 'en')).toEqual([
      'From 03/01/2026 to 06/30/2026',
      "During the venue's opening hours",
    ]);
  });

  it('describes an entry once per locale, day and option, and gives each caller its own lines', () => {
    const entry: DateEntry = { data_inizio: '2026-05-30', data_fine: '2026-06-01' };
    const first = describeDateEntry(entry, 'it', '2026-05-31');
    const again = describeDateEntry(entry, 'it', '2026-05-31');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(again[0]).toBe(first[0]);
    first.pop();
    expect(describeDateEntry(entry, 'it', '2026-05-31')).toHaveLength(3);
    expect(describeDateEntry(entry, 'en', '2026-05-31').map((line) => line.text)).toEqual([
      '05/30/2026',
      '05/31/2026',
      '06/01/2026',
    ]);
    expect(describeDateEntry(entry, 'it', '2026-06-01', { hidePast: true })).toHaveLength(1);
    expect(describeDateEntry(entry, 'it', '2026-05-31T23:00:00').map((l) => l.past)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('refuses an invalid today', () => {
    expect(() => describeDateEntry({ data: '2026-06-01' }, 'it', 'yesterday')).toThrow(RangeError);
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
