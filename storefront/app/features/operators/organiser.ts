import { z } from 'zod';

/** An appointment's slots with their bookings and queue (`GET /shop/operatori/appuntamenti/:id/prenotazioni`). */
export const organiserDetailSchema = z.object({
  slots: z.array(
    z.object({
      id: z.number(),
      /** Slot key yyyyMMddHHmm, the city's wall-clock time. */
      data: z.string(),
      capacita: z.number(),
      prenotati: z.number(),
      ammessi: z.number().default(0),
      in_attesa: z.number().default(0),
      prenotazioni: z
        .array(
          z.object({
            id: z.number(),
            posti: z.number(),
            stato: z.string(),
            nome: z.string().nullable().optional(),
            email: z.string().nullable().optional(),
            /** The booking's order and its line(s): what `POST /shop/ordini/:id/annulla` takes. */
            ordine: z.string().nullable().default(null),
            ordine_stato: z.string().nullable().default(null),
            righe: z.array(z.number()).default([]),
            /** The order is paid and the line active. */
            annullabile: z.boolean().default(false),
            /** Cents (money and gift card) cancelling would refund; null when not cancellable. */
            rimborso: z.number().nullable().default(null),
          }),
        )
        .default([]),
      coda: z
        .array(
          z.object({
            session_id: z.string(),
            status: z.string(),
            admitted: z.boolean(),
            position: z.number(),
            expiration_date: z.string().nullable(),
            posti: z.number(),
          }),
        )
        .default([]),
    }),
  ),
});
export type OrganiserDetail = z.output<typeof organiserDetailSchema>;
export type OrganiserBooking = OrganiserDetail['slots'][number]['prenotazioni'][number];

/** A booking of the appointment with the slot it belongs to, or null when it has none such. */
export function findBooking(
  detail: OrganiserDetail,
  bookingId: number,
): { slot: OrganiserDetail['slots'][number]; booking: OrganiserBooking } | null {
  for (const slot of detail.slots) {
    const booking = slot.prenotazioni.find((entry) => entry.id === bookingId);
    if (booking) return { slot, booking };
  }
  return null;
}
