import { useLoaderData } from 'react-router';
import type { Route } from './+types/checkout.success.$ordine';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { parseLang } from '../lib/guards';
import { notFound, pageUrl } from '../lib/guards/responses';
import { commerceMeta, useLang } from '../features/commerce/forms';
import { SuccessScreen } from '../features/checkout/SuccessScreen';
import { TicketsSection } from '../features/tickets/TicketsSection';
import { paidOrderTickets } from '../features/tickets/tickets.server';

const orderId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  parseLang(params.lang, url);
  const id = params.ordine ?? '';
  if (!orderId.test(id)) notFound(url);
  const token = url.searchParams.get('token');
  try {
    const order = await api(context).shop.readOrder(id, token);
    return {
      order,
      // The payment provider's "back to the site" (backend/API.md, "Payment").
      left: url.searchParams.get('esito') === 'annullato',
      tickets: await paidOrderTickets(api(context), order, token),
      token,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('success');

export default function SuccessPage() {
  const { order, left, tickets, token } = useLoaderData<typeof loader>();
  const lang = useLang();
  return (
    <SuccessScreen
      order={order}
      left={left}
      tickets={tickets ? <TicketsSection tickets={tickets} lang={lang} token={token} /> : null}
    />
  );
}
