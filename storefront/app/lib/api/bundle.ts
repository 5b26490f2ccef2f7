import { z } from 'zod';
import { localizedSchema, shop } from './product';

/** A bundle of the product API (`GET /shop/bundle/:id`, backend/API.md): a combo sold as one. */
export const bundleSchema = z.object({
  id: z.number(),
  codice: z.string(),
  nome: localizedSchema.nullable(),
  elementi: z
    .array(
      z.object({
        tipo: z.enum([
          'carte',
          'carte_regalate',
          'abbonamenti_athena',
          'visite_guidate',
          'appuntamenti',
        ]),
        id: z.number(),
        nome: localizedSchema,
        /** List price of one item, in cents. */
        prezzo: z.number(),
        /** Price of the item inside the bundle, in cents. */
        prezzo_combo: z.number(),
        /** Sold for a date (tours, appointments). */
        richiede_data: z.boolean(),
      }),
    )
    .min(1),
  prezzo: z.number(),
  prezzo_combo: z.number(),
});
export type Bundle = z.infer<typeof bundleSchema>;

/** Reads a bundle with the storefront's token; a ShopError with status 404 when there is none. */
export function readBundle(id: number): Promise<Bundle> {
  return shop(null, { path: `/bundle/${id}` }, bundleSchema);
}
