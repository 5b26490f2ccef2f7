import { z } from 'zod';
import {
  client,
  customEndpoint,
  directusUrl,
  storefrontToken,
  toBackendError,
  withToken,
} from './auth';
import { getAccessToken, getViewer } from '../session.server';
import type { GuardLookups } from '../guards/types';
import { cartItemTypes } from '../domain/cart';
import { slotKeyDate } from '../domain/queue';

/**
 * Product API client (`/shop`, backend/API.md). Server-side only: requests carry the user's bearer
 * token when valid, otherwise the storefront's public static token (spec section 6).
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ShopCall {
  method?: Method;
  path: string;
  body?: unknown;
  params?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  token?: string | null;
}

/** Error answer of the product API: status plus the `errors` array of its one error shape. */
export class ShopError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: ShopApiError[],
  ) {
    super(message);
    this.name = 'ShopError';
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

export const shopApiErrorSchema = z.object({
  message: z.string().default(''),
  extensions: z
    .object({
      code: z.string().optional(),
      field: z.string().optional(),
      key: z.string().optional(),
      index: z.number().optional(),
      line_code: z.string().optional(),
      status: z.string().optional(),
      order: z.unknown().optional(),
    })
    .passthrough()
    .default({}),
});
export type ShopApiError = z.infer<typeof shopApiErrorSchema>;

function parseErrors(raw: unknown): ShopApiError[] {
  const parsed = z.object({ errors: z.array(shopApiErrorSchema) }).safeParse(raw);
  return parsed.success ? parsed.data.errors : [];
}

/** Low-level call with fetch so that status, headers and error bodies stay visible. */
export async function shopFetch(
  call: ShopCall,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const base = directusUrl();
  const url = new URL(`${base}/shop${call.path}`);
  for (const [name, value] of Object.entries(call.params ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const token = call.token ?? storefrontToken();
  const response = await fetch(url, {
    method: call.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...call.headers,
    },
    body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const errors = parseErrors(body);
    console.error(
      `Shop ${call.method ?? 'GET'} ${call.path}: ${response.status} ${response.statusText}`,
      errors,
    );
    throw new ShopError(
      errors[0]?.message || `${response.status} ${response.statusText}`,
      response.status,
      errors,
    );
  }
  return { status: response.status, headers: response.headers, body };
}

export async function shop<T>(
  request: Request | null,
  call: ShopCall,
  schema: z.ZodType<T>,
): Promise<T> {
  const token =
    call.token !== undefined ? call.token : request ? await getAccessToken(request) : null;
  const { body } = await shopFetch({ ...call, token });
  return schema.parse(body);
}

/** A plain GET through @directus/sdk for public reads that need no error details. */
export async function shopGet<T>(
  path: string,
  schema: z.ZodType<T>,
  token?: string | null,
): Promise<T> {
  try {
    const raw = await client().request(
      withToken(
        token ?? storefrontToken(),
        customEndpoint<unknown>({ path: `/shop${path}`, method: 'GET' }),
      ),
    );
    return schema.parse(raw);
  } catch (error) {
    throw await toBackendError(error, `GET /shop${path}`);
  }
}

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

export const orderSchema = z
  .object({
    id: z.string(),
    numero: z.string(),
    status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
    totale: z.number(),
    sconto_promo: z.number().default(0),
    pagato_carta_regalo: z.number().default(0),
    da_pagare: z.number(),
    codice_promo: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    access_token: z.string().optional(),
    date_created: z.string(),
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

// ---- calls ------------------------------------------------------------------------------------

export function appointmentSlots(id: number, from?: string, to?: string): Promise<Slot[]> {
  return shop(
    null,
    { path: `/appuntamenti/${id}/slots`, params: { from, to } },
    z.array(slotSchema),
  );
}

export function tourDates(id: number): Promise<TourDate[]> {
  return shop(null, { path: `/visite-guidate/${id}/date` }, z.array(tourDateSchema));
}

export function listino(tipo: string, id: number): Promise<Listino> {
  return shop(null, { path: `/listino/${encodeURIComponent(tipo)}/${id}` }, listinoSchema);
}

export async function priceCart(
  request: Request,
  prodotti: unknown[],
  codice: string | null,
  locale: string,
) {
  const token = await getAccessToken(request);
  const { body, headers } = await shopFetch({
    method: 'POST',
    path: '/checkout/prezzo/carrello',
    body: { prodotti, codice, locale },
    token: token ?? undefined,
  });
  return {
    items: Array.isArray(body) ? z.array(pricedItemSchema).parse(body) : null,
    totale: Number(headers.get('X-Cart-Totale') ?? NaN),
    totaleScontato: Number(headers.get('X-Cart-Totale-Scontato') ?? NaN),
    scontoPromo: Number(headers.get('X-Cart-Sconto-Promo') ?? 0),
    combo: headers.get('X-Cart-Combo') === '1',
  };
}

export async function queueCall(
  request: Request,
  action: 'register' | 'status' | 'left' | 'convert' | 'reactivate',
  body: Record<string, unknown>,
): Promise<QueueStatus> {
  return shop(request, { method: 'POST', path: `/queue/${action}`, body }, queueStatusSchema);
}

export async function createOrder(
  request: Request,
  idempotencyKey: string,
  body: Record<string, unknown>,
) {
  return shop(
    request,
    {
      method: 'POST',
      path: '/checkout/ordini',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    },
    orderSchema,
  );
}

export async function readOrder(
  request: Request,
  id: string,
  token?: string | null,
): Promise<Order> {
  return shop(
    request,
    { path: `/ordini/${encodeURIComponent(id)}`, params: { token: token ?? undefined } },
    orderSchema,
  );
}

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

/** Server look-ups behind the guards, bound to one request. */
export function serverLookups(request: Request): GuardLookups {
  const exists = async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (error) {
      if (error instanceof ShopError && error.status === 404) return false;
      throw error;
    }
  };
  return {
    productOnSale: (tipo, id) => exists(() => listino(tipo, id)),
    appointmentDates: async (id) => {
      try {
        const slots = await appointmentSlots(id);
        return [
          ...new Set(
            slots
              .filter((slot) => slot.stato !== 'passato')
              .map((slot) => slotKeyDate(slot.data))
              .filter((day): day is string => day !== null),
          ),
        ];
      } catch (error) {
        if (error instanceof ShopError && error.status === 404) return null;
        throw error;
      }
    },
    calendarEntryBookable: async (slug) => {
      const token = await getAccessToken(request);
      if (!token) return false;
      return exists(() =>
        shop(request, { path: `/armonia/calendario/${encodeURIComponent(slug)}` }, z.unknown()),
      );
    },
    hasLoyaltyCard: async () => {
      const viewer = await getViewer(request);
      if (!viewer.loggedIn) return false;
      try {
        return (await shop(request, { path: '/armonia/mia' }, armoniaMiaSchema)).has_card;
      } catch {
        return false;
      }
    },
  };
}

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
