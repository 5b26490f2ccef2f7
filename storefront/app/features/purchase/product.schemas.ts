import { z } from 'zod';
import {
  giftCardForOthersSchema,
  giftCardSchema,
  passSchema,
} from '../../lib/domain/checkout.schemas';

/*
 * The product purchase form's check (a card, a gift card, a pass), by product type: the browser's
 * check of the form (app/enhance/form-check.ts, `data-form-check="product-<type>"`), loaded on the
 * form's first focus or when it is sent. The shop checks every line again when the cart is priced.
 */

const rate = z.string().max(40).optional();

/** The form of each product type; a pass is bought one at a time, for its holder. */
export const productSchemas = {
  carte: giftCardSchema.extend({ tariffa: rate }),
  carte_regalate: giftCardForOthersSchema.extend({ tariffa: rate }),
  abbonamenti_athena: passSchema.extend({
    quantita: z.coerce.number().int().min(1).max(1).default(1),
    tariffa: rate,
  }),
} as const;
