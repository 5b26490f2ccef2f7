import { setTimeSlotState } from '@city/design-system/enhance';
import type { TimeSlotPickerMessages } from '@city/design-system';
import type { BookableDay } from '../features/purchase/availability';
import { isLivePlaces } from '../features/purchase/live-places';
import type { LivePlaces } from '../features/purchase/live-places';
import { TOUR_FORM, TOUR_LANGUAGES, TOUR_SLOT_LABELS } from '../features/purchase/tour-form.parts';
import {
  languagesOf,
  parseTourSource,
  tourLines,
  tourValuesOf,
} from '../features/purchase/tour-lines';
import { MAX_QUANTITY } from '../features/purchase/product-lines';
import { storeLines } from './add-to-cart';
import { FORM_CHECK_MESSAGES_ID } from './config';

/*
 * The guided tour purchase form (features/purchase/TourForm.tsx) run without React: loaded by
 * the page script when the page has a `form[data-tour-form]`. It enables the form the server
 * rendered disabled; a chosen time shows the languages it is held in (one: it is chosen) and
 * bounds the number of people by its places; the tour's places are read again every minute while
 * the page is in view (and when the visitor comes back to it), and each time and calendar day
 * shows its new state. On sending, every field is checked with the form's zod schema
 * (form-check.ts, `data-form-check`), then the lines (one per person) are appended to the cart
 * stored in this browser and the cart, the form's action, opens. If the check cannot be loaded
 * the lines go into the cart as they are: the shop prices and checks every line before anything
 * is paid.
 */

/** How often the places are read again while the page is in view. */
export const PLACES_REFRESH_MS = 60_000;

interface CheckModule {
  isFormCheckName(name: string | undefined): boolean;
  checkAll(form: HTMLFormElement, name: string, messages: Record<string, unknown>): boolean;
}

