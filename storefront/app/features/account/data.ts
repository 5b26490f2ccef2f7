import { z } from 'zod';
import { localizedSchema, type orderSchema, type passSchema } from '../../lib/api/product';

/** A booking of the signed-in user (`GET /shop/me/prenotazioni`). */
export const bookingSchema = z
  .object({
    id: z.number(),
    tipo: z.string(),
    data: z.string().nullable().optional(),
    inizio: z.string().nullable().optional(),
    posti: z.number().default(1),
    stato: z.string(),
    /** Set on bookings made with the loyalty card. */
    card_armonia: z.number().nullable().optional(),
    nome: z.union([localizedSchema, z.string()]).nullable().optional(),
  })
  .passthrough();
export type Booking = z.output<typeof bookingSchema>;

/** A gift card of the signed-in user (`GET /shop/me/carte-regalo`). */
export const giftSchema = z.object({
  codice: z.string(),
  saldo: z.number(),
  importo: z.number().optional(),
  email: z.string().nullable().optional(),
});
export type GiftCard = z.output<typeof giftSchema>;

export type Pass = z.output<typeof passSchema>;
export type Order = z.output<typeof orderSchema>;

/** The loyalty card as the screens show it. */
export interface LoyaltyCard {
  codice: string;
  stato: string;
  valida_dal: string;
  valida_al: string;
}

/** When a booking takes place: its start, else its day. */
export function bookingWhen(booking: { inizio?: string | null; data?: string | null }) {
  return booking.inizio ?? booking.data ?? null;
}

/**
 * The bookings still to come, soonest first, and those already past, latest first. A booking is
 * past once its start time has gone by; one known by its day alone stays to come for the whole
 * day; one without a date stays to come (it is waiting for one).
 */
export function splitBookings<B extends { inizio?: string | null; data?: string | null }>(
  bookings: ReadonlyArray<B>,
  now: string,
): { upcoming: B[]; past: B[] } {
  const today = now.slice(0, 10);
  const nowTime = Date.parse(now);
  const isPast = (when: string | null) => {
    if (when === null) return false;
    if (/^\d{4}-\d{2}-\d{2}$/.test(when)) return when < today;
    const time = Date.parse(when);
    return Number.isFinite(time) && time < nowTime;
  };
  const upcoming: B[] = [];
  const past: B[] = [];
  for (const booking of bookings) (isPast(bookingWhen(booking)) ? past : upcoming).push(booking);
  const byWhen = (a: B, b: B) =>
    (bookingWhen(a) ?? '\uffff').localeCompare(bookingWhen(b) ?? '\uffff');
  upcoming.sort(byWhen);
  past.sort((a, b) => byWhen(b, a));
  return { upcoming, past };
}
