import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemProvider } from '@city/design-system';
import { CartScreen } from '../components/CartScreen';
import { registerMessages } from '../lib/i18n/instance';
import type { Messages } from '../lib/i18n/merge';
import { itemCount } from '../lib/domain/cart';
import { useCart } from '../stores/cart';
import { stringProp } from './config';
import type { IslandData } from './config';

/*
 * The cart screen on the cart page, which is not hydrated: loaded by the page script when the
 * page has a `[data-island="cart"]` element, rendered into a React root of its own in place of the
 * reading status the server rendered. It loads React, the design system's cart parts and
 * i18next with the screen's messages (sent in the page), not React Router: the cart's first
 * load stays within its JavaScript budget (storefront/README.md, Performance).
 */

/** Renders the cart; `onChange` gets the number of items whenever the cart changes (for the header). */
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
            <CartScreen lang={data.lang} linkedCode={stringProp(data, 'codice')} />
          </DesignSystemProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
