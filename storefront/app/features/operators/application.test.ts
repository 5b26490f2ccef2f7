import { describe, expect, it } from 'vitest';
import { applicationKindOf, applicationShape, longDate } from './application';

describe('operator application', () => {
  it('takes the kind from the registration page’s path', () => {
    expect(applicationKindOf('/en/dashboard/incoming/registrazione')).toBe('incoming');
    expect(applicationKindOf('/it/dashboard/outdoor/registrazione')).toBe('outdoor');
  });

  it('writes the application’s day out in the page’s language', () => {
    expect(longDate('2026-12-03T09:00:00Z', 'en')).toBe('December 3, 2026');
    expect(longDate('2026-12-03T09:00:00Z', 'it')).toBe('3 dicembre 2026');
    expect(longDate(null, 'fr')).toBe('');
  });

  it('reads the shop’s answer and refuses an unknown state', () => {
    const answer = {
      id: 1,
      tipo: 'outdoor',
      stato: 'submitted',
      ragione_sociale: 'Canoa Viva srl',
      nota_moderatore: null,
      date_created: '2026-12-03T09:00:00Z',
    };
    expect(applicationShape.parse(answer).stato).toBe('submitted');
    expect(applicationShape.safeParse({ ...answer, stato: 'archived' }).success).toBe(false);
  });
});
