import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemProvider } from '@city/design-system';
import { CheckoutScreen } from '../components/CheckoutScreen';
import { itemCount } from '../lib/domain/cart';
import { registerMessages } from '../lib/i18n/instance';
import type { Messages } from '../lib/i18n/merge';
import { useCart } from '../stores/cart';
import { stringProp } from './config';
import type { IslandData } from './config';

/*
 * The checkout screen on the checkout page, which is not hydrated: loaded by the page script when
 * the page has a `[data-island="checkout"]` element, rendered into a React root of its own in
 * place of the frame the server rendered, with i18next and the screen's messages (sent in the
 * page) but not React Router. A placed order opens its page as a new document.
 */

/** Renders the checkout; `onChange` gets the number of items whenever the cart changes. */
export function mount(container: HTMLElement, data: IslandData, onChange: (count: number) => void) {
  const i18n = registerMessages(data.lang, data.messages as Messages);
  useCart.subscribe((state, previous) => {
    if (state.items !== previous.items) onChange(itemCount(state.items));
  });
  const root = createRoot(container);
  // As a transition, React renders in slices and gives the main thread back between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <DesignSystemProvider locale={data.lang}>
            <CheckoutScreen
              lang={data.lang}
              email={stringProp(data, 'email') ?? ''}
              go={(url) => window.location.assign(url)}
            />
          </DesignSystemProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
