import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../lib/api/product';
import { message, renderScreen } from '../account/screens.testing';
import { CHECKOUT_KEY_STORAGE } from './payment';
import { SuccessScreen, canContinuePaying, successState } from './SuccessScreen';

/*
 * The order's page in each state a buyer can meet, in it, en and fr: the title, the words and the
 * next step of each; what this browser keeps of the checkout (the cart, the idempotency key)
 * settled by the state.
 */

const now = Date.parse('2026-05-12T16:45:00.000Z');

function order(status: Order['status'], extra: Partial<Order> = {}): Order {
  return {
    id: '6f1c2a9e-2c1d-4c55-9a51-5b7e0c1a0001',
    numero: 'CT-2026-000184',
    status,
    scadenza: status === 'pending' ? '2026-05-12T16:57:00.000Z' : null,
    totale: 3500,
    sconto_promo: 0,
    pagato_carta_regalo: 0,
    da_pagare: 3500,
    date_created: '2026-05-12T16:42:00.000Z',
    pagamento: {
      provider: 'demo',
      riferimento: 'demo_1',
      esito: null,
      url: status === 'pending' ? 'https://pay.example.test/shop/pagamenti/demo/s1' : null,
      scadenza: null,
    },
    rimborsi: [],
    righe: [
      {
        id: 11,
        tipo: 'carte',
        item_id: '5969',
        nome: {
          it: 'Torino Piemonte Card',
          en: 'Torino Piemonte Card',
          fr: 'Torino Piemonte Card',
        },
        data: null,
        quantita: 1,
        prezzo_unitario: 3500,
        totale: 3500,
        stato: 'active',
      },
    ],
    emessi: {},
    ...extra,
  } as Order;
}

const nextStep = {
  pending: 'commerce.success.continuePaying',
  left: 'commerce.success.continuePaying',
  paid: 'commerce.success.toOrders',
  failed: 'commerce.success.tryAgain',
  expired: 'commerce.success.backToCart',
  cancelled: 'commerce.success.toOrders',
  refunded: 'commerce.success.toOrders',
  review: 'commerce.success.toOrders',
} as const;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe.each(['it', 'en', 'fr'] as const)('the order’s page (%s)', (lang) => {
  it.each(Object.keys(nextStep) as Array<keyof typeof nextStep>)(
    'says the %s state with its next step',
    async (state) => {
      const status = state === 'left' ? 'pending' : state;
      renderScreen(
        () => <SuccessScreen order={order(status)} left={state === 'left'} now={() => now} />,
        { lang, path: 'checkout/success/x' },
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        message(lang, `commerce.success.titles.${state}`),
      );
      const words = message(lang, `commerce.success.state.${state}`)
        .replace('{{numero}}', 'CT-2026-000184')
        .split('{{time}}')[0] as string;
      expect(screen.getByTestId('order-state')).toHaveTextContent(words.trim());
      const next = await screen.findByRole('link', { name: message(lang, nextStep[state]) });
      // the payment page opens in this tab, since it sends the buyer back here
      expect(next).not.toHaveAttribute('target');
    },
  );
});

describe('what the browser keeps', () => {
  const cart = JSON.stringify({ state: { items: [{ key: 'a' }], codicePromo: null }, version: 1 });

  it('empties the cart once the order is paid, and forgets the checkout key', async () => {
    localStorage.setItem('cart', cart);
    sessionStorage.setItem(CHECKOUT_KEY_STORAGE, 'ck-1');
    renderScreen(() => <SuccessScreen order={order('paid')} />, { path: 'checkout/success/x' });
    await waitFor(() => expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull());
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').state.items).toEqual([]);
  });

  it.each(['failed', 'expired'] as const)(
    'keeps the cart of a %s order; the next attempt gets a new key',
    async (status) => {
      localStorage.setItem('cart', cart);
      sessionStorage.setItem(CHECKOUT_KEY_STORAGE, 'ck-1');
      renderScreen(() => <SuccessScreen order={order(status)} />, { path: 'checkout/success/x' });
      await waitFor(() => expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull());
      expect(localStorage.getItem('cart')).toBe(cart);
    },
  );

  it('keeps cart and key while the order is pending', () => {
    localStorage.setItem('cart', cart);
    sessionStorage.setItem(CHECKOUT_KEY_STORAGE, 'ck-1');
    renderScreen(() => <SuccessScreen order={order('pending')} now={() => now} />, {
      path: 'checkout/success/x',
    });
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBe('ck-1');
    expect(localStorage.getItem('cart')).toBe(cart);
  });
});

describe('continuing to pay', () => {
  it('is offered for a pending order with an http(s) page before its deadline only', () => {
    expect(canContinuePaying(order('pending'), now)).toBe(true);
    expect(canContinuePaying(order('pending'), Date.parse('2026-05-12T16:57:01.000Z'))).toBe(false);
    expect(
      canContinuePaying(
        order('pending', {
          pagamento: { provider: 'demo', url: 'javascript:alert(1)', esito: null },
        }),
        now,
      ),
    ).toBe(false);
    expect(canContinuePaying(order('failed'), now)).toBe(false);
    expect(successState(order('pending'), true)).toBe('left');
    expect(successState(order('expired'), true)).toBe('expired');
  });
});
