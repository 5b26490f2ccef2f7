import { answerStatusPoll } from '../features/queue/status-poll.server';
import { parseLang } from '../lib/guards';
import { noStoreJson, pageUrl, postOnly } from '../lib/guards/responses';
import type { Route } from './+types/acquista.coda.stato';

/** The queue page's status poll; the production server answers it before React Router (server.js). */
export async function action({ request, params }: Route.ActionArgs) {
  parseLang(params.lang, pageUrl(request));
  const answer = await answerStatusPoll({
    ownOrigin: new URL(request.url).origin,
    origin: request.headers.get('Origin'),
    referer: request.headers.get('Referer'),
    body: await request.json().catch(() => undefined),
  });
  return noStoreJson(answer.body, answer.status);
}

export const loader = postOnly;
