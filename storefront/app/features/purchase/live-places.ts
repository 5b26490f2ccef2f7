import type { BookableDay, DayTime } from './availability';

/*
 * The answer of a dated product's places address (routes/acquista.*.posti.ts), read again while
 * its purchase page is open. No React and no design system: the tour form's script reads it too
 * (app/enhance/tour-form.ts).
 */

/**
 * Attribute of a form that shows times: the words of a time's states (the time slot picker's
 * messages), for its script to write a time's new state.
 */
export const SLOT_LABELS = 'data-slot-labels';

/** A dated product's times and days as its page shows them, and as its places address answers. */
export interface LivePlaces {
  times: DayTime[];
  days: BookableDay[];
}

/** True for an answer of a places address. */
export function isLivePlaces(body: unknown): body is LivePlaces {
  const value = body as Partial<LivePlaces> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray(value.times) &&
    Array.isArray(value.days) &&
    value.times.every((time) => typeof time?.id === 'string' && typeof time.date === 'string') &&
    value.days.every((day) => typeof day?.date === 'string' && typeof day.state === 'string')
  );
}
