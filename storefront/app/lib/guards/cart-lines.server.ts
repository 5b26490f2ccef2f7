import { z } from 'zod';
import { cartItemTypes } from '../domain/cart';

/**
 * A cart line as the cart and checkout screens send it to their endpoints (routes
 * carrello.prezzi.ts and checkout.ordine.ts): its key, the product and the kind of purchase;
 * the line's other fields pass through to the shop, which prices and checks them.
 */
export const cartLineInput = z
  .object({
    key: z.string().min(1).max(64),
    id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
    tipo: z.enum(cartItemTypes),
  })
  .passthrough();
