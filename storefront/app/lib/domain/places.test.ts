import type { Translate } from '../i18n/translate';
import { describe, expect, it } from 'vitest';
import { slotSchema, tourDateSchema } from '../api/product';
import { addPlaces, hasPlaces, placesText } from './places';

describe('places of a date or slot', () => {
  it('reads a date without a limit from the shop, as its answer writes it', () => {
    const tour = tourDateSchema.parse({
      id: 1,
      visita: 7,
      data: '202612051030',
      inizio: '2026-12-05T09:30:00.000Z',
      capacita: null,
      prenotati: 3,
      disponibili: null,
      lingua: 'it',
      stato: 'aperto',
    });
    expect(tour.disponibili).toBeNull();
    const slot = slotSchema.parse({
      id: 2,
      appuntamento: 9,
      data: '202612051030',
      inizio: '2026-12-05T09:30:00.000Z',
      capacita: null,
      prenotati: 0,
      disponibili: null,
      stato: 'aperto',
    });
    expect(slot.capacita).toBeNull();
  });

  it('books a date without a limit, never one with no place left', () => {
    expect(hasPlaces(null)).toBe(true);
    expect(hasPlaces(2)).toBe(true);
    expect(hasPlaces(0)).toBe(false);
  });

  it('adds a day’s slots, without a limit as soon as one slot has none', () => {
    expect(addPlaces(0, 3)).toBe(3);
    expect(addPlaces(3, -1)).toBe(3);
    expect(addPlaces(3, null)).toBeNull();
    expect(addPlaces(null, 4)).toBeNull();
  });

  it('says how many places are left, or only that there are places', () => {
    const t: Translate = (key, options) => (options ? `${key}:${String(options.count)}` : key);
    expect(placesText(t, 4)).toBe('commerce.purchase.available:4');
    expect(placesText(t, null)).toBe('commerce.purchase.availableUnlimited');
  });
});
