// Generated date entries for the property tests of the content service's dates.
import { dayToIso, weekdayOpenFields, type DateEntry } from '@city/calendar';
import fc from 'fast-check';

/** Days from the base day of the generated dates. */
export const offsetDays = fc.integer({ min: -500, max: 500 });
const weekdayValue = fc.constantFrom(null, 'chiuso', 'CHIUSO ', '', '10:00-18:00', '09:00-12:00');

/**
 * A date entry as an editor may write it and the API answers it, around day `base`: every
 * recurrence, open or missing sides, ends before starts, closed and open weekdays, monthly rules
 * with days that some months lack, excluded months.
 */
export const pageEntry = (base: number): fc.Arbitrary<DateEntry> =>
  fc
    .record({
      ricorrenza: fc.constantFrom(null, 'mai', 'giornaliera', 'settimanale', 'mensile'),
      start: fc.option(offsetDays, { nil: null }),
      length: fc.option(fc.integer({ min: -3, max: 400 }), { nil: null }),
      time: fc.constantFrom('T00:00:00', 'T10:30:00', 'T21:00:00'),
      open: fc.tuple(...weekdayOpenFields.map(() => weekdayValue)),
      ogni: fc.constantFrom(null, 'numero', 'primo', 'secondo', 'terzo', 'quarto', 'ultimo'),
      numero_giorno: fc.option(fc.integer({ min: 0, max: 32 }), { nil: null }),
      settimana: fc.constantFrom(null, 'lunedi', 'mercoledi', 'sabato', 'domenica'),
      mesi_esclusi: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 11 }),
    })
    .map((g) => {
      const first = g.start === null ? null : base + g.start;
      const last = first === null || g.length === null ? null : first + g.length;
      const iso = (d: number | null) => (d === null ? null : dayToIso(d));
      const once = g.ricorrenza === null || g.ricorrenza === 'mai';
      const entry: DateEntry = {
        ricorrenza: g.ricorrenza,
        data_inizio: once && first !== null ? `${iso(first)}${g.time}` : null,
        data_fine: once && last !== null ? `${iso(last)}T23:00:00` : null,
        inizio_ricorrenza: once ? null : iso(first),
        fine_ricorrenza: once ? null : iso(last),
        ogni: g.ogni,
        numero_giorno: g.numero_giorno,
        settimana: g.settimana,
        mesi_esclusi: g.mesi_esclusi,
      };
      weekdayOpenFields.forEach((field, i) => (entry[field] = g.open[i]));
      return entry;
    });
