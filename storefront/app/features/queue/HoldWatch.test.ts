import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QueueSession } from '../../lib/domain/queue';
import { heldSessions, holdEnd, queueStepOf, slotWhen } from './HoldWatch';

const session = (over: Partial<QueueSession> = {}): QueueSession => ({
  session_id: 's1',
  data_appuntamento: '202612051030',
  appuntamento: 42,
  status: 'active',
  admitted: true,
  expiration_date: '2026-12-01T10:10:00.000Z',
  posti: 2,
  ...over,
});

describe('the held place', () => {
  it('ends 60 seconds before the session expires (spec), and not at all without a valid expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (time) => {
        const iso = new Date(time).toISOString();
        expect(holdEnd({ expiration_date: iso })).toBe(Date.parse(iso) - 60_000);
      }),
    );
    expect(holdEnd({ expiration_date: null })).toBeNull();
    expect(holdEnd({ expiration_date: 'soon' })).toBeNull();
  });

  it('is watched only for admitted, active sessions with an expiry', () => {
    const sessions = {
      a: session(),
      b: session({ session_id: 's2', admitted: false, data_appuntamento: '202612051100' }),
      c: session({ session_id: 's3', status: 'converted', data_appuntamento: '202612051130' }),
      d: session({ session_id: 's4', expiration_date: null, data_appuntamento: '202612051200' }),
    };
    expect(heldSessions(sessions).map((held) => held.session_id)).toEqual(['s1']);
  });

  it('leads back to the queue step of its time, with its places', () => {
    expect(queueStepOf('fr', session())).toBe(
      '/fr/acquista/appuntamenti/42/2026-12-05/queue?slot=202612051030&posti=2',
    );
    expect(queueStepOf('it', session({ data_appuntamento: 'nope' }))).toBeNull();
  });

  it('writes its time per language (spec: MM/dd/yyyy in English, the word between)', () => {
    expect(slotWhen('202612051030', 'en')).toBe('12/05/2026 at 10:30');
    expect(slotWhen('202612051030', 'it')).toBe('05/12/2026 ore 10:30');
    expect(slotWhen('202612051030', 'fr')).toBe('05/12/2026 à 10:30');
  });
});
