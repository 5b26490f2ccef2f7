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
