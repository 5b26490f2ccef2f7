import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { QueueStatus, QueueStatusAnswer } from './product';
import { createBatcher, createStatusBatcher } from './queue-status.server';
import { ApiError } from './transport';

const statusOf = (sessionId: string): QueueStatus => ({
  session_id: sessionId,
  data_appuntamento: '203001011200',
  appuntamento: 7,
  slot: 3,
  status: 'active',
  admitted: false,
  position: sessionId.length,
  expiration_date: null,
  estimated_wait_seconds: 600,
  posti: 1,
});

/** A backend whose calls end when the test says: each call's ids, and how to answer it. */
function fakeBackend() {
  const calls: Array<{
    ids: string[];
    answer: (answers?: QueueStatusAnswer[]) => void;
    fail: (error: unknown) => void;
  }> = [];
  let open = 0;
  let mostOpen = 0;
  const send = (ids: string[]) =>
    new Promise<QueueStatusAnswer[]>((resolve, reject) => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      const end = () => open--;
      calls.push({
        ids,
        answer: (answers) => {
          end();
          resolve(answers ?? ids.map((id) => ({ session_id: id, session: statusOf(id) })));
        },
        fail: (error) => {
          end();
          reject(error);
        },
      });
    });
  return { send, calls, mostOpen: () => mostOpen };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('queue status batcher', () => {
  it('sends a poll at once when nothing is under way, and the polls that came meanwhile together', async () => {
    const backend = fakeBackend();
    const batcher = createStatusBatcher(backend.send, { maxInFlight: 1 });
    const first = batcher.call('session-a1');
    expect(backend.calls.map((c) => c.ids)).toEqual([['session-a1']]);
    const later = ['session-b1', 'session-c1', 'session-d1'].map((id) => batcher.call(id));
    expect(backend.calls).toHaveLength(1);
    backend.calls[0]!.answer();
    expect(await first).toEqual(statusOf('session-a1'));
    await tick();
    expect(backend.calls.map((c) => c.ids)).toEqual([
      ['session-a1'],
      ['session-b1', 'session-c1', 'session-d1'],
    ]);
    backend.calls[1]!.answer();
    expect(await Promise.all(later)).toEqual(
      ['session-b1', 'session-c1', 'session-d1'].map(statusOf),
    );
  });

  it("gives each poll its own session's answer or error, whatever the order of the answer", async () => {
    const backend = fakeBackend();
    const batcher = createStatusBatcher(backend.send, { maxInFlight: 1 });
    const blocker = batcher.call('session-zz');
    const known = batcher.call('session-ok');
    const missing = batcher.call('session-no');
    backend.calls[0]!.answer();
    await blocker;
    await tick();
    backend.calls[1]!.answer([
      {
        session_id: 'session-no',
        error: { status: 404, code: 'NOT_FOUND', message: 'Session not found.' },
      },
      { session_id: 'session-ok', session: statusOf('session-ok') },
    ]);
    expect(await known).toEqual(statusOf('session-ok'));
    const error = await missing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', statusText: 'Not Found' });
  });

  it('fails every poll of a failed call, and sends the next polls all the same', async () => {
    const backend = fakeBackend();
    const batcher = createStatusBatcher(backend.send, { maxInFlight: 1 });
    const a = batcher.call('session-a2');
    const b = batcher.call('session-b2');
    const c = batcher.call('session-c2');
    const down = new Error('connection refused');
    backend.calls[0]!.fail(down);
    await expect(a).rejects.toBe(down);
    await tick();
    backend.calls[1]!.fail(down);
    await expect(b).rejects.toBe(down);
    await expect(c).rejects.toBe(down);
    const d = batcher.call('session-d2');
    await tick();
    backend.calls[2]!.answer();
    expect(await d).toEqual(statusOf('session-d2'));
  });

  it('fails a poll whose session the answer left out as unavailable', async () => {
    const backend = fakeBackend();
    const batcher = createStatusBatcher(backend.send);
    const lost = batcher.call('session-lost');
    backend.calls[0]!.answer([]);
    await expect(lost).rejects.toMatchObject({ status: 502, code: 'UNAVAILABLE' });
  });

  it('keeps to its batch size and calls under way, and sends a session asked twice once', async () => {
    const backend = fakeBackend();
    const batcher = createStatusBatcher(backend.send, { maxBatch: 2, maxInFlight: 2 });
    const polls = ['s-1aaaaa', 's-2aaaaa', 's-3aaaaa', 's-3aaaaa', 's-4aaaaa', 's-5aaaaa'].map(
      (id) => batcher.call(id),
    );
    expect(backend.calls.map((c) => c.ids)).toEqual([['s-1aaaaa'], ['s-2aaaaa']]);
    backend.calls[0]!.answer();
    backend.calls[1]!.answer();
    await tick();
    expect(backend.calls.slice(2).map((c) => c.ids)).toEqual([
      ['s-3aaaaa', 's-4aaaaa'],
      ['s-5aaaaa'],
    ]);
    for (const call of backend.calls.slice(2)) call.answer();
    const answers = await Promise.all(polls);
    expect(answers.map((a) => a.session_id)).toEqual([
      's-1aaaaa',
      's-2aaaaa',
      's-3aaaaa',
      's-3aaaaa',
      's-4aaaaa',
      's-5aaaaa',
    ]);
    expect(backend.mostOpen()).toBe(2);
  });

  it('sends no two calls closer than its spacing, the polls of the interval together', async () => {
    vi.useFakeTimers();
    try {
      const backend = fakeBackend();
      const batcher = createStatusBatcher(backend.send, { maxInFlight: 2, spacingMs: 20 });
      const first = batcher.call('s-1aaaaa');
      // the first poll of a quiet process goes at once
      expect(backend.calls.map((c) => c.ids)).toEqual([['s-1aaaaa']]);
      const next = ['s-2aaaaa', 's-3aaaaa'].map((id) => batcher.call(id));
      await vi.advanceTimersByTimeAsync(19);
      // a call is free, but the interval since the last one has not passed
      expect(backend.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(backend.calls.map((c) => c.ids)).toEqual([['s-1aaaaa'], ['s-2aaaaa', 's-3aaaaa']]);
      for (const call of backend.calls) call.answer();
      expect((await Promise.all([first, ...next])).map((a) => a.session_id)).toEqual([
        's-1aaaaa',
        's-2aaaaa',
        's-3aaaaa',
      ]);
      // once the interval has passed, a poll goes at once again
      await vi.advanceTimersByTimeAsync(50);
      const later = batcher.call('s-4aaaaa');
      expect(backend.calls.at(-1)?.ids).toEqual(['s-4aaaaa']);
      backend.calls.at(-1)!.answer();
      expect((await later).session_id).toBe('s-4aaaaa');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the payload of each session once, the first given, for calls that carry a body', async () => {
    const sent: Array<Array<{ session_id: string; posti: number }>> = [];
    const batcher = createBatcher(
      async (list: Array<{ session_id: string; posti: number }>) => {
        sent.push(list);
        return list.map((r) => ({ session_id: r.session_id, session: statusOf(r.session_id) }));
      },
      (r) => r.session_id,
      { maxInFlight: 1 },
    );
    const calls = [
      { session_id: 'reg-aaaaaa', posti: 1 },
      { session_id: 'reg-bbbbbb', posti: 2 },
      { session_id: 'reg-bbbbbb', posti: 3 },
      { session_id: 'reg-cccccc', posti: 1 },
    ].map((r) => batcher.call(r));
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.session_id)).toEqual([
      'reg-aaaaaa',
      'reg-bbbbbb',
      'reg-bbbbbb',
      'reg-cccccc',
    ]);
    expect(sent).toEqual([
      [{ session_id: 'reg-aaaaaa', posti: 1 }],
      [
        { session_id: 'reg-bbbbbb', posti: 2 },
        { session_id: 'reg-cccccc', posti: 1 },
      ],
    ]);
  });

  it('answers every poll with its own session, within its limits, for any arrivals and answer order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('p-aaaaaa', 'p-bbbbbb', 'p-cccccc', 'p-dddddd', 'p-eeeeee'), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.nat(), { maxLength: 80 }),
        async (ids, maxBatch, maxInFlight, choices) => {
          const backend = fakeBackend();
          const batcher = createStatusBatcher(backend.send, { maxBatch, maxInFlight });
          const settled: Array<string | null> = ids.map(() => null);
          const polls = ids.map((id, i) =>
            batcher.call(id).then((s) => {
              settled[i] = s.session_id;
            }),
          );
          // answer the open calls in an order the generator chooses, until all polls are settled
          let k = 0;
          for (let rounds = 0; rounds < 1000 && settled.includes(null); rounds++) {
            const open = backend.calls.filter((c) => !('done' in c));
            if (open.length === 0) {
              await tick();
              continue;
            }
            const call = open[(choices[k++] ?? 0) % open.length]!;
            Object.assign(call, { done: true });
            expect(call.ids.length).toBeLessThanOrEqual(maxBatch);
            expect(new Set(call.ids).size).toBe(call.ids.length);
            call.answer();
            await tick();
          }
          await Promise.all(polls);
          expect(settled).toEqual(ids);
          expect(backend.mostOpen()).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("the batcher's settings from the environment", () => {
  /** The module's two settings as read with these environment values. */
  async function settingsWith(inFlight: string | undefined, spacing: string | undefined) {
    vi.resetModules();
    vi.stubEnv('QUEUE_BATCH_IN_FLIGHT', inFlight);
    vi.stubEnv('QUEUE_BATCH_SPACING_MS', spacing);
    try {
      const { STATUS_IN_FLIGHT, STATUS_SPACING_MS } = await import('./queue-status.server');
      return { inFlight: STATUS_IN_FLIGHT, spacing: STATUS_SPACING_MS };
    } finally {
      vi.unstubAllEnvs();
    }
  }

  it('takes whole numbers of calls and spacings of zero or more, and the defaults when unset', async () => {
    expect(await settingsWith(undefined, undefined)).toEqual({ inFlight: 2, spacing: 10 });
    expect(await settingsWith('4', '0')).toEqual({ inFlight: 4, spacing: 0 });
    expect(await settingsWith('1', '2.5')).toEqual({ inFlight: 1, spacing: 2.5 });
  });

  it('falls back to the defaults for any value that is not one, never a setting that stops the calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (inFlight, spacing) => {
        const read = await settingsWith(inFlight, spacing);
        const n = Number(inFlight);
        const ms = Number(spacing);
        expect(read.inFlight).toBe(Number.isInteger(n) && n >= 1 ? n : 2);
        expect(read.spacing).toBe(Number.isFinite(ms) && ms >= 0 ? ms : 10);
        expect(read.inFlight).toBeGreaterThanOrEqual(1);
        expect(Number.isFinite(read.spacing) && read.spacing >= 0).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
