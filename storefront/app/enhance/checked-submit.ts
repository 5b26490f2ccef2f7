import { FORM_CHECK_MESSAGES_ID } from './config';

/*
 * The sending of a purchase form that runs without React (product-form.ts, tour-form.ts,
 * appointment-form.ts): every field is checked first with the form's zod schema (form-check.ts,
 * the schema named by `data-form-check`, loaded on demand), with the page's messages; a form in
 * error is not sent and the focus goes to its first field in error. If the check cannot be loaded
 * the form goes on as it is: the shop checks every line, and the routes their addresses, again.
 */

export interface CheckModule {
  isFormCheckName(name: string | undefined): boolean;
  checkAll(form: HTMLFormElement, name: string, messages: Record<string, unknown>): boolean;
}

/** The page's error messages for the check (components/FormCheck.tsx); none if unreadable. */
export function pageMessages(): Record<string, unknown> {
  try {
    const raw = document.getElementById(FORM_CHECK_MESSAGES_ID)?.textContent;
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Enables a form the server rendered disabled (its fieldset and button: the cart lives in this
 * browser, so nothing could be added before the form runs) and marks the page as running, as a
 * hydrated page's root is marked (the e2e tests wait for it).
 */
export function enableForm(form: HTMLFormElement): void {
  for (const element of form.querySelectorAll<HTMLFieldSetElement | HTMLButtonElement>(
    'fieldset[disabled], button[disabled]',
  )) {
    element.disabled = false;
    element.removeAttribute('data-disabled');
  }
  document.documentElement.dataset.hydrated = 'true';
}

export interface CheckedSubmitOptions {
  /** Loads the form check. */
  load?: () => Promise<CheckModule>;
  /** The error messages the check shows (`{ commerce: { errors } }`). */
  messages?: () => Record<string, unknown>;
}

/**
 * Handles the sending of `form`: checked, then `onValid` (once at a time). Returns what stops it.
 */
export function checkedSubmit(
  form: HTMLFormElement,
  onValid: () => void,
  {
    load = () => import('./form-check') as Promise<CheckModule>,
    messages = pageMessages,
  }: CheckedSubmitOptions = {},
): () => void {
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
      onValid();
    } finally {
      sending = false;
    }
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
