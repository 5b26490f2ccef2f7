import { z } from 'zod';
import { type calendarActivitySchema, localizedSchema } from '../../lib/api/product';

/** A loyalty card on sale (`GET /shop/armonia/prodotti`). */
export const loyaltyProductSchema = z.object({
  id: z.number(),
  nome: localizedSchema,
  prezzo: z.number(),
  durata_giorni: z.number(),
});
export type LoyaltyProduct = z.output<typeof loyaltyProductSchema>;

export type CalendarActivity = z.output<typeof calendarActivitySchema>;
export type CalendarDate = CalendarActivity['date'][number];

/** When a calendar date starts: its start time, else its day. */
export function dateStart(date: { inizio?: string | null; data: string }): string {
  return date.inizio ?? date.data;
}
