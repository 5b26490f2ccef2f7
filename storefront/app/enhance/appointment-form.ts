import { APPOINTMENT_FORM } from '../features/purchase/form-parts';
import { checkedSubmit, enableForm } from './checked-submit';
import type { CheckedSubmitOptions } from './checked-submit';
import { followPlaces, showPlaces, slotLabelsOf } from './live-places';
import type { FollowOptions } from './live-places';

/*
 * An appointment day's times form (features/purchase/AppointmentForm.tsx) run without React:
 * loaded by the page script when the page has a `form[data-appointment-form]`. The form works
 * without it (a GET form to the queue step, checked by the browser); run, it is checked with its
 * zod schema in the page's words before it is sent (checked-submit.ts), and the day's places are
 * read again every minute while the page is in view (live-places.ts): a time that fills up shows
 * its waiting queue.
 */

export interface AppointmentFormOptions extends CheckedSubmitOptions, FollowOptions {
  /** Opens the queue step. */
  go?: (url: string) => void;
}

/** The address a GET form sends its values to. */
export function formAddress(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') query.append(name, value);
  return `${form.getAttribute('action') ?? ''}?${query.toString()}`;
}

/** Runs the times form `form`; returns what stops it (nothing to stop if it is not one). */
export function enhanceAppointmentForm(
  form: HTMLFormElement,
  { go = (url) => window.location.assign(url), ...options }: AppointmentFormOptions = {},
): () => void {
  const placesUrl = form.getAttribute(APPOINTMENT_FORM);
  if (!placesUrl) return () => undefined;
  const labels = slotLabelsOf(form);
  // The check below says what is missing in the page's words, in place of the browser's.
  form.noValidate = true;
  // Nothing of it is disabled (it works without this script): this marks the page as running.
  enableForm(form);
  const stopFollowing = followPlaces(
    placesUrl,
    (live) => showPlaces(form, 'slot', live, labels),
    options,
  );
  const stopSending = checkedSubmit(form, () => go(formAddress(form)), options);
  return () => {
    form.noValidate = false;
    stopFollowing();
    stopSending();
  };
}
