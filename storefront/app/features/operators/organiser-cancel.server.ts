import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api/transport';
import { api } from '../../lib/api/request.server';
import { parseId } from '../../lib/guards/product-purchase';
import { notFound, pageUrl } from '../../lib/guards/responses';
import { runGuards } from '../../lib/guards/run.server';
import { assertSameOrigin } from '../../lib/session.server';
import type { ActionResult } from '../commerce/forms';
import { type OrganiserDetail, findBooking, organiserDetailSchema } from './organiser';
import {
  cancelErrorKey,
  outcomeSearch,
  readBookingParam,
  readCancelForm,
  readOutcome,
} from './organiser-cancel';

/*
 * Server side of the organiser's appointment page: its bookings and queue, the booking asked to be
 * cancelled (`?annulla=`) and the cancellation itself, through `POST /shop/ordini/:id/annulla`
 * with the order and line the product API gives for that booking (never ids from the form).
 */

interface Args {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

const readDetail = (args: Args, id: number) =>
  api(args.context).shop.request(
    { path: `/operatori/appuntamenti/${id}/prenotazioni` },
    organiserDetailSchema,
  );

export async function organiserDetailLoader(args: Args) {
  await runGuards(args, ['organiser']);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  let detail: OrganiserDetail;
  try {
    detail = await readDetail(args, id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) notFound(url);
    throw error;
  }
  const asked = readBookingParam(url.searchParams.get('annulla'));
  const found = asked === null ? null : findBooking(detail, asked);
  return {
    id,
    detail,
    /** The booking whose cancellation waits for a confirmation. */
    confirm: found?.booking.annullabile ? found.booking.id : null,
    /** `?annulla=` named a booking that cannot be cancelled (any more). */
    confirmRefused: asked !== null && !found?.booking.annullabile,
    outcome: readOutcome(url.searchParams),
  };
}

const cancelAnswer = z.object({
  status: z.string(),
  rimborsi: z
    .array(
      z.object({
        importo: z.number(),
        importo_carta_regalo: z.number().default(0),
        righe: z.array(z.number()).nullable().default(null),
      }),
    )
    .default([]),
});

/** Cancels one booking of the appointment, then shows the page with the refund. */
export async function cancelBookingAction(args: Args) {
  const lang = await runGuards(args, ['organiser']);
  assertSameOrigin(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(pageUrl(args.request));
  let formData: FormData;
  try {
    formData = await args.request.formData();
  } catch {
    formData = new FormData();
  }
  const bookingId = readCancelForm(formData);
  if (bookingId === null)
    return data<ActionResult>({ formError: 'commerce.operators.cancel.invalid' }, { status: 400 });
  try {
    const found = findBooking(await readDetail(args, id), bookingId);
    if (!found)
      return data<ActionResult>(
        { formError: 'commerce.operators.cancel.notFound' },
        { status: 404 },
      );
    const { booking } = found;
    if (!booking.annullabile || !booking.ordine || booking.righe.length === 0)
      return data<ActionResult>(
        { formError: 'commerce.operators.cancel.notCancellable' },
        { status: 409 },
      );
    const answer = await api(args.context).shop.request(
      {
        method: 'POST',
        path: `/ordini/${encodeURIComponent(booking.ordine)}/annulla`,
        body: { righe: booking.righe },
      },
      cancelAnswer,
    );
    // the refund just recorded: the last one of these lines, or of the whole order
    const refund = [...answer.rimborsi]
      .reverse()
      .find(
        (entry) => entry.righe === null || entry.righe.some((line) => booking.righe.includes(line)),
      );
    const cents = refund ? refund.importo + refund.importo_carta_regalo : 0;
    return redirect(
      `/${lang}/dashboard/appuntamenti/${id}${outcomeSearch({ booking: bookingId, refund: cents })}`,
      303,
    );
  } catch (error) {
    if (error instanceof ApiError) {
      const status = error.status >= 400 && error.status < 500 ? error.status : 502;
      return data<ActionResult>(
        { formError: cancelErrorKey(error.status, error.code) },
        { status },
      );
    }
    console.error('Booking cancellation failed', error);
    return data<ActionResult>({ formError: 'commerce.operators.cancel.failed' }, { status: 502 });
  }
}