/** The page's error messages for the check (components/FormCheck.tsx); none if unreadable. */
function pageMessages(): Record<string, unknown> {
  try {
    const raw = document.getElementById(FORM_CHECK_MESSAGES_ID)?.textContent;
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The words of the times' states the server wrote into the form; null if unreadable. */
function slotLabelsOf(form: HTMLFormElement): TimeSlotPickerMessages | null {
  try {
    const parsed = JSON.parse(form.getAttribute(TOUR_SLOT_LABELS) ?? '') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as TimeSlotPickerMessages) : null;
  } catch {
    return null;
  }
}

export interface TourFormOptions {
  /** Opens the cart. */
  go?: (url: string) => void;
  /** Loads the form check. */
  load?: () => Promise<CheckModule>;
  /** The error messages the check shows (`{ commerce: { errors } }`). */
  messages?: () => Record<string, unknown>;
  /** Reads the tour's places (the places address's answer, or null). */
  readPlaces?: (url: string, signal: AbortSignal) => Promise<unknown>;
  /** How often the places are read again. */
  intervalMs?: number;
}

const readJson = (url: string, signal: AbortSignal) =>
  fetch(url, { headers: { Accept: 'application/json' }, signal }).then((response) =>
    response.ok ? (response.json() as Promise<unknown>) : null,
  );

/** Runs the tour form `form`; returns what stops it (nothing to stop if it is not one). */
export function enhanceTourForm(
  form: HTMLFormElement,
  {
    go = (url) => window.location.assign(url),
    load = () => import('./form-check') as Promise<CheckModule>,
    messages = pageMessages,
    readPlaces = readJson,
    intervalMs = PLACES_REFRESH_MS,
  }: TourFormOptions = {},
): () => void {
  const source = parseTourSource(form.getAttribute(TOUR_FORM));
  if (!source) return () => undefined;
  const slotLabels = slotLabelsOf(form);
  for (const element of form.querySelectorAll<HTMLFieldSetElement | HTMLButtonElement>(
    'fieldset[disabled], button[disabled]',
  )) {
    element.disabled = false;
    element.removeAttribute('data-disabled');
  }
  // The page's form is running: what a hydrated page's root marks (e2e tests wait for it).
  document.documentElement.dataset.hydrated = 'true';

  const timeRadios = () =>
    Array.from(form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="data"]'));
  const quantity = form.querySelector<HTMLInputElement>('input[name="quantita"]');
  const languagesBlock = form.querySelector<HTMLElement>(`[${TOUR_LANGUAGES}]`);
  const languageRadios = Array.from(
    form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="lingua"]'),
  );
  // Places of each time, as last read.
  const places = new Map(source.times.map((time) => [time.id, time.places]));

  /** Shows the languages of the chosen time (none chosen: no language yet). */
  const showLanguages = (choose: boolean) => {
    const chosen = timeRadios().find((radio) => radio.checked);
    const time = source.times.find((candidate) => candidate.id === chosen?.value);
    const offered = languagesOf(time, source.languages);
    for (const radio of languageRadios) {
      const shown = offered.includes(radio.value);
      const label = radio.closest('label');
      if (label) label.style.display = shown ? '' : 'none';
      radio.disabled = !shown;
      // A new time asks for its language again, unless it is held in one only.
      if (choose) radio.checked = shown && offered.length === 1;
    }
    if (languagesBlock) languagesBlock.hidden = !time;
  };
  /** No more people than the chosen time's places. */
  const boundQuantity = () => {
    const chosen = timeRadios().find((radio) => radio.checked);
    const left = chosen ? places.get(chosen.value) : undefined;
    const max = left != null ? Math.max(1, Math.min(MAX_QUANTITY, left)) : MAX_QUANTITY;
    if (quantity) quantity.max = String(max);
  };
  showLanguages(false);
  boundQuantity();

  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.name !== 'data') return;
    showLanguages(true);
    boundQuantity();
  };

  /** Writes the places read again into the times and the calendar's days. */
  const showPlaces = (live: LivePlaces) => {
    for (const time of live.times) places.set(time.id, time.places);
    if (slotLabels)
      for (const radio of timeRadios()) {
        const time = live.times.find((candidate) => candidate.id === radio.value);
        // A time no longer offered cannot be chosen.
        setTimeSlotState(
          radio,
          time
            ? { availability: time.availability, remaining: time.remaining }
            : { availability: 'full' },
          slotLabels,
        );
      }
    const days = new Map<string, BookableDay>(live.days.map((day) => [day.date, day]));
    for (const day of document.querySelectorAll<HTMLButtonElement>(
      'button[data-calendar-day][data-unavailable], button[data-calendar-day]:not([data-disabled])',
    )) {
      const state = days.get(day.value);
      const unavailable = !state || state.state === 'full';
      day.disabled = unavailable;
      day.toggleAttribute('data-unavailable', unavailable);
      if (unavailable) day.setAttribute('aria-disabled', 'true');
      else day.removeAttribute('aria-disabled');
    }
    showLanguages(false);
    boundQuantity();
  };

  let reading: AbortController | undefined;
  const refresh = () => {
    if (document.visibilityState !== 'visible') return;
    reading?.abort();
    const current = new AbortController();
    reading = current;
    readPlaces(source.placesUrl, current.signal)
      .then((body) => {
        // An answer that fails or is not a set of places keeps what is shown.
        if (!current.signal.aborted && isLivePlaces(body)) showPlaces(body);
      })
      .catch(() => undefined);
  };
  const timer = window.setInterval(refresh, intervalMs);

  let sending = false;
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    try {
      const name = form.dataset.formCheck;
      try {
        const check = await load();
        if (check.isFormCheckName(name) && !check.checkAll(form, name!, messages())) return;
      } catch (error) {
        console.warn('The form check could not be loaded', error);
      }
      const values = tourValuesOf(new FormData(form));
      // Without its check, a form without a time or a language still adds nothing.
      if (!values.data || !values.lingua) return;
      storeLines(tourLines(source, values));
      go(form.getAttribute('action') ?? '/');
    } finally {
      sending = false;
    }
  };

  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  document.addEventListener('visibilitychange', refresh);
  return () => {
    window.clearInterval(timer);
    reading?.abort();
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
    document.removeEventListener('visibilitychange', refresh);
  };
}
