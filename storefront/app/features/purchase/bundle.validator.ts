import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Bundle } from '../../lib/api/bundle';
import { errorKeys } from '../../lib/domain/checkout.schemas';
// The checkout's check, imported (not used) so that zod and the resolver stay in the checkout
// check's one file of the islands' bundle, as product.validator.ts does.
import '../../lib/domain/checkout.validator';

/*
 * The bundle purchase form's check in the browser (zod through react-hook-form's resolver),
 * loaded on demand by the form (BundleForm).
 */

/** A date and a language for every item that is sold for a date. */
export function bundleSchema(bundle: Pick<Bundle, 'elementi'>) {
  const shape: Record<string, z.ZodString> = {};
  bundle.elementi.forEach((item, index) => {
    if (!item.richiede_data) return;
    shape[`data_${index}`] = z.string().regex(/^\d{12}$/, errorKeys.required);
    shape[`lingua_${index}`] = z.string().min(1, errorKeys.required).max(10);
  });
  return z.object(shape);
}

export const bundleResolver = (bundle: Pick<Bundle, 'elementi'>) =>
  zodResolver(bundleSchema(bundle));
