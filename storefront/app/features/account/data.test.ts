import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitBookings } from './data';

const now = '2026-11-26T14:30:00.000Z';

describe('splitBookings', () => {
  it('keeps what is still to come first and soonest first, what is past latest first', () => {
    const { upcoming, past } = splitBookings(
      [
        { id: 1, inizio: '2026-11-20T10:00:00.000Z' },
        { id: 2, inizio: '2026-12-03T09:00:00.000Z' },
        { id: 3, data: '2026-11-26' },
        { id: 4, inizio: '2026-11-26T14:00:00.000Z' },
        { id: 5, data: '2026-11-25' },
        { id: 6 },
        { id: 7, inizio: '2026-11-28T09:00:00.000Z' },
      ],
      now,
    );
    // a day-only booking of today is still to come; one without a date waits for one, last
    expect(upcoming.map((b) => b.id)).toEqual([3, 7, 2, 6]);
    expect(past.map((b) => b.id)).toEqual([4, 5, 1]);
  });

  it('loses and repeats no booking, whatever the dates say', () => {
    const when = fc.option(
      fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        fc.string(),
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ inizio: when, data: when }), { maxLength: 30 }),
        fc.date({ noInvalidDate: true }),
        (bookings, at) => {
          const list = bookings.map((b, id) => ({ ...b, id }));
          const { upcoming, past } = splitBookings(list, at.toISOString());
          expect([...upcoming, ...past].map((b) => b.id).sort((a, b) => a - b)).toEqual(
            list.map((b) => b.id),
          );
        },
      ),
    );
  });
});
