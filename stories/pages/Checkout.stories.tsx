/// <reference types="vite/client" />
import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DesignSystemProvider } from '@city/design-system';
import type { Locale } from '@city/design-system';
import { Island } from '../../storefront/app/components/Island';
import { CheckoutScreen } from '../../storefront/app/features/checkout/CheckoutScreen';
import { SuccessScreen } from '../../storefront/app/features/checkout/SuccessScreen';
import { EmptyCart } from '../../storefront/app/features/commerce/forms';
import { pricedCartLines } from '../fixtures/pages/shop-api';
import { successData, successPath } from './account-data';
import { fillCart } from './commerce-data';
import { siteMessage } from './messages';
import { pageStory } from './site';

/**
 * The checkout page (routes/checkout._index.tsx), for signed-in visitors: the order is the cart in
 * this browser's storage, so the page is not hydrated and the checkout screen runs in a React root
 * of its own (app/enhance/checkout.tsx), with the design system interactive. Then the page the
 * checkout goes to once the order is paid (routes/checkout.success.$ordine.tsx), hydrated.
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

/**
 * The paid order: its lines, and what it issued (a gift card sent to a friend, two passes with
 * their holders, the places on the guided tour), as GET /shop/ordini/:id answers its owner.
 */
export const Success = pageStory({
  path: successPath,
  load: successData,
  render: (data) => <SuccessScreen order={data.order} />,
  title: (_data, locale) => siteMessage(locale, 'commerce.titles.success'),
  hydrated: true,
  ready: async (canvas) => {
    await expect(canvas.getByText('GIFT-8H2D-5KQ1')).toBeVisible();
    await expect(canvas.getByText('TPC-7Q4K-2M9X')).toBeVisible();
  },
});
