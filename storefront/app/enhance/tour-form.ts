import { TOUR_FORM, TOUR_LANGUAGES } from '../features/purchase/form-parts';
import { parseTourSource, tourLines, tourValuesOf } from '../features/purchase/tour-lines';
import { MAX_QUANTITY } from '../features/purchase/product-lines';
import { storeLines } from './add-to-cart';
import { checkedSubmit, enableForm } from './checked-submit';
import type { CheckedSubmitOptions } from './checked-submit';
import { followPlaces, showPlaces, slotLabelsOf } from './live-places';
import { showLanguages } from './time-languages';
import type { FollowOptions } from './live-places';

/*
 * The guided tour purchase form (features/purchase/TourForm.tsx) run without React: loaded by
 * the page script when the page has a `form[data-tour-form]`. It enables the form the server
 * rendered disabled; a chosen time shows the languages it is held in (one: it is chosen) and
 * bounds the number of people by its places; the tour's places are read again every minute while
 * the page is in view (live-places.ts). On sending, every field is checked with the form's zod
 * schema (checked-submit.ts), then the lines (one per person) are appended to the cart stored in
 * this browser and the cart, the form's action, opens.
 */

export interface TourFormOptions extends CheckedSubmitOptions, FollowOptions {
  /** Opens the cart. */
  go?: (url: string) => void;
}

/** Runs the tour form `form`; returns what stops it (nothing to stop if it is not one). */
export function enhanceTourForm(
  form: HTMLFormElement,
  { go = (url) => window.location.assign(url), ...options }: TourFormOptions = {},
): () => void {
  const source = parseTourSource(form.getAttribute(TOUR_FORM));
  if (!source) return () => undefined;
  const labels = slotLabelsOf(form);
  enableForm(form);

  const chosenTime = () =>
    form.querySelector<HTMLInputElement>('input[type="radio"][name="data"]:checked');
  const quantity = form.querySelector<HTMLInputElement>('input[name="quantita"]');
  const languagesBlock = form.querySelector<HTMLElement>(`[${TOUR_LANGUAGES}]`);
  // Places of each time, as last read.
  const places = new Map(source.times.map((time) => [time.id, time.places]));
  const languages = (choose: boolean) =>
    showLanguages(form, { time: 'data', language: 'lingua' }, languagesBlock, source, choose);

  /** No more people than the chosen time's places. */
  const boundQuantity = () => {
    const chosen = chosenTime();
    const left = chosen ? places.get(chosen.value) : undefined;
    const max = left != null ? Math.max(1, Math.min(MAX_QUANTITY, left)) : MAX_QUANTITY;
    if (quantity) quantity.max = String(max);
  };
  languages(false);
  boundQuantity();

  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.name !== 'data') return;
    languages(true);
    boundQuantity();
  };
  form.addEventListener('change', onChange);

  const stopFollowing = followPlaces(
    source.placesUrl,
    (live) => {
      for (const time of live.times) places.set(time.id, time.places);
      showPlaces(form, 'data', live, labels);
      // A time that filled up is no longer chosen: nor is its language.
      languages(false);
      boundQuantity();
    },
    options,
  );
  const stopSending = checkedSubmit(
    form,
    () => {
      const values = tourValuesOf(new FormData(form));
      // Without its check, a form without a time or a language still adds nothing.
      if (!values.data || !values.lingua) return;
      storeLines(tourLines(source, values));
      go(form.getAttribute('action') ?? '/');
    },
    options,
  );
  return () => {
    form.removeEventListener('change', onChange);
    stopFollowing();
    stopSending();
  };
}
