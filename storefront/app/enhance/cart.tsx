import { CartScreen } from '../features/cart/CartScreen';
import { stringProp } from './config';
import type { IslandData } from './config';
import { renderIsland } from './island';

/*
 * The cart screen on the cart page, which is not hydrated: loaded by the page script when the
 * page has a `[data-island="cart"]` element, rendered into a React root of its own in place of the
 * reading status the server rendered. It loads React, the design system's cart parts and
 * i18next with the screen's messages (sent in the page), not React Router: the cart's first
 * load stays within its JavaScript budget (storefront/README.md, Performance).
 */

/** Renders the cart; `onChange` gets the number of items whenever the cart changes (for the header). */
export function mount(container: HTMLElement, data: IslandData, onChange: (count: number) => void) {
  renderIsland(
    container,
    data,
    onChange,
    <CartScreen lang={data.lang} linkedCode={stringProp(data, 'codice')} />,
  );
}
