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
    // The form's parts render in idle tasks after the summary (features/commerce/screen.tsx).
    await expect(await canvas.findByRole('textbox', { name: /e-?mail/i })).toHaveValue(
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

/** The clock of the order stories: the pending order's deadline is 12 minutes ahead. */
const storyNow = Date.parse('2026-05-12T16:45:00.000Z');
const storyClock = () => storyNow;

type SuccessData = Awaited<ReturnType<typeof successData>>;
type StoryOrder = SuccessData['order'];

/** The fixture's order in another state: nothing issued unless paid, as the shop answers it. */
function inState(order: StoryOrder, status: StoryOrder['status'], extra: Partial<StoryOrder> = {}) {
  const unpaid = status !== 'paid';
  return {
    ...order,
    status,
    emessi: unpaid ? {} : order.emessi,
    scadenza: status === 'pending' ? '2026-05-12T16:57:00.000Z' : null,
    pagamento: {
      provider: 'demo',
      riferimento: 'demo_5b7e0c1a0001',
      esito: status === 'failed' ? ('declined' as const) : null,
      url:
        status === 'pending' ? 'https://pagamenti.example.test/shop/pagamenti/demo/5b7e0c1a' : null,
      scadenza: status === 'pending' ? '2026-05-12T16:57:00.000Z' : null,
    },
    ...extra,
  } as StoryOrder;
}

/** A story of the order's page in one state (Pages/Checkout Success …). */
function successState(
  status: StoryOrder['status'],
  heading: string,
  options: { left?: boolean; extra?: (order: StoryOrder) => Partial<StoryOrder> } = {},
) {
  return pageStory({
    path: (locale: Locale) => `${successPath(locale)}${options.left ? '?esito=annullato' : ''}`,
    load: async (locale: Locale) => {
      const { order } = await successData();
      return { order: inState(order, status, options.extra?.(order)), locale };
    },
    render: (data) => <SuccessScreen order={data.order} left={options.left} now={storyClock} />,
    title: (_data, locale) => siteMessage(locale, `commerce.success.titles.${heading}`),
    hydrated: true,
  });
}

/** Back from the payment page, the notification not yet come: waiting, polling, continue paying. */
export const SuccessPending = successState('pending', 'pending');
/** Back from the payment page without paying (`?esito=annullato`), before the deadline. */
export const SuccessLeftPaymentPage = successState('pending', 'left', { left: true });
/** The payment was declined: the cart is kept, try again. */
export const SuccessDeclined = successState('failed', 'failed');
/** The window to pay closed: everything released, back to the cart. */
export const SuccessExpired = successState('expired', 'expired');
/** Cancelled by the box office, refund requested. */
export const SuccessCancelled = successState('cancelled', 'cancelled', {
  extra: (order) => ({
    rimborsi: [
      {
        id: 41,
        importo: order.da_pagare,
        importo_carta_regalo: 0,
        stato: 'requested',
        righe: null,
        date_created: '2026-05-13T08:10:00.000Z',
      },
    ],
  }),
});
/** Cancelled and refunded. */
export const SuccessRefunded = successState('refunded', 'refunded', {
  extra: (order) => ({
    righe: order.righe.map((line) => ({ ...line, stato: 'cancelled' as const })),
    rimborsi: [
      {
        id: 41,
        importo: order.da_pagare,
        importo_carta_regalo: 0,
        stato: 'succeeded',
        righe: null,
        date_created: '2026-05-13T08:10:00.000Z',
      },
    ],
  }),
});
/** Paid with one line cancelled by the organiser and its refund. */
export const SuccessPaidLineCancelled = successState('paid', 'paid', {
  extra: (order) => ({
    righe: order.righe.map((line, index) =>
      index === 0 ? { ...line, stato: 'cancelled' as const } : line,
    ),
    rimborsi: [
      {
        id: 42,
        importo: order.righe[0]?.totale ?? 0,
        importo_carta_regalo: 0,
        stato: 'succeeded',
        righe: order.righe[0] ? [order.righe[0].id] : [],
        date_created: '2026-05-13T08:10:00.000Z',
      },
    ],
  }),
});
/** Paid, but the amount did not match: being checked. */
export const SuccessReview = successState('review', 'review');
