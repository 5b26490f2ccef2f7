import type { PurchaseType } from '../lib/guards/product-purchase';
import type { Listino } from '../lib/api/product';
import { ProductForm } from '../features/purchase/ProductForm';
import type { ProductIslandProps } from '../features/purchase/ProductScreen';
import type { IslandData } from './config';
import { formIslandMount } from './purchase-form';

/*
 * The form of the product purchase page (a card, a gift card, a pass), which is not hydrated:
 * loaded by the page script when the page has a `[data-island="purchase"]` element, rendered into
 * a React root of its own in place of the form the server rendered (the same form, disabled until
 * now), with i18next and the form's messages (sent in the page) but not React Router. A held
 * queue place is shown in the place the page left for it (`[data-hold-watch]`, purchase-form.tsx).
 * Adding to the cart opens the cart as a new document.
 */

/** The product types of the page (lib/guards/product-purchase.ts, which imports React Router). */
const productTypes: readonly string[] = [
  'carte',
  'carte_regalate',
  'abbonamenti_athena',
] satisfies PurchaseType[];

/** The island's values, checked: the product's form cannot be rendered without them. */
export function productPropsOf(data: IslandData): ProductIslandProps {
  const { tipo, product, name } = data.props;
  const listino = product as Partial<Listino> | null;
  if (
    typeof tipo !== 'string' ||
    !productTypes.includes(tipo) ||
    typeof name !== 'string' ||
    !listino ||
    typeof listino.id !== 'number' ||
    typeof listino.prezzo !== 'number' ||
    !Array.isArray(listino.tariffe) ||
    !Array.isArray(listino.convenzioni)
  )
    throw new Error('The product purchase island has no product');
  return { tipo: tipo as PurchaseType, product: listino as Listino, name };
}

/** Renders the form in place of the server's (purchase-form.tsx). */
export const mount = formIslandMount(productPropsOf, ProductForm);
