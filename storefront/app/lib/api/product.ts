import { z } from 'zod';
import { type ApiCall, type Transport, parse } from './transport';
import { cartItemTypes } from './shop-types';

/**
 * Product API client (`/shop`, backend/API.md), server-side only. Built on a transport whose token
 * is the signed-in user's when valid, otherwise the storefront's public static token (spec section
 * 6); public catalogue reads use a transport with the storefront's token only.
 */

// ---- shapes -----------------------------------------------------------------------------------

export const localizedSchema = z
  .object({ it: z.string(), en: z.string(), fr: z.string() })
  .partial();
export type Localized = z.infer<typeof localizedSchema>;

export const queueStatusSchema = z.object({
  session_id: z.string(),
  data_appuntamento: z.string(),
  appuntamento: z.number(),
  slot: z.number().optional(),
  status: z.enum(['active', 'converted', 'expired', 'departed', 'skip']),
  admitted: z.boolean(),
  position: z.number(),
  expiration_date: z.string().nullable(),
  estimated_wait_seconds: z.number().default(0),
  posti: z.number().default(1),
});
export type QueueStatus = z.infer<typeof queueStatusSchema>;

/** One session's answer of `POST /shop/queue/statuses`: its status, or the error of its own call. */
export const queueStatusAnswerSchema = z.union([
  z.object({ session_id: z.string(), session: queueStatusSchema }),
  z.object({
    session_id: z.string(),
    error: z.object({ status: z.number(), code: z.string(), message: z.string().default('') }),
  }),
]);
export type QueueStatusAnswer = z.infer<typeof queueStatusAnswerSchema>;

/**
 * Places of a date or slot as the shop answers them: a number, or null where it has no limit
 * (a capacity left empty by the organiser).
 */
const placesSchema = z.number().nullable();

export const slotSchema = z.object({
  id: z.number(),
  appuntamento: z.number(),
  data: z.string(),
  inizio: z.string(),
  durata_minuti: z.number().nullable().optional(),
  capacita: placesSchema,
  prenotati: z.number(),
  in_attesa: z.number().default(0),
  disponibili: placesSchema,
  lingua: z.string().nullable().optional(),
  stato: z.enum(['aperto', 'chiuso', 'esaurito', 'passato']),
});
export type Slot = z.infer<typeof slotSchema>;

export const tourDateSchema = z.object({
  id: z.number(),
  visita: z.number().optional(),
  data: z.string(),
  inizio: z.string(),
  capacita: placesSchema.optional(),
  venduti: z.number().optional(),
  disponibili: placesSchema,
  lingue: z.array(z.string()).optional(),
  lingua: z.string().nullable().optional(),
});
export type TourDate = z.infer<typeof tourDateSchema>;

export const listinoSchema = z.object({
  tipo: z.string(),
  id: z.number(),
  nome: localizedSchema,
  prezzo: z.number(),
  prezzo_gruppo: z.number().nullable().optional(),
  soglia_gruppo: z.number().nullable().optional(),
  tariffe: z
    .array(
      z.object({
        codice: z.string(),
        nome: localizedSchema,
        prezzo: z.number(),
        prezzo_gruppo: z.number().nullable().optional(),
        soglia_gruppo: z.number().nullable().optional(),
        predefinita: z.boolean().optional(),
      }),
    )
    .default([]),
  accessori: z
    .array(z.object({ codice: z.string(), nome: localizedSchema, prezzo: z.number() }))
    .default([]),
  convenzioni: z
    .array(
      z.object({
        codice: z.string(),
        nome: localizedSchema,
        sconto_percentuale: z.number().nullable().optional(),
        sconto_centesimi: z.number().nullable().optional(),
      }),
    )
    .default([]),
});
export type Listino = z.infer<typeof listinoSchema>;

