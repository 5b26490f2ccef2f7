import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { QueueStatus } from '../../lib/api/product';
import { ApiError } from '../../lib/api/transport';
import { answerStatusPoll } from './status-poll.server';

const own = 'http://localhost:3000';
const session = (session_id: string): QueueStatus => ({
  session_id,
  data_appuntamento: '203001011200',
  appuntamento: 7,
  slot: 3,
  status: 'active',
  admitted: false,
  position: 4,
  expiration_date: null,
  estimated_wait_seconds: 600,
  posti: 1,
});
const poll = (body: unknown, origin: string | null = own, referer: string | null = null) => ({
  ownOrigin: own,
  origin,
  referer,
  body,
});

describe('queue status poll', () => {
  it("answers the session's status from a page of the site", async () => {
    const statusOf = vi.fn(async (id: string) => session(id));
    expect(await answerStatusPoll(poll({ session_id: 'abcdefgh12' }), statusOf)).toEqual({
      status: 200,
      body: { session: session('abcdefgh12') },
    });
    // a browser that sends no Origin is judged by its Referer
    const byReferer = poll({ session_id: 'abcdefgh12' }, null, `${own}/it/acquista/x`);
    expect((await answerStatusPoll(byReferer, statusOf)).status).toBe(200);
    expect(statusOf).toHaveBeenCalledTimes(2);
  });

  it('refuses a poll from another site or without an origin, and asks nothing', async () => {
    const statusOf = vi.fn(async (id: string) => session(id));
    for (const [origin, referer] of [
      ['https://evil.example', null],
      [null, 'https://evil.example/page'],
      [null, null],
      ['null', null],
      [null, 'not a url'],
    ] as const) {
      const answer = await answerStatusPoll(
        poll({ session_id: 'abcdefgh12' }, origin, referer),
        statusOf,
      );
      expect(answer).toEqual({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    expect(statusOf).not.toHaveBeenCalled();
  });

  it("answers the backend's error with its status and code, anything else as unavailable", async () => {
    const notFound = new ApiError('Session not found.', 404, 'Not Found', [
      { message: 'Session not found.', extensions: { code: 'NOT_FOUND' } },
    ]);
    expect(
      await answerStatusPoll(poll({ session_id: 'abcdefgh12' }), () => Promise.reject(notFound)),
    ).toEqual({ status: 404, body: { code: 'NOT_FOUND' } });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await answerStatusPoll(poll({ session_id: 'abcdefgh12' }), () =>
        Promise.reject(new Error('socket hang up')),
      ),
    ).toEqual({ status: 502, body: { code: 'UNAVAILABLE' } });
    quiet.mockRestore();
  });

  it('refuses any other body as an invalid payload without asking the backend', async () => {
    const statusOf = vi.fn(async (id: string) => session(id));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({ session_id: fc.string({ maxLength: 200 }) }),
          fc.record({
            session_id: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())),
          }),
        ),
        async (body) => {
          const id = (body as { session_id?: unknown } | null)?.session_id;
          fc.pre(!(typeof id === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(id)));
          const answer = await answerStatusPoll(poll(body), statusOf);
          expect(answer).toEqual({ status: 400, body: { code: 'INVALID_PAYLOAD' } });
        },
      ),
      { numRuns: 300 },
    );
    expect(statusOf).not.toHaveBeenCalled();
  });
});
