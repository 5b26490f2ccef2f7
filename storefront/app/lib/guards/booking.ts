import type { Guard } from './types';
import { notFound } from './responses';
import { loginPath } from './private-area';
import { redirectTo } from './responses';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Booking: logged in, the calendar slug is well formed and names an entry that still takes bookings (else 404). */
export const booking: Guard = async (context) => {
  const slug = context.params.slug ?? '';
  if (!slugPattern.test(slug)) notFound(context.url);
  if (!(await context.viewer()).loggedIn) redirectTo(loginPath(context));
  if (!(await context.lookups.calendarEntryBookable(slug))) notFound(context.url);
};
