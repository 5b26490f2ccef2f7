import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DesignSystemProvider } from '@city/design-system';
import type { Locale } from '@city/design-system';
import { Island } from '../../storefront/app/components/Island';
import { CartScreen } from '../../storefront/app/features/cart/CartScreen';
import { EmptyCart } from '../../storefront/app/features/commerce/forms';
import { cartLines } from '../fixtures/pages/shop-api';
import { fillCart } from './commerce-data';
import { siteMessage } from './messages';
import { pageStory } from './site';

/**
 * The cart page (routes/carrello.tsx). Its items live in the browser, so the page is not hydrated:
 * the server renders the island's frame and the cart screen runs in a React root of its own
 * (app/enhance/cart.tsx), with the design system interactive, and prices the cart through the
 * site's endpoint (`/{lang}/carrello/prezzi`).
 */
const meta = {
  title: 'Pages/Cart',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

function cart(lines: typeof cartLines) {
  return pageStory({
    path: (locale: Locale) => `/${locale}/carrello`,
    load: (locale: Locale) => ({ lang: locale, codice: null }),
    render: (data) => (
      <Island
        name="cart"
        data={{ lang: data.lang, messages: {}, loadFailed: '', props: { codice: data.codice } }}
        empty={
          <EmptyCart title={siteMessage(data.lang, 'commerce.titles.cart')} lang={data.lang} />
        }
      >
        <DesignSystemProvider locale={data.lang}>
          <CartScreen lang={data.lang} linkedCode={data.codice} />
        </DesignSystemProvider>
      </Island>
    ),
    title: (data) => siteMessage(data.lang, 'commerce.titles.cart'),
    setup: (locale) => fillCart(locale, lines),
    ready: async (canvas, locale) => {
      // Read from storage and priced by the shop: the groups with their prices, nothing pending.
      await waitFor(() => expect(canvas.queryByTestId('cart-loading')).toBeNull());
      await waitFor(() =>
        expect(canvas.queryAllByTestId('cart-group')).toHaveLength(lines.length ? 3 : 0),
      );
      await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
      // The summary, then its promo field, render in idle tasks after the lines (CartScreen.tsx).
      if (lines.length)
        await expect(
          await canvas.findByRole('textbox', {
            name: siteMessage(locale, 'commerce.cart.promoLabel'),
          }),
        ).toBeVisible();
    },
  });
}

/** Two passes, three places on a guided tour (the shop's group price) and a gift card. */
export const WithLines = cart(cartLines);

/** Nothing in this browser's cart. */
export const Empty = cart([]);
