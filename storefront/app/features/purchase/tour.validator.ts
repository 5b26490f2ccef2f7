import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { tourSchema } from '../../lib/domain/checkout.schemas';
// The checkout's check, imported (not used) so that zod, the schemas and the resolver stay in the
// checkout check's one file of the islands' bundle, as product.validator.ts does.
import '../../lib/domain/checkout.validator';

/*
 * The guided tour form's check in the browser (zod through react-hook-form's resolver), loaded on
 * demand by the form (TourForm).
 */

/** The tour's form: a time (not only a day) must be chosen. */
export const tourFormSchema = tourSchema.extend({
  data: z.string().regex(/^\d{12}$/, 'commerce.errors.slot'),
});

export const tourResolver = zodResolver(tourFormSchema);
