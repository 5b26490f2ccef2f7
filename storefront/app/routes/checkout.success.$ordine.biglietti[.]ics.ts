import type { Route } from './+types/checkout.success.$ordine.biglietti[.]ics';
import { api } from '../lib/api/request.server';
import { isNotFound } from '../lib/api/transport';
import { parseLang } from '../lib/guards';
import { notFound, pageUrl } from '../lib/guards/responses';
import { siteOrigin } from '../lib/seo/origin.server';
import { ticketsCalendar } from '../features/tickets/ics';
import { readTickets } from '../features/tickets/tickets.server';

const orderId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order's dated tickets as an iCalendar file, built on the server from their start and end. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  const id = params.ordine ?? '';
  if (!orderId.test(id)) notFound(url);
  const token = url.searchParams.get('token');
  let tickets;
  try {
    tickets = await readTickets(api(context), id, token);
  } catch (error) {
    if (isNotFound(error)) notFound(url);
    throw error;
  }
  const origin = siteOrigin(request);
  const page = `${origin}/${lang}/checkout/success/${id}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const { body, count } = ticketsCalendar(tickets.biglietti, {
    lang,
    orderId: id,
    host: new URL(origin).host,
    url: page,
    stamp: new Date(),
  });
  if (count === 0) notFound(url);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="ordine-${tickets.ordine.numero.replace(/[^\w-]/g, '')}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
