import { STATUS_CODES } from 'node:http';
import type { QueueStatus, QueueStatusAnswer } from './product';
import { storefrontShop } from './request.server';
import { ApiError, unavailable } from './transport';

/*
 * The queue page polls its session's status every 30 seconds; the day a big event goes on sale,
 * thousands of visitors wait on one date and their polls reach each storefront process hundreds of
 * times a second. Each poll was one call to the product API, and each call costs the backend its
 * fixed price (the request itself, the token's lookup, a read of one session) whatever it asks.
 * The polls of one process are coalesced instead: a poll is sent at once when fewer than
 * `maxInFlight` calls are under way, and otherwise waits for one to end and goes with every poll
 * that arrived meanwhile, in one `POST /shop/queue/statuses` (at most `maxBatch` sessions); two
 * calls are also at least `spacingMs` apart, so that a busy process's polls gather for a few
 * milliseconds rather than leave one by one whenever a call is free. A quiet site therefore
 * answers a poll as soon as before (or within `spacingMs`); a busy one answers many polls with the
 * cost of one call, and the busier it is the larger the batches grow, so the cost of a poll falls
 * as the load rises instead of the wait. A status read does not depend on who asks (the session id is
 * what identifies it, backend/API.md), so the calls carry the storefront's token.
 */

/** The most sessions one `statuses` call may name (`STATUSES_MAX` of the product API). */
export const STATUS_BATCH_MAX = 200;

/** A number from the environment variable `name`, or `fallback` when unset or not `valid`. */
function setting(name: string, fallback: number, valid: (value: number) => boolean): number {
  const value = Number(process.env[name] ?? fallback);
  return valid(value) ? value : fallback;
}

/**
 * Calls under way at once per process (`QUEUE_BATCH_IN_FLIGHT`, at least 1): by default one per
 * Directus process of the reference deployment. Four (two per Directus process) measured the same
 * in the queue bench, within its run-to-run spread (root README, Benchmarks, 2026-12-03).
 */
export const STATUS_IN_FLIGHT = setting(
  'QUEUE_BATCH_IN_FLIGHT',
  2,
  (value) => Number.isInteger(value) && value >= 1,
);

/**
 * The least time between two calls of one process's batcher (ms): a poll that arrives sooner after
 * the last call was sent waits for the rest of it and goes with the others that came meanwhile. A
 * process polled less often than this sends every poll at once; a busy one sends at most one call
 * per interval, so that its batches grow with the load instead of its calls (each of which costs
 * the backend its fixed price). `QUEUE_BATCH_SPACING_MS` sets it (0: as soon as a call is free).
 */
export const STATUS_SPACING_MS = setting(
  'QUEUE_BATCH_SPACING_MS',
  10,
  (value) => Number.isFinite(value) && value >= 0,
);

export interface Batcher<P> {
  /** The answer for one session's call (`P`: the session id, or a registration's body). */
  call(payload: P): Promise<QueueStatus>;
}

interface Waiting<P> {
  sessionId: string;
  payload: P;
  resolve: (status: QueueStatus) => void;
  reject: (error: unknown) => void;
}

/** The error of one session's answer, as its own call would have thrown it. */
function answerError(error: { status: number; code: string; message: string }): ApiError {
  const message = error.message || `Queue status failed (${error.code})`;
  return new ApiError(message, error.status, STATUS_CODES[error.status] ?? '', [
    { message, extensions: { code: error.code } },
  ]);
}

/**
 * Coalesces the calls of one kind (`send` takes the payloads of one batch, one per session, and
 * answers one entry per session); `sessionOf` names a payload's session.
 */
export function createBatcher<P>(
  send: (payloads: P[]) => Promise<QueueStatusAnswer[]>,
  sessionOf: (payload: P) => string,
  { maxBatch = STATUS_BATCH_MAX, maxInFlight = STATUS_IN_FLIGHT, spacingMs = 0 } = {},
): Batcher<P> {
  let queued: Waiting<P>[] = [];
  let inFlight = 0;
  let lastSent = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function settle(batch: Waiting<P>[], answers: QueueStatusAnswer[]): void {
    const byId = new Map(answers.map((a) => [a.session_id, a]));
    for (const w of batch) {
      const answer = byId.get(w.sessionId);
      if (!answer) w.reject(unavailable('The queue status answer left a session out.'));
      else if ('session' in answer) w.resolve(answer.session);
      else w.reject(answerError(answer.error));
    }
  }

  function pump(): void {
    while (inFlight < maxInFlight && queued.length > 0) {
      const wait = lastSent + spacingMs - performance.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          pump();
        }, wait);
        return;
      }
      // the next batch: the polls of up to maxBatch different sessions, in their order (a session
      // asked twice meanwhile is sent once and both polls get its answer)
      const batch: Waiting<P>[] = [];
      const payloads = new Map<string, P>();
      const rest: Waiting<P>[] = [];
      for (const w of queued) {
        if (payloads.has(w.sessionId) || payloads.size < maxBatch) {
          if (!payloads.has(w.sessionId)) payloads.set(w.sessionId, w.payload);
          batch.push(w);
        } else rest.push(w);
      }
      queued = rest;
      inFlight++;
      lastSent = performance.now();
      send([...payloads.values()])
        .then(
          (answers) => settle(batch, answers),
          (error: unknown) => {
            for (const w of batch) w.reject(error);
          },
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  }

  return {
    call(payload) {
      return new Promise<QueueStatus>((resolve, reject) => {
        queued.push({ sessionId: sessionOf(payload), payload, resolve, reject });
        pump();
      });
    },
  };
}

/** A batcher of status polls: each payload is the session id. */
export const createStatusBatcher = (
  send: (sessionIds: string[]) => Promise<QueueStatusAnswer[]>,
  options?: { maxBatch?: number; maxInFlight?: number; spacingMs?: number },
): Batcher<string> => createBatcher(send, (id) => id, options);

/** A registration's body, as `POST /shop/queue/register` takes it. */
export interface QueueRegistration {
  data_appuntamento: string;
  session_id: string;
  appuntamento?: number;
  posti?: number;
}

let statuses: Batcher<string> | undefined;
let registrations: Batcher<QueueRegistration> | undefined;

/** This process's batcher of queue status polls, on the product API with the storefront's token. */
export function queueStatus(sessionId: string): Promise<QueueStatus> {
  statuses ??= createStatusBatcher((ids) => storefrontShop().queueStatuses(ids), {
    spacingMs: STATUS_SPACING_MS,
  });
  return statuses.call(sessionId);
}

/**
 * A guest's registration, coalesced as the polls are (`POST /shop/queue/registers`): the day a big
 * event goes on sale thousands open the queue within seconds. A signed-in visitor's registration
 * is tied to the visitor and goes alone with their token (acquista.coda.tsx).
 */
export function queueRegisterGuest(registration: QueueRegistration): Promise<QueueStatus> {
  registrations ??= createBatcher(
    (list: QueueRegistration[]) => storefrontShop().queueRegisters(list),
    (r) => r.session_id,
    { spacingMs: STATUS_SPACING_MS },
  );
  return registrations.call(registration);
}
