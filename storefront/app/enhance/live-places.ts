import { setTimeSlotState } from '@city/design-system/enhance';
import type { TimeSlotPickerMessages } from '@city/design-system';
import { SLOT_LABELS, isLivePlaces } from '../features/purchase/live-places';
import type { LivePlaces } from '../features/purchase/live-places';

/*
 * The places of a dated product's purchase page read again while the page is open, for the forms
 * that run without React (tour-form.ts, appointment-form.ts): the address is read every minute
 * while the page is in view and at once when the visitor comes back to it, and each time slot and
 * calendar day of the server's markup shows its new state. An answer that fails or is not a set of
 * places keeps what is shown: the shop checks every line again before anything is paid.
 */

/** How often the places are read again while the page is in view. */
export const PLACES_REFRESH_MS = 60_000;

/** The words of the times' states the server wrote into the form; null if unreadable. */
export function slotLabelsOf(form: HTMLFormElement): TimeSlotPickerMessages | null {
  try {
    const parsed = JSON.parse(form.getAttribute(SLOT_LABELS) ?? '') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as TimeSlotPickerMessages) : null;
  } catch {
    return null;
  }
}

/**
 * Writes `live` into the page: each radio named `name` in `form` (a time, by its slot key) and
 * each day of the page's calendar. A time no longer offered, and a day without times left, cannot
 * be chosen.
 */
export function showPlaces(
  form: HTMLFormElement,
  name: string,
  live: LivePlaces,
  labels: TimeSlotPickerMessages | null,
): void {
  if (labels)
    for (const radio of form.querySelectorAll<HTMLInputElement>(
      `input[type="radio"][name="${name}"]`,
    )) {
      const time = live.times.find((candidate) => candidate.id === radio.value);
      setTimeSlotState(
        radio,
        time
          ? { availability: time.availability, remaining: time.remaining }
          : { availability: 'full' },
        labels,
      );
    }
  const days = new Map(live.days.map((day) => [day.date, day.state]));
  // Days out of the calendar's range (data-disabled) stay as they are.
  for (const day of form.ownerDocument.querySelectorAll<HTMLButtonElement>(
    'button[data-calendar-day][data-unavailable], button[data-calendar-day]:not([data-disabled])',
  )) {
    const state = days.get(day.value);
    const unavailable = !state || state === 'full';
    day.disabled = unavailable;
    day.toggleAttribute('data-unavailable', unavailable);
    if (unavailable) day.setAttribute('aria-disabled', 'true');
    else day.removeAttribute('aria-disabled');
  }
}

export interface FollowOptions {
  /** Reads the places address (its answer, or null). */
  readPlaces?: (url: string, signal: AbortSignal) => Promise<unknown>;
  intervalMs?: number;
}

const readJson = (url: string, signal: AbortSignal) =>
  fetch(url, { headers: { Accept: 'application/json' }, signal }).then((response) =>
    response.ok ? (response.json() as Promise<unknown>) : null,
  );

/** Reads `url` again while the page is open and hands each set of places to `onPlaces`. */
export function followPlaces(
  url: string,
  onPlaces: (live: LivePlaces) => void,
  { readPlaces = readJson, intervalMs = PLACES_REFRESH_MS }: FollowOptions = {},
): () => void {
  let reading: AbortController | undefined;
  const refresh = () => {
    if (document.visibilityState !== 'visible') return;
    reading?.abort();
    const current = new AbortController();
    reading = current;
    readPlaces(url, current.signal)
      .then((body) => {
        if (!current.signal.aborted && isLivePlaces(body)) onPlaces(body);
      })
      .catch(() => undefined);
  };
  const timer = window.setInterval(refresh, intervalMs);
  document.addEventListener('visibilitychange', refresh);
  return () => {
    window.clearInterval(timer);
    reading?.abort();
    document.removeEventListener('visibilitychange', refresh);
  };
}
