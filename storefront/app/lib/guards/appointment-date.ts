import type { Guard } from './types';
import { notFound, redirectTo } from './responses';
import { parseId } from './product-purchase';

export const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * Appointment date: the id is valid and the date a real yyyy-mm-dd calendar date (else 404); a date
 * that is not (or no longer) bookable sends the visitor back to the appointment's date choice.
 */
export const appointmentDate: Guard = async (context) => {
  const id = parseId(context.params.id);
  const day = context.params.data ?? '';
  if (id === null || !isRealDate(day)) notFound(context.url);
  const dates = await context.lookups.appointmentDates(id);
  if (!dates) notFound(context.url);
  if (!dates.includes(day)) redirectTo(`/${context.lang}/acquista/appuntamenti/${id}`);
};
