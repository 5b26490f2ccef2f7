import { z } from 'zod';
import { errorKeys } from '../../lib/domain/checkout.schemas';

/*
 * The check of the bundle form (features/purchase/BundleForm.tsx), run in the browser by the form
 * check (app/enhance/form-check.ts, `data-form-check="bundle"`): every guided tour of the bundle
 * whose day is chosen sends a time (`data_<index>`) and a language (`lingua_<index>`), both asked
 * for. A tour whose day is not chosen yet has no field: the form's script says so under its
 * calendar. The form has no action: the shop checks the lines again when the cart is priced.
 */
export const bundleFormSchema = z
  .object({})
  .catchall(z.unknown())
  .superRefine((values, context) => {
    for (const [name, value] of Object.entries(values)) {
      const empty = typeof value !== 'string' || value === '';
      if (/^data_\d+$/.test(name) && (empty || !/^\d{12}$/.test(value as string)))
        context.addIssue({ code: 'custom', path: [name], message: errorKeys.required });
      if (/^lingua_\d+$/.test(name) && (empty || (value as string).length > 10))
        context.addIssue({ code: 'custom', path: [name], message: errorKeys.required });
    }
  });