export const pricedItemSchema = z
  .object({
    key: z.string(),
    id: z.union([z.number(), z.string()]).transform((value) => Number(value)),
    tipo: z.enum(cartItemTypes),
    dettaglio: z.unknown().optional(),
    prezzo: z.number(),
    prezzo_gruppo: z.number().nullable().optional(),
    prezzo_combo: z.number().nullable().optional(),
    email: z.string().nullable().optional(),
    intestatario: z
      .object({ first_name: z.string(), last_name: z.string(), data_di_nascita: z.string() })
      .nullable()
      .optional(),
    data: z.union([z.string(), z.number()]).nullable().optional(),
    tariffa: z.string().nullable().optional(),
    accessorio: z.array(z.string()).optional(),
    convenzione: z.string().nullable().optional(),
    lingua: z.string().nullable().optional(),
    sessione: z.string().nullable().optional(),
    token: z.string().nullable().optional(),
    quantita: z.number(),
    errore: z.object({ code: z.string(), message: z.string() }).optional(),
  })
  .passthrough();
export type PricedItem = z.infer<typeof pricedItemSchema>;

/** What an order can be (backend/API.md, "Order statuses"). */
export const orderStatuses = [
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  'review',
] as const;
export type OrderStatusValue = (typeof orderStatuses)[number];

export const orderSchema = z
  .object({
    id: z.string(),
    numero: z.string(),
    status: z.enum(orderStatuses),
    /** Payment deadline while pending (ISO instant). */
    scadenza: z.string().nullable().optional(),
    totale: z.number(),
    sconto_promo: z.number().default(0),
    pagato_carta_regalo: z.number().default(0),
    da_pagare: z.number(),
    codice_promo: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    access_token: z.string().optional(),
    date_created: z.string(),
    /** The hosted payment: provider, its page while pending, the outcome it notified. */
    pagamento: z
      .object({
        provider: z.string().nullable().optional(),
        riferimento: z.string().nullable().optional(),
        esito: z.enum(['approved', 'declined']).nullable().optional(),
        url: z.string().nullable().optional(),
        scadenza: z.string().nullable().optional(),
      })
      .nullable()
      .optional(),
    rimborsi: z
      .array(
        z
          .object({
            id: z.number(),
            importo: z.number(),
            importo_carta_regalo: z.number().default(0),
            stato: z.enum(['requested', 'succeeded', 'failed']),
            righe: z.array(z.number()).nullable().optional(),
            date_created: z.string().nullable().optional(),
          })
          .passthrough(),
      )
      .default([]),
    righe: z
      .array(
        z
          .object({
            id: z.number(),
            tipo: z.string(),
            item_id: z.union([z.string(), z.number()]),
            nome: localizedSchema,
            data: z.string().nullable().optional(),
            quantita: z.number(),
            prezzo_unitario: z.number(),
            totale: z.number(),
            sessione: z.string().nullable().optional(),
            stato: z.enum(['active', 'cancelled']).default('active'),
          })
          .passthrough(),
      )
      .default([]),
    emessi: z
      .object({
        carte_regalo: z
          .array(z.object({ codice: z.string(), saldo: z.number(), email: z.string().nullable() }))
          .default([]),
        card_armonia: z
          .array(z.object({ id: z.number(), codice: z.string(), valida_al: z.string() }))
          .default([]),
        abbonamenti: z
          .array(
            z.object({
              id: z.number(),
              codice: z.string(),
              first_name: z.string(),
              last_name: z.string(),
            }),
          )
          .default([]),
        prenotazioni: z
          .array(
            z.object({ id: z.number(), tipo: z.string(), data: z.string(), posti: z.number() }),
          )
          .default([]),
      })
      .partial()
      .default({}),
  })
  .passthrough();
export type Order = z.infer<typeof orderSchema>;

// ---- client -----------------------------------------------------------------------------------

/*
 * The schemas of the answers that are lists are built once: zod compiles a schema's checks when it
 * first parses with it, so a schema built in a call is compiled again on every call (the queue's
 * batched calls are made hundreds of times a second on the day of a rush).
 */
const slotsSchema = z.array(slotSchema);
const tourDatesSchema = z.array(tourDateSchema);
const pricedItemsSchema = z.array(pricedItemSchema);
const statusesAnswerSchema = z.object({ statuses: z.array(queueStatusAnswerSchema) });
const registersAnswerSchema = z.object({ registrations: z.array(queueStatusAnswerSchema) });

