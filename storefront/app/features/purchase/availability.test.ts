import { describe, expect, it } from 'vitest';
import { slotSchema, tourDateSchema } from '../../lib/api/product';
import {
  FEW_PLACES,
  appointmentTimes,
  availabilityOf,
  bookableDays,
  clockOf,
  isChoosable,
  timesOn,
  tourTimes,
} from './availability';

const slot = (data: string, disponibili: number | null, stato = 'aperto', durata = 30) =>
  slotSchema.parse({
    id: Number(data.slice(-6)),
    appuntamento: 2014,
    data,
    inizio: '2026-12-05T09:00:00.000Z',
    durata_minuti: durata,
    capacita: disponibili === null ? null : 10,
    prenotati: 0,
    disponibili,
    stato,
  });

const tourDate = (data: string, disponibili: number | null, lingua = 'it') =>
  tourDateSchema.parse({ id: 1, data, inizio: '2026-12-05T09:00:00.000Z', disponibili, lingua });

describe('availability of a time', () => {
  it('is free above the last places, few at or below them, and full or queued at none', () => {
    expect(availabilityOf(FEW_PLACES + 1, false)).toBe('free');
    expect(availabilityOf(FEW_PLACES, false)).toBe('few');
    expect(availabilityOf(1, true)).toBe('few');
    expect(availabilityOf(0, false)).toBe('full');
    expect(availabilityOf(0, true)).toBe('queue');
    // a time without a limit of places is always free
    expect(availabilityOf(null, false)).toBe('free');
  });

  it('reads the wall-clock time of a slot key, and its end after a duration', () => {
    expect(clockOf('202612051030')).toBe('10:30');
    expect(clockOf('202612051030', 45)).toBe('11:15');
    expect(clockOf('202612052330', 60)).toBeUndefined();
    expect(clockOf('2026-12-05')).toBeUndefined();
  });
});

describe('appointment times', () => {
  it('offers open and sold-out slots (the queue) with their end, never closed or past ones', () => {
    const times = appointmentTimes([
      slot('202612051100', 10),
      slot('202612051000', 2),
      slot('202612051030', 0, 'esaurito'),
      slot('202612051130', 5, 'chiuso'),
      slot('202612041000', 5, 'passato'),
      slot('202612061000', null, 'aperto', 60),
    ]);
    expect(times.map((time) => [time.id, time.start, time.end, time.availability])).toEqual([
      ['202612051000', '10:00', '10:30', 'few'],
      ['202612051030', '10:30', '11:00', 'queue'],
      ['202612051100', '11:00', '11:30', 'free'],
      ['202612061000', '10:00', '11:00', 'free'],
    ]);
    expect(times[0]?.remaining).toBe(2);
    expect(times[2]?.remaining).toBeUndefined();
  });

  it('makes a day of sold-out slots a waiting-queue day, still to be chosen', () => {
    const days = bookableDays(
      appointmentTimes([
        slot('202612051000', 0, 'esaurito'),
        slot('202612051030', 0),
        slot('202612061000', 1),
        slot('202612061030', 8),
        slot('202612071000', 2),
        slot('202612071030', 0),
      ]),
    );
    expect(days).toEqual([
      { date: '2026-12-05', state: 'queue', places: 0 },
      { date: '2026-12-06', state: 'free', places: 9 },
      { date: '2026-12-07', state: 'few', places: 2 },
    ]);
    expect(days.every(isChoosable)).toBe(true);
  });
});

describe('guided tour times', () => {
  it('shows a sold-out date as full, and a day with only such dates cannot be chosen', () => {
    const times = tourTimes([
      tourDate('202612051500', 0, 'en'),
      tourDate('202612051000', 25),
      tourDate('202612121000', 0),
      tourDate('202707101930', null),
    ]);
    expect(times.map((time) => [time.start, time.availability, time.languages])).toEqual([
      ['10:00', 'free', ['it']],
      ['15:00', 'full', ['en']],
      ['10:00', 'full', ['it']],
      ['19:30', 'free', ['it']],
    ]);
    const days = bookableDays(times);
    expect(days.map((day) => [day.date, day.state, day.places])).toEqual([
      ['2026-12-05', 'free', 25],
      ['2026-12-12', 'full', 0],
      ['2027-07-10', 'free', null],
    ]);
    expect(days.map(isChoosable)).toEqual([true, false, true]);
    expect(isChoosable(undefined)).toBe(false);
  });

  it('lists the times of the chosen day only', () => {
    const times = tourTimes([tourDate('202612051000', 25), tourDate('202612121000', 25)]);
    expect(timesOn(times, '2026-12-12').map((time) => time.id)).toEqual(['202612121000']);
    expect(timesOn(times, null)).toEqual([]);
  });
});
