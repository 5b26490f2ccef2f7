import { z } from 'zod';
import { appointmentSlotSchema } from '../../lib/domain/checkout.schemas';

/*
 * The check of an appointment day's times form (features/purchase/AppointmentForm.tsx), run in the
 * browser by the form check (app/enhance/form-check.ts, `data-form-check="appointment"`): the
 * queue step's own rules (routes/acquista.appuntamenti.$id.$data.queue.tsx), with a time asked
 * for in words of its own.
 */
export const appointmentFormSchema = appointmentSlotSchema.extend({
  slot: z.string().regex(/^\d{12}$/, 'commerce.errors.slot'),
});
