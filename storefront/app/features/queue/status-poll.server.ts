import { z } from 'zod';
import { queueStatus } from '../../lib/api/queue-status.server';
import type { QueueStatus } from '../../lib/api/product';
import { ApiError } from '../../lib/api/transport';
import { isSameOrigin } from '../../lib/session.server';

/*
 * The queue page's status poll (`POST /{lang}/acquista/coda/stato`, body `{ session_id }`), every
 * 30 seconds per waiting visitor: on the day a big event goes on sale it is most of what the site
 * is asked. It needs nothing of a page (no session, no rendering, no route data), so the production
 * server answers it before React Router (server.js); the route module of the same path answers it
 * with this same function where the server does not (the development server). Answers are the
 * queue endpoint's: `{ session }`, or `{ code }` with the backend's status.
 */

const pollSchema = z.object({ session_id: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/) });

export interface StatusPoll {
  /** The origin of the request as the site sees it (scheme, host and port). */
  ownOrigin: string;
  origin: string | null;
  referer: string | null;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
}

export interface StatusPollAnswer {
  status: number;
  body: { session: QueueStatus } | { code: string };
}

export async function answerStatusPoll(
  poll: StatusPoll,
  statusOf: (sessionId: string) => Promise<QueueStatus> = queueStatus,
): Promise<StatusPollAnswer> {
  if (!isSameOrigin(poll.ownOrigin, poll.origin, poll.referer))
    return { status: 403, body: { code: 'FORBIDDEN' } };
  const parsed = pollSchema.safeParse(poll.body);
  if (!parsed.success) return { status: 400, body: { code: 'INVALID_PAYLOAD' } };
  try {
    return { status: 200, body: { session: await statusOf(parsed.data.session_id) } };
  } catch (error) {
    return queueErrorAnswer(error, 'Queue status poll failed');
  }
}

/** A failed queue call as the browser is answered: the backend's status and code, else 502. */
export function queueErrorAnswer(
  error: unknown,
  logged: string,
): StatusPollAnswer & {
  body: { code: string };
} {
  if (error instanceof ApiError)
    return { status: error.status, body: { code: error.code ?? 'ERROR' } };
  console.error(logged, error);
  return { status: 502, body: { code: 'UNAVAILABLE' } };
}
