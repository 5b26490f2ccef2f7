import { parseLineSource, productLines } from '../features/purchase/product-lines';
import { storeLines } from './add-to-cart';
import { FORM_CHECK_MESSAGES_ID } from './config';

/*
 * The product purchase form (a card, a gift card, a pass: features/purchase/ProductForm.tsx) run
 * without React: loaded by the page script when the page has a `form[data-product-form]`. It
 * enables the form the server rendered disabled, and on sending it checks every field with the
 * form's zod schema (form-check.ts, the schema named by `data-form-check`), then appends the
 * form's lines (product-lines.ts, from what the form carries in `data-product-form`) to the cart
 * stored in this browser and opens the cart, the form's action. Fields are checked as they are
 * left too, by the page script's form check. If the check cannot be loaded the lines go into the
 * cart as they are: the shop prices and checks every line before anything is paid.
 */

/** Attribute of the form: the JSON its cart lines are made of (ProductLineSource). */
export const PRODUCT_FORM = 'data-product-form';

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

export interface ProductFormOptions {
  /** Opens the cart. */
  go?: (url: string) => void;
  /** Loads the form check. */
  load?: () => Promise<CheckModule>;
  /** The error messages the check shows (`{ commerce: { errors } }`). */
  messages?: () => Record<string, unknown>;
}

/** Runs the product form `form`; returns what stops it (nothing to stop if it is not one). */
export function enhanceProductForm(
  form: HTMLFormElement,
  {
    go = (url) => window.location.assign(url),
    load = () => import('./form-check') as Promise<CheckModule>,
    messages = pageMessages,
  }: ProductFormOptions = {},
): () => void {
  const source = parseLineSource(form.getAttribute(PRODUCT_FORM));
  if (!source) return () => undefined;
  for (const element of form.querySelectorAll<HTMLFieldSetElement | HTMLButtonElement>(
    'fieldset[disabled], button[disabled]',
  )) {
    element.disabled = false;
    element.removeAttribute('data-disabled');
  }
  // The page's form is running: what a hydrated page's root marks (e2e tests wait for it).
  document.documentElement.dataset.hydrated = 'true';

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
      storeLines(productLines(source, Object.fromEntries(new FormData(form))));
      go(form.getAttribute('action') ?? '/');
    } finally {
      sending = false;
    }
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
