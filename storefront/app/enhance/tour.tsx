import type { Listino } from '../lib/api/product';
import { TourForm } from '../features/purchase/TourForm';
import type { TourChoices } from '../features/purchase/TourForm';
import { isLivePlaces } from '../features/purchase/useLivePlaces';
import type { IslandData } from './config';
import { formIslandMount } from './purchase-form';

/*
 * The form of the guided tour purchase page, which is not hydrated: loaded by the page script
 * when the page has a `[data-island="tour"]` element, rendered into a React root of its own in
 * place of the form the server rendered (the same form, disabled until now), with i18next and the
 * form's messages (sent in the page) but not React Router. The form reads the tour's places again
 * every minute while the page is open; a held queue place is shown in the place the page left for
 * it (purchase-form.tsx). Adding to the cart opens the cart as a new document.
 */

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The island's values, checked: the tour's form cannot be rendered without them. */
export function tourPropsOf(data: IslandData): TourChoices {
  const { product, name, times, days, day, languages } = data.props;
  const listino = product as Partial<Listino> | null;
  const places = { times, days };
  if (
    !listino ||
    typeof listino.id !== 'number' ||
    typeof listino.prezzo !== 'number' ||
    !Array.isArray(listino.tariffe) ||
    !Array.isArray(listino.accessori) ||
    !Array.isArray(listino.convenzioni) ||
    typeof name !== 'string' ||
    !isLivePlaces(places) ||
    (day !== null && typeof day !== 'string') ||
    !isStrings(languages)
  )
    throw new Error('The guided tour purchase island has no tour');
  return {
    product: listino as Listino,
    name,
    times: places.times,
    days: places.days,
    day,
    languages,
  };
}

/** Renders the form in place of the server's (purchase-form.tsx). */
export const mount = formIslandMount(tourPropsOf, TourForm);
