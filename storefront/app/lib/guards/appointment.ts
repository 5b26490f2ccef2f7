import type { Guard } from './types';
import { notFound } from './responses';
import { parseId } from './product-purchase';

/** Appointment: a positive integer id of an appointment that exists and has at least one bookable date; else 404. */
export const appointment: Guard = async (context) => {
  const id = parseId(context.params.id);
  if (id === null) notFound(context.url);
  const dates = await context.lookups.appointmentDates(id);
  if (!dates || dates.length === 0) notFound(context.url);
};
