import { describe, expect, it } from 'vitest';
import { isPast, pastEntries } from './past';

const today = '2026-11-22';

describe('past content', () => {
  it('a one-off event is past when its end date is before today', () => {
    expect(
      isPast(
        {
          tipo: 'eventi',
          date: [{ ricorrenza: 'mai', data_inizio: '2026-11-01', data_fine: '2026-11-21' }],
        },
        today,
      ),
    ).toBe(true);
    expect(
      isPast(
        {
          tipo: 'eventi',
          date: [{ ricorrenza: 'mai', data_inizio: '2026-11-01', data_fine: '2026-11-22' }],
        },
        today,
      ),
    ).toBe(false);
  });

  it('a recurring activity is past when its recurrence ended before today', () => {
    const ended = {
      ricorrenza: 'settimanale',
      inizio_ricorrenza: '2026-01-01',
      fine_ricorrenza: '2026-10-31',
      lunedi_aperto: '10-18',
    };
    const running = { ...ended, fine_ricorrenza: '2027-01-31' };
    expect(isPast({ tipo: 'attivita', date: [ended] }, today)).toBe(true);
    expect(isPast({ tipo: 'attivita', date: [ended, running] }, today)).toBe(false);
  });

  it('shows and guided visits are past when every date is before today', () => {
    expect(
      isPast({ tipo: 'spettacoli', date_spettacoli: [{ data: '2026-11-20T20:30:00' }] }, today),
    ).toBe(true);
    expect(
      isPast(
        {
          tipo: 'visite_guidate',
          date_visite_guidate: [{ data: '2026-11-20T10:00:00' }, { data: '2026-12-01T10:00:00' }],
        },
        today,
      ),
    ).toBe(false);
  });

  it("each type with single dates reads its own dates, never another type's", () => {
    const before = [{ data: '2026-11-20T10:00:00' }];
    const after = [{ data: '2026-12-01T10:00:00' }];
    for (const tipo of ['spettacoli', 'visite_guidate', 'appuntamenti']) {
      const others = Object.fromEntries(
        ['spettacoli', 'visite_guidate', 'appuntamenti']
          .filter((t) => t !== tipo)
          .map((t) => [`date_${t}`, after]),
      );
      expect(pastEntries({ tipo, ...others, [`date_${tipo}`]: before })).toEqual(before);
      expect(isPast({ tipo, ...others, [`date_${tipo}`]: before }, today)).toBe(true);
    }
    expect(pastEntries({ tipo: 'eventi', date_spettacoli: after })).toEqual([]);
  });

  it('undated content is never past', () => {
    expect(isPast({ tipo: 'pagine' }, today)).toBe(false);
  });
});
