import { describe, expect, it } from 'vitest';
import type { RequestApi } from '../../lib/api/request.server';
import { ApiError } from '../../lib/api/transport';
import { checkIn } from './tickets.server';

/** A shop client whose check-in answers with the given error (a unit test of the mapping only). */
function refusing(status: number, code?: string, extensions: Record<string, unknown> = {}) {
  const shop = {
    request: async () => {
      throw new ApiError('refused', status, 'refused', [
        { message: 'refused', extensions: { ...(code ? { code } : {}), ...extensions } },
      ]);
    },
  };
  return { shop } as unknown as Pick<RequestApi, 'shop'>;
}

describe('checkIn', () => {
  it('says which refusal the shop answered', async () => {
    expect((await checkIn(refusing(404, 'TICKET_NOT_FOUND'), 'X')).outcome).toBe('unknown');
    expect((await checkIn(refusing(409, 'TICKET_VOIDED'), 'X')).outcome).toBe('voided');
    expect(
      await checkIn(
        refusing(409, 'TICKET_ALREADY_USED', { used_at: '2026-11-27T09:10:00.000Z' }),
        'X',
      ),
    ).toMatchObject({ outcome: 'used', used_at: '2026-11-27T09:10:00.000Z' });
  });

  it('tells an organiser that a ticket of another appointment is not theirs', async () => {
    expect(await checkIn(refusing(403, 'FORBIDDEN'), 'X')).toEqual({ outcome: 'notYours' });
  });

  it('answers bad input as invalid, a failing shop as an error, and lets a lost session through', async () => {
    expect(await checkIn(refusing(400, 'INVALID_PAYLOAD'), 'X')).toEqual({ outcome: 'invalid' });
    expect(await checkIn(refusing(503, 'UNAVAILABLE'), 'X')).toEqual({ outcome: 'error' });
    await expect(checkIn(refusing(401, 'UNAUTHENTICATED'), 'X')).rejects.toBeInstanceOf(ApiError);
  });
});
