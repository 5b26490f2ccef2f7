import type { Route } from './+types/checkout.success.$ordine.biglietti[.]pdf';
import { api } from '../lib/api/request.server';
import { parseLang } from '../lib/guards';
import { notFound, pageUrl } from '../lib/guards/responses';
import { ticketsPdf } from '../features/tickets/tickets.server';

const orderId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An order's tickets as PDF in the page's language, fetched by the server with the visitor's
 * session (or the storefront's token and the guest's `?token=`): the backend's token never
 * reaches the browser.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  const id = params.ordine ?? '';
  if (!orderId.test(id)) notFound(url);
  const answer = await ticketsPdf(api(context), id, url.searchParams.get('token'), lang);
  if (answer.status === 404) notFound(url);
  if (!answer.ok) throw new Response('Bad Gateway', { status: 502 });
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition':
      answer.headers.get('content-disposition') ?? `attachment; filename="biglietti.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const length = answer.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(answer.body, { headers });
}
