import type { RequestApi } from '../../lib/api/request.server';
import { ApiError } from '../../lib/api/transport';
import { directusUrl, storefrontToken } from '../../lib/config.server';
import { checkinValidSchema, orderTicketsSchema, refusalOutcome } from './data';
import type { CheckinAnswer, OrderTickets } from './data';

/** The order's tickets for the viewer (their token) or a guest with the order's access token. */
export async function readTickets(
  clients: Pick<RequestApi, 'shop'>,
  order: string,
  token: string | null,
): Promise<OrderTickets> {
  return clients.shop.request(
    {
      path: `/ordini/${encodeURIComponent(order)}/biglietti`,
      params: { token: token ?? undefined },
    },
    orderTicketsSchema,
  );
}

/**
 * The tickets' PDF from the shop, fetched on the server with the viewer's token (else the
 * storefront's, with the guest's `?token=`): the browser never sees a backend token. Answers the
 * shop's status for anything but a PDF (404 for an order the viewer may not read).
 */
export async function ticketsPdf(
  clients: Pick<RequestApi, 'accessToken'>,
  order: string,
  token: string | null,
  lang: string,
): Promise<Response> {
  const url = new URL(`/shop/ordini/${encodeURIComponent(order)}/biglietti.pdf`, directusUrl());
  if (token) url.searchParams.set('token', token);
  url.searchParams.set('lingua', lang);
  const bearer = (await clients.accessToken()) ?? storefrontToken();
  const answer = await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } });
  if (!answer.ok || !answer.headers.get('content-type')?.startsWith('application/pdf')) {
    await answer.body?.cancel();
    return new Response(null, { status: answer.status === 404 ? 404 : 502 });
  }
  return answer;
}

type Extensions = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** `POST /shop/checkin` as the door page's answer. */
export async function checkIn(
  clients: Pick<RequestApi, 'shop'>,
  codice: string,
): Promise<CheckinAnswer> {
  try {
    const answer = await clients.shop.request(
      { method: 'POST', path: '/checkin', body: { codice } },
      checkinValidSchema,
    );
    return { outcome: 'valid', ...answer.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const code = error.code as keyof typeof refusalOutcome | undefined;
    const outcome = code && Object.hasOwn(refusalOutcome, code) ? refusalOutcome[code] : null;
    if (!outcome) {
      if (error.status === 400) return { outcome: 'invalid' };
      if (error.status === 401) throw error;
      // an organiser's scan of a ticket of someone else's appointment
      if (error.status === 403) return { outcome: 'notYours' };
      return { outcome: 'error' };
    }
    if (outcome === 'unknown') return { outcome };
    const extensions = (error.errors[0]?.extensions ?? {}) as Extensions;
    const ticket = checkinValidSchema.shape.data.safeParse(extensions['biglietto'] ?? {});
    const details = ticket.success
      ? ticket.data
      : {
          nome: null,
          data: null,
          tariffa: null,
          intestatario: null,
          valido_dal: null,
          valido_al: null,
          used_at: null,
        };
    return {
      outcome,
      ...details,
      used_at: text(extensions['used_at']) ?? details.used_at,
      valido_dal: text(extensions['valido_dal']) ?? details.valido_dal,
      valido_al: text(extensions['valido_al']) ?? details.valido_al,
    };
  }
}

/**
 * A paid order's tickets for its page, or null: an order not paid shows none, and a failure to
 * read them leaves the order's page as it was (the e-mail carries the PDF).
 */
export async function paidOrderTickets(
  clients: Pick<RequestApi, 'shop'>,
  order: { id: string; status: string },
  token: string | null,
): Promise<OrderTickets | null> {
  if (order.status !== 'paid') return null;
  try {
    return await readTickets(clients, order.id, token);
  } catch (error) {
    console.warn(`The tickets of order ${order.id} could not be read`, error);
    return null;
  }
}
