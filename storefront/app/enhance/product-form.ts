import { parseLineSource, productLines } from '../features/purchase/product-lines';
import { storeLines } from './add-to-cart';
import { checkedSubmit, enableForm } from './checked-submit';
import type { CheckedSubmitOptions } from './checked-submit';

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

export interface ProductFormOptions extends CheckedSubmitOptions {
  /** Opens the cart. */
  go?: (url: string) => void;
}

/** Runs the product form `form`; returns what stops it (nothing to stop if it is not one). */
export function enhanceProductForm(
  form: HTMLFormElement,
  { go = (url) => window.location.assign(url), ...check }: ProductFormOptions = {},
): () => void {
  const source = parseLineSource(form.getAttribute(PRODUCT_FORM));
  if (!source) return () => undefined;
  enableForm(form);
  return checkedSubmit(
    form,
    () => {
      storeLines(productLines(source, Object.fromEntries(new FormData(form))));
      go(form.getAttribute('action') ?? '/');
    },
    check,
  );
}
