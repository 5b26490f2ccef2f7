import { BUNDLE_FORM, BUNDLE_MISSING, TOUR_LANGUAGES } from '../features/purchase/form-parts';
import { bundleLines, parseBundleSource, undatedItems } from '../features/purchase/bundle-lines';
import { storeLines } from './add-to-cart';
import { checkedSubmit, enableForm } from './checked-submit';
import type { CheckedSubmitOptions } from './checked-submit';
import { showLanguages } from './time-languages';

/*
 * The bundle purchase form (features/purchase/BundleForm.tsx) run without React: loaded by the
 * page script when the page has a `form[data-bundle-form]`. It enables the form the server
 * rendered disabled; a tour's chosen time shows the languages it is held in (time-languages.ts).
 * On sending, a tour whose day is not chosen yet says so (the line the server left hidden), and
 * every field is checked with the form's zod schema (checked-submit.ts); then every item of the
 * bundle is appended to the cart stored in this browser and the cart, the form's action, opens.
 */

export interface BundleFormOptions extends CheckedSubmitOptions {
  /** Opens the cart. */
  go?: (url: string) => void;
}

/** Runs the bundle form `form`; returns what stops it (nothing to stop if it is not one). */
export function enhanceBundleForm(
  form: HTMLFormElement,
  { go = (url) => window.location.assign(url), ...options }: BundleFormOptions = {},
): () => void {
  const source = parseBundleSource(form.getAttribute(BUNDLE_FORM));
  if (!source) return () => undefined;
  enableForm(form);
  const undated = undatedItems(source);

  const languages = (index: string, choose: boolean) =>
    showLanguages(
      form,
      { time: `data_${index}`, language: `lingua_${index}` },
      form.querySelector<HTMLElement>(`[${TOUR_LANGUAGES}="${index}"]`),
      source.tours[index]!,
      choose,
    );
  for (const index of Object.keys(source.tours)) languages(index, false);

  const onChange = (event: Event) => {
    const target = event.target;
    const index = target instanceof HTMLInputElement ? /^data_(\d+)$/.exec(target.name)?.[1] : null;
    if (index && Object.hasOwn(source.tours, index)) languages(index, true);
  };
  // Before the check: a tour without its day has no field to say it on.
  const onSubmit = () => {
    for (const line of form.querySelectorAll<HTMLElement>(`[${BUNDLE_MISSING}]`))
      line.hidden = false;
  };
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  const stopSending = checkedSubmit(
    form,
    () => {
      if (undated.length > 0) {
        // The first tour without a day: its calendar is where to go on.
        const days = `button[name="giorno_${undated[0]}"]`;
        (
          form.ownerDocument.querySelector<HTMLButtonElement>(`${days}[tabindex="0"]`) ??
          form.ownerDocument.querySelector<HTMLButtonElement>(`${days}:not([disabled])`)
        )?.focus();
        return;
      }
      storeLines(bundleLines(source, new FormData(form)));
      go(form.getAttribute('action') ?? '/');
    },
    options,
  );
  return () => {
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
    stopSending();
  };
}
