import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DesignSystemProvider } from '@city/design-system';
import type { Locale } from '@city/design-system';
import { Island } from '../../storefront/app/components/Island';
import { CheckoutScreen } from '../../storefront/app/features/checkout/CheckoutScreen';
import { EmptyCart } from '../../storefront/app/features/commerce/forms';
import { pricedCartLines } from '../fixtures/pages/shop-api';
import { fillCart } from './commerce-data';
import { siteMessage } from './messages';
import { pageStory } from './site';

/**
 * The checkout page (routes/checkout._index.tsx), for signed-in visitors: the order is the cart in
 * this browser's storage, so the page is not hydrated and the checkout screen runs in a React root
 * of its own (app/enhance/checkout.tsx), with the design system interactive.
 */
const meta = {
  title: 'Pages/Checkout',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

export const Checkout = pageStory({
  path: (locale: Locale) => `/${locale}/checkout`,
  load: (locale: Locale) => ({ lang: locale, email: 'giulia.rossi@example.com' }),
  render: (data) => (
    <Island
      name="checkout"
      data={{ lang: data.lang, messages: {}, loadFailed: '', props: { email: data.email } }}
      empty={
        <EmptyCart title={siteMessage(data.lang, 'commerce.titles.checkout')} lang={data.lang} />
      }
    >
      <DesignSystemProvider locale={data.lang}>
        <CheckoutScreen lang={data.lang} email={data.email} go={() => undefined} />
      </DesignSystemProvider>
    </Island>
  ),
  title: (data) => siteMessage(data.lang, 'commerce.titles.checkout'),
  setup: (locale) => fillCart(locale, pricedCartLines),
  ready: async (canvas) => {
    await waitFor(() => expect(canvas.queryByTestId('cart-loading')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /e-?mail/i })).toHaveValue(
      'giulia.rossi@example.com',
    );
  },
});
