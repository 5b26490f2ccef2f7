import { z } from 'zod';
import { tourSchema } from '../../lib/domain/checkout.schemas';

/*
 * The guided tour form's check (features/purchase/TourForm.tsx), run in the browser by the form
 * check (app/enhance/form-check.ts, `data-form-check="tour"`): the shop's line schema, with a time
 * (not only a day) asked for. The form has no action: the shop checks the lines again when the
 * cart is priced.
 */
export const tourFormSchema = tourSchema.extend({
  data: z.string().regex(/^\d{12}$/, 'commerce.errors.slot'),
});

/** The fields the form sends several times (FormData's repeated entries). */
export const tourFormArrays = ['accessorio'] as const;
