import {
  forgotSchema,
  inviteSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetSchema,
} from '../lib/domain/checkout.schemas';
import { productSchemas } from '../features/purchase/product.schemas';
import { appointmentFormSchema } from '../features/purchase/appointment.schemas';
import { bundleFormSchema } from '../features/purchase/bundle.schemas';
import { tourFormArrays, tourFormSchema } from '../features/purchase/tour.schemas';
import { listingFormSchema, listingSlotsFormSchema } from '../features/operators/listing';
import { applicationSchema } from '../lib/domain/operator-application';

/*
 * The forms of pages that are not hydrated whose fields the browser checks before sending them
 * (app/enhance/form-check.ts), by the name the form carries in `data-form-check`: each is the
 * schema its route's action parses the posted form with, so the browser and the server give the
 * same errors (the same message keys). The product, guided tour and bundle purchase forms have no action
 * (the cart lives in the browser): the shop checks their lines when the cart is priced.
 */
export const formSchemas = {
  login: loginSchema,
  forgot: forgotSchema,
  reset: resetSchema,
  register: registerSchema,
  invite: inviteSchema,
  profile: profileSchema,
  // the product purchase form (app/enhance/product-form.ts), by product type
  'product-carte': productSchemas.carte,
  'product-carte_regalate': productSchemas.carte_regalate,
  'product-abbonamenti_athena': productSchemas.abbonamenti_athena,
  // the guided tour purchase form (app/enhance/tour-form.ts)
  tour: tourFormSchema,
  // an appointment day's times form (app/enhance/appointment-form.ts): sent to the queue step
  appointment: appointmentFormSchema,
  // the bundle purchase form (app/enhance/bundle-form.ts)
  bundle: bundleFormSchema,
  // an operator's listing form (features/operators/ListingFormScreen.tsx), an organiser's with
  // its dates and places
  listing: listingFormSchema,
  'listing-slots': listingSlotsFormSchema,
  // the application to become an operator (features/operators/ApplicationScreen.tsx)
  application: applicationSchema,
} as const;

export type FormCheckName = keyof typeof formSchemas;

/** The fields a form sends several times, read as lists (the others as one value). */
export const formArrays: Partial<Record<FormCheckName, readonly string[]>> = {
  tour: tourFormArrays,
};

/** The file fields a form's schema checks (the chosen file, as the action reads it). */
export const formFiles: Partial<Record<FormCheckName, readonly string[]>> = {
  listing: ['immagine'],
  'listing-slots': ['immagine'],
};
