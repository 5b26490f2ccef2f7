import { z } from 'zod';
import { queueErrorAnswer } from '../features/queue/status-poll.server';
import { api } from '../lib/api/request.server';
import { queueRegisterGuest, queueStatus } from '../lib/api/queue-status.server';
import { noStoreJson, pageUrl, postOnly } from '../lib/guards/responses';
import type { Route } from './+types/acquista.coda';
import { parseLang } from '../lib/guards';
import { assertSameOrigin } from '../lib/session.server';

/**
 * Same-origin JSON endpoint for the browser's queue calls; forwards to /shop/queue/* with the user's
 * token, and status polls coalesced with the process's other polls (with the storefront's token).
 */
const sessionId = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
const body = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('register'),
    data_appuntamento: z.string().regex(/^\d{12}$/),
    session_id: sessionId,
    appuntamento: z.number().int().positive().optional(),
    posti: z.number().int().min(1).max(10).optional(),
  }),
  z.object({ op: z.enum(['status', 'left', 'convert', 'reactivate']), session_id: sessionId }),
]);

export async function action({ request, params, context }: Route.ActionArgs) {
  parseLang(params.lang, pageUrl(request));
  assertSameOrigin(request);
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return noStoreJson({ code: 'INVALID_PAYLOAD' }, 400);
  const { op, ...rest } = parsed.data;
  try {
    // status polls, and guests' registrations, are coalesced with this process's others
    // (lib/api/queue-status.server.ts); a signed-in visitor registers with their own token
    const { data } = parsed;
    const session =
      data.op === 'status'
        ? await queueStatus(data.session_id)
        : data.op === 'register' && (await api(context).accessToken()) === null
          ? await queueRegisterGuest({
              data_appuntamento: data.data_appuntamento,
              session_id: data.session_id,
              appuntamento: data.appuntamento,
              posti: data.posti,
            })
          : await api(context).shop.queueCall(op, rest);
    return noStoreJson({ session });
  } catch (error) {
    const answer = queueErrorAnswer(error, 'Queue call failed');
    return noStoreJson(answer.body, answer.status);
  }
}

export const loader = postOnly;
