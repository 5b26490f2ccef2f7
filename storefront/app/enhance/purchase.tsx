import type { IslandData } from './config';
import { renderPurchaseForm } from './purchase-form';

/*
 * The island of the product purchase page (a card, a gift card, a pass), whose form runs without
 * React (product-form.ts): loaded by the page script only when this browser may hold a queue
 * session (`[data-island="purchase"][data-island-hold]`, page.ts), it shows a held queue place in
 * the place the page left for it (`[data-hold-watch]`, purchase-form.tsx) and renders nothing of
 * its own.
 */

/** Shows a held queue place; returns what stops it (renderIsland). */
export function mount(
  container: HTMLElement,
  data: IslandData,
  onChange: (count: number) => void,
): () => void {
  return renderPurchaseForm(container, data, onChange, null);
}
