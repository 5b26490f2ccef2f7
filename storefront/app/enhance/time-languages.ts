import { languagesOf } from '../features/purchase/tour-lines';

/*
 * The language choice of a guided tour's time in a form that runs without React (tour-form.ts,
 * bundle-form.ts): every language of the day's times is in the server's markup; the languages of
 * the time chosen are shown, the others hidden and left out of what the form sends, and a time
 * held in one language only chooses it.
 */

/** A tour's times with their own languages (none: the tour's), and the tour's languages. */
export interface TimeLanguages {
  times: ReadonlyArray<{ id: string; languages: readonly string[] }>;
  languages: readonly string[];
}

/**
 * Shows the languages of the time chosen among the radios named `timeName` in `form`: the radios
 * named `languageName` that it is not held in are hidden and disabled, and `block` (the group's
 * container) is hidden while no time is chosen. With `choose`, the language is asked for again
 * (a new time was chosen), unless the time is held in one only, which is chosen.
 */
export function showLanguages(
  form: HTMLFormElement,
  names: { time: string; language: string },
  block: HTMLElement | null,
  source: TimeLanguages,
  choose: boolean,
): void {
  const chosen = form.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${names.time}"]:checked`,
  );
  const time = source.times.find((candidate) => candidate.id === chosen?.value);
  const offered = languagesOf(time, source.languages);
  for (const radio of form.querySelectorAll<HTMLInputElement>(
    `input[type="radio"][name="${names.language}"]`,
  )) {
    const shown = offered.includes(radio.value);
    const label = radio.closest('label');
    if (label) label.style.display = shown ? '' : 'none';
    radio.disabled = !shown;
    if (choose) radio.checked = shown && offered.length === 1;
    else if (!shown) radio.checked = false;
  }
  if (block) block.hidden = !time;
}
