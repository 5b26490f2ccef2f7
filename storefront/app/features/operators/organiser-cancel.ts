import { z } from 'zod';

/*
 * Input handling of the organiser's booking cancellation (page `/{lang}/dashboard/appuntamenti/{id}`):
 * the booking asked about in the address (`?annulla=`), the posted form, the outcome shown after
 * the redirect (`?annullata=&rimborso=`) and the message of each refusal of the product API.
 * Nothing here trusts the browser with an order or its lines: the action finds them among the
 * appointment's bookings as the product API answers them.
 */

/** A database id as text: digits only, no sign, no leading zero, within a safe integer. */
const idText = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
  .refine((value) => Number.isSafeInteger(value));

/** Cents as text (the refund of the outcome): digits only, bounded. */
const centsText = z
  .string()
  .regex(/^(0|[1-9]\d{0,9})$/)
  .transform(Number);

/** The booking id of a query parameter, or null when absent or not an id. */
export function readBookingParam(value: string | null): number | null {
  if (value === null) return null;
  const parsed = idText.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const cancelFormSchema = z.object({
  intent: z.literal('annulla'),
  prenotazione: idText,
});

/** The posted form: the booking to cancel, or null when the form is not one of ours. */
export function readCancelForm(formData: FormData): number | null {
  const entries: Record<string, unknown> = {};
  for (const name of ['intent', 'prenotazione'] as const) {
    const all = formData.getAll(name);
    // one value each: a repeated field is not a form this page sends
    if (all.length !== 1) return null;
    entries[name] = all[0];
  }
  const parsed = cancelFormSchema.safeParse(entries);
  return parsed.success ? parsed.data.prenotazione : null;
}

export interface CancelOutcome {
  booking: number;
  /** cents refunded (money and gift card) */
  refund: number;
}

/** The outcome the redirect after a cancellation carries, or null. */
export function readOutcome(search: URLSearchParams): CancelOutcome | null {
  const booking = readBookingParam(search.get('annullata'));
  const refund = centsText.safeParse(search.get('rimborso') ?? '');
  if (booking === null || !refund.success) return null;
  return { booking, refund: refund.data };
}

/** The address of the page after a cancellation: the outcome in its query. */
export function outcomeSearch(outcome: CancelOutcome): string {
  return `?annullata=${outcome.booking}&rimborso=${Math.max(0, Math.round(outcome.refund))}`;
}

/** Message key of a refusal of `POST /shop/ordini/:id/annulla`, by status and error code. */
export function cancelErrorKey(status: number, code: string | undefined): string {
  if (code === 'ORDER_NOT_CANCELLABLE' || status === 409 || status === 422)
    return 'commerce.operators.cancel.notCancellable';
  if (status === 401 || status === 403) return 'commerce.operators.cancel.forbidden';
  if (status === 404) return 'commerce.operators.cancel.notFound';
  return 'commerce.operators.cancel.failed';
}
