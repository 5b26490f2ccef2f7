// Date entries described in words (it, en, fr): one-off days and ranges, recurrences, dated
// items, past lines and venue hours.
import { describe, expect, it } from 'vitest';
import { describeDateEntry, describeDates, type DateEntry } from './index';

const texts = (
  entry: Parameters<typeof describeDateEntry>[0],
  locale: 'it' | 'en' | 'fr',
  today = '2026-01-01',
) => describeDateEntry(entry, locale, today).map((line) => line.text);

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
