import { z } from 'zod';

/** Names of an item or rate in the three languages (any may be missing). */
const names = z
  .object({ it: z.string().nullish(), en: z.string().nullish(), fr: z.string().nullish() })
  .partial()
  .nullable()
  .catch(null);

const holder = z.object({ first_name: z.string(), last_name: z.string() }).nullable().catch(null);

export const ticketSchema = z.object({
  id: z.number(),
  codice: z.string(),
  codice_leggibile: z.string(),
  tipo: z.string(),
  nome: names,
  data: z.string().nullable(),
  inizio: z.string().nullable(),
  fine: z.string().nullable(),
  valido_dal: z.string().nullable(),
  valido_al: z.string().nullable(),
  tariffa_nome: names,
  intestatario: holder,
  stato: z.enum(['valid', 'used', 'voided']),
  used_at: z.string().nullable(),
  luogo: z
    .object({
      nome: z.string().nullable(),
      indirizzo: z.string().nullable(),
      citta: z.string().nullable(),
    })
    .nullable()
    .catch(null),
  qr_svg: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const cardSchema = z.object({
  tipo: z.string(),
  codice: z.string(),
  nome: names,
  valido_dal: z.string().nullable(),
  valido_al: z.string().nullable(),
  stato: z.enum(['valid', 'voided']),
  intestatario: holder,
  qr_svg: z.string(),
});
export type TicketCardData = z.infer<typeof cardSchema>;

/** `GET /shop/ordini/:id/biglietti` (backend/API.md, "Tickets"). */
export const orderTicketsSchema = z
  .object({
    data: z.object({
      ordine: z.object({ id: z.string(), numero: z.string(), status: z.string() }),
      biglietti: z.array(ticketSchema),
      tessere: z.array(cardSchema).default([]),
    }),
  })
  .transform((answer) => answer.data);
export type OrderTickets = z.infer<typeof orderTicketsSchema>;

/** What the door page says of a check-in (backend/API.md, `POST /shop/checkin`). */
export type CheckinAnswer =
  | {
      outcome: 'valid' | 'used' | 'notToday' | 'voided';
      nome: Partial<Record<'it' | 'en' | 'fr', string | null | undefined>> | null;
      data: string | null;
      tariffa: string | null;
      intestatario: { first_name: string; last_name: string } | null;
      valido_dal: string | null;
      valido_al: string | null;
      used_at: string | null;
    }
  | { outcome: 'unknown' | 'notYours' | 'error' | 'invalid' };

export const checkinValidSchema = z.object({
  data: z.object({
    nome: names,
    data: z.string().nullable().catch(null),
    tariffa: z.string().nullable().catch(null),
    intestatario: holder,
    valido_dal: z.string().nullable().catch(null),
    valido_al: z.string().nullable().catch(null),
    used_at: z.string().nullable().catch(null),
  }),
});

/** The shop's refusal codes, as the door page's outcomes. */
export const refusalOutcome = {
  TICKET_ALREADY_USED: 'used',
  TICKET_NOT_VALID_TODAY: 'notToday',
  TICKET_VOIDED: 'voided',
  TICKET_NOT_FOUND: 'unknown',
  NOT_FOUND: 'unknown',
} as const;

/**
 * A typed or scanned code as the form sends it: trimmed, at most 200 characters (a QR payload is
 * about 110), printable ASCII only. Anything else is refused before the shop is asked.
 */
export const codeInputSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, 'commerce.door.errors.required')
      .max(200, 'commerce.door.errors.invalid')
      .regex(/^[\x20-\x7e]+$/, 'commerce.door.errors.invalid'),
  );
