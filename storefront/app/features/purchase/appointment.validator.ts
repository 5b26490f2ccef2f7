import { zodResolver } from '@hookform/resolvers/zod';
import { appointmentSlotSchema } from '../../lib/domain/checkout.schemas';
// The checkout's check, imported (not used) so that zod, the schemas and the resolver stay in the
// checkout check's one file of the islands' bundle, as product.validator.ts does.
import '../../lib/domain/checkout.validator';

/*
 * The appointment times form's check in the browser (zod through react-hook-form's resolver),
 * loaded on demand by the form (AppointmentForm).
 */

export const appointmentResolver = zodResolver(appointmentSlotSchema);
