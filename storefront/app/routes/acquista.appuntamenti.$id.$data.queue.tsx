import type { Route } from './+types/acquista.appuntamenti.$id.$data.queue';
import { api } from '../lib/api/request.server';
import { slotKeyDate } from '../lib/domain/queue';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { screenMessages } from '../lib/i18n/messages.server';
import { message } from '../lib/seo/page.server';
import { staticPage } from '../lib/static-page';
import { commerceMeta } from '../features/commerce/forms';
import { appointmentSummary } from '../features/purchase/appointment.server';
import { queueMessagePaths } from '../features/queue/QueuePanel';
import { QueueScreen } from '../features/queue/QueueScreen';

/** Not hydrated: the server renders the page whole, and the queue's panel runs as an island. */
export const handle = staticPage;

/** The queue step of an appointment: `?slot=` a time of the day in the path, `&posti=` 1 to 10. */
export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['appointment-date']);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  const slot = url.searchParams.get('slot') ?? '';
  const posti = Number(url.searchParams.get('posti') ?? '1');
  const day = args.params.data;
  if (
    id === null ||
    !day ||
    slotKeyDate(slot) !== day ||
    !Number.isInteger(posti) ||
    posti < 1 ||
    posti > 10
  )
    notFound(url);
  const { summary, price } = await appointmentSummary(api(args.context), lang, id);
  return {
    id,
    slot,
    posti,
    day,
    summary,
    price,
    messages: screenMessages(lang, queueMessagePaths),
    loadFailed: message(lang, 'commerce.queue.loadFailed'),
  };
}

export const meta = commerceMeta('queue');

export default function QueuePage({ loaderData }: Route.ComponentProps) {
  return <QueueScreen data={loaderData} />;
}