export function createShopClient(transport: Transport) {
  const at = (call: ApiCall): ApiCall => ({ ...call, path: `/shop${call.path}` });

  /** Any product API call, its answer parsed with `schema`. */
  function request<T>(call: ApiCall, schema: z.ZodType<T>): Promise<T> {
    return transport.request(at(call), schema);
  }

  return {
    request,

    /** A call whose status and headers matter as well as its body. */
    send: (call: ApiCall) => transport.send(at(call)),

    appointmentSlots(id: number, from?: string, to?: string): Promise<Slot[]> {
      return request({ path: `/appuntamenti/${id}/slots`, params: { from, to } }, slotsSchema);
    },

    tourDates(id: number): Promise<TourDate[]> {
      return request({ path: `/visite-guidate/${id}/date` }, tourDatesSchema);
    },

    listino(tipo: string, id: number): Promise<Listino> {
      return request({ path: `/listino/${encodeURIComponent(tipo)}/${id}` }, listinoSchema);
    },

    async priceCart(prodotti: unknown[], codice: string | null, locale: string) {
      const { body, headers } = await transport.send(
        at({
          method: 'POST',
          path: '/checkout/prezzo/carrello',
          body: { prodotti, codice, locale },
        }),
      );
      return {
        items: Array.isArray(body) ? parse('Cart price', body, pricedItemsSchema) : null,
        totale: Number(headers.get('X-Cart-Totale') ?? NaN),
        totaleScontato: Number(headers.get('X-Cart-Totale-Scontato') ?? NaN),
        scontoPromo: Number(headers.get('X-Cart-Sconto-Promo') ?? 0),
        combo: headers.get('X-Cart-Combo') === '1',
      };
    },

    queueCall(
      action: 'register' | 'status' | 'left' | 'convert' | 'reactivate',
      body: Record<string, unknown>,
    ): Promise<QueueStatus> {
      return request({ method: 'POST', path: `/queue/${action}`, body }, queueStatusSchema);
    },

    /** The status of several queue sessions in one call, in the order asked. */
    queueStatuses(sessionIds: string[]): Promise<QueueStatusAnswer[]> {
      return request(
        { method: 'POST', path: '/queue/statuses', body: { session_ids: sessionIds } },
        statusesAnswerSchema,
      ).then((answer) => answer.statuses);
    },

    /** Several registrations in one call (the caller's token), one answer each in their order. */
    queueRegisters(registrations: ReadonlyArray<object>): Promise<QueueStatusAnswer[]> {
      return request(
        { method: 'POST', path: '/queue/registers', body: { registrations } },
        registersAnswerSchema,
      ).then((answer) => answer.registrations);
    },

    createOrder(idempotencyKey: string, body: Record<string, unknown>): Promise<Order> {
      return request(
        {
          method: 'POST',
          path: '/checkout/ordini',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        },
        orderSchema,
      );
    },

    readOrder(id: string, token?: string | null): Promise<Order> {
      return request(
        { path: `/ordini/${encodeURIComponent(id)}`, params: { token: token ?? undefined } },
        orderSchema,
      );
    },
  };
}

export type ShopClient = ReturnType<typeof createShopClient>;

export const armoniaMiaSchema = z.object({
  has_card: z.boolean(),
  card: z
    .object({
      id: z.number(),
      codice: z.string(),
      stato: z.string(),
      valida_dal: z.string(),
      valida_al: z.string(),
      prenotazioni: z.number().default(0),
    })
    .nullable(),
});

/** An issued pass (`GET /shop/me/abbonamenti`). */
export const passSchema = z
  .object({
    id: z.number(),
    codice: z.string(),
    nome: z.union([localizedSchema, z.string()]).nullable().optional(),
    first_name: z.string(),
    last_name: z.string(),
    data_di_nascita: z.string().nullable().optional(),
    convenzione: z.string().nullable().optional(),
    valido_dal: z.string().nullable().optional(),
    valido_al: z.string().nullable().optional(),
  })
  .passthrough();

/** An activity of the loyalty-card calendar (`GET /shop/armonia/calendario`). */
export const calendarActivitySchema = z.object({
  slug: z.string(),
  nome: localizedSchema,
  descrizione: z.unknown().optional(),
  date: z
    .array(
      z.object({
        id: z.number(),
        data: z.string(),
        inizio: z.string().nullable().optional(),
        capacita: placesSchema.optional(),
        prenotati: z.number().optional(),
        disponibili: placesSchema,
        prenotata: z.boolean().default(false),
      }),
    )
    .default([]),
});
