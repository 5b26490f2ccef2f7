import { AppointmentForm } from '../features/purchase/AppointmentForm';
import type { AppointmentChoices, AppointmentValues } from '../features/purchase/AppointmentForm';
import { isLivePlaces } from '../features/purchase/useLivePlaces';
import type { IslandData } from './config';
import { formIslandMount } from './purchase-form';

/*
 * The form of the appointment pages (the days, and a day's times), which are not hydrated: loaded
 * by the page script when the page has a `[data-island="appointment"]` element, rendered into a
 * React root of its own in place of the forms the server rendered, with i18next and the form's
 * messages (sent in the page) but not React Router. The server's forms work on their own (plain
 * GET forms): a time or a number of places chosen there before the island starts is kept. The
 * form reads the places again every minute while the page is open; a held queue place is shown in
 * the place the page left for it (purchase-form.tsx). The next pages open as new documents.
 */

/** The island's values, checked: the appointment's form cannot be rendered without them. */
export function appointmentPropsOf(data: IslandData): AppointmentChoices {
  const { id, times, days, day } = data.props;
  const places = { times, days };
  if (
    typeof id !== 'number' ||
    !Number.isInteger(id) ||
    !isLivePlaces(places) ||
    (day !== null && (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)))
  )
    throw new Error('The appointment island has no appointment');
  return { id, times: places.times, days: places.days, day };
}

/** What was chosen in the server's times form before the island took it over. */
export function chosenIn(container: HTMLElement): Partial<AppointmentValues> {
  const slot = container.querySelector<HTMLInputElement>('input[name="slot"]:checked')?.value;
  const places = Number(container.querySelector<HTMLInputElement>('input[name="posti"]')?.value);
  return {
    ...(slot && /^\d{12}$/.test(slot) ? { slot } : {}),
    ...(Number.isInteger(places) && places >= 1 && places <= 10 ? { posti: places } : {}),
  };
}

/** Renders the form in place of the server's, with what was chosen there (purchase-form.tsx). */
export const mount = formIslandMount(
  (data, container) => ({ ...appointmentPropsOf(data), chosen: chosenIn(container) }),
  AppointmentForm,
);
