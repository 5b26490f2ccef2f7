import { CheckoutScreen } from '../features/checkout/CheckoutScreen';
import { stringProp } from './config';
import type { IslandData } from './config';
import { renderIsland } from './island';

/*
 * The checkout screen on the checkout page, which is not hydrated: loaded by the page script when
 * the page has a `[data-island="checkout"]` element, rendered into a React root of its own in
 * place of the frame the server rendered, with i18next and the screen's messages (sent in the
 * page) but not React Router. A placed order opens its page as a new document.
 */

/** Renders the checkout; `onChange` gets the number of items whenever the cart changes. */
export function mount(container: HTMLElement, data: IslandData, onChange: (count: number) => void) {
  renderIsland(
    container,
    data,
    onChange,
    <CheckoutScreen
      lang={data.lang}
      email={stringProp(data, 'email') ?? ''}
      go={(url) => window.location.assign(url)}
    />,
  );
}
