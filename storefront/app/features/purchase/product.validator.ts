import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  giftCardForOthersSchema,
  giftCardSchema,
  passSchema,
} from '../../lib/domain/checkout.schemas';
// The checkout's check, imported (not used) so that zod, the schemas and the resolver stay in the
// checkout check's one file of the islands' bundle, which this file then imports: without it they
// would move to a file of their own, a second request for the checkout's check.
import '../../lib/domain/checkout.validator';

/*
 * The product purchase form's check in the browser (zod through react-hook-form's resolver),
 * loaded on demand by the form (ProductForm): zod is a large part of the form's JavaScript and
 * nothing is checked before a field is left or the form is sent.
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

export const productResolvers = {
  carte: zodResolver(productSchemas.carte),
  carte_regalate: zodResolver(productSchemas.carte_regalate),
  abbonamenti_athena: zodResolver(productSchemas.abbonamenti_athena),
};
