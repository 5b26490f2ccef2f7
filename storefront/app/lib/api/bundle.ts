import { z } from 'zod';
import { type ShopClient, localizedSchema } from './product';
import { cartItemTypes } from './shop-types';

/** A bundle of the product API (`GET /shop/bundle/:id`, backend/API.md): a combo sold as one. */
export const bundleSchema = z.object({
  id: z.number(),
  codice: z.string(),
  nome: localizedSchema.nullable(),
  elementi: z
    .array(
      z.object({
        tipo: z.enum(cartItemTypes),
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

/** Reads a bundle; an ApiError with status 404 when there is none. */
export function readBundle(shop: ShopClient, id: number): Promise<Bundle> {
  return shop.request({ path: `/bundle/${id}` }, bundleSchema);
}
