import { act } from 'react';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../enhance/checkout';
import type { CartItem } from '../../lib/domain/cart';
import type { Messages } from '../../lib/i18n/merge';
import { checkoutMessagePaths } from './CheckoutScreen';
import { holdIdleCallbacks } from '../commerce/idle.testing';
import { islandMessagesOf } from '../commerce/island-messages.testing';

/*
 * The checkout island when placing the order fails (network error, the server down, the shop's
 * database unavailable): the buyer's cart stays in this browser's storage exactly as it was, the
 * screen says so in the buyer's language, and the next attempt reuses the idempotency key, so a
 * request that did reach the shop can never place a second order. The form asks for no card:
 * the order opens the payment provider's page. The cart is priced by the shop first (the same
 * endpoint as the cart), and neither a total nor the pay button is offered before it answers.
 */

const item = (key: string): CartItem => ({
  key,
  id: 5970,
  tipo: 'carte_regalate',
  dettaglio: 'Gift card',
  prezzo: 2500,
  prezzo_gruppo: 2500,
  quantita: 1,
});

const stored = JSON.stringify({
  state: { items: [item('a'), item('b')], codicePromo: null },
  version: 1,
});

type Failure = () => Promise<Response>;

/** The shop's prices of the stored cart (the pricing endpoint's answer). */
const pricedAnswer = () =>
  Response.json({
    items: [item('a'), item('b')].map((line) => ({ ...line, prezzo: 2600, prezzo_gruppo: 2600 })),
    scontoPromo: 0,
  });

/** Answers the pricing endpoint with the shop's prices, the order endpoint with `order`. */
const routed = (order: Failure) =>
  vi.fn(async (url: string) =>
    String(url).includes('/carrello/prezzi') ? pricedAnswer() : order(),
  );

const orderCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter((call) => String(call[0]).includes('/checkout/ordine'));

/** A failure of the order request and the message (commerce.orderErrors.*) the buyer reads. */
const failures: Array<[string, Failure, string]> = [
  [
    'a network error',
    async () => {
      throw new TypeError('Failed to fetch');
    },
    'UNAVAILABLE',
  ],
  [
    'a proxy error page',
    async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    'UNAVAILABLE',
  ],
  [
    'the shop’s database unavailable',
    async () =>
      Response.json({ error: 'UNAVAILABLE', lines: [], retryWithNewKey: false }, { status: 503 }),
    'UNAVAILABLE',
  ],
  [
    'an unexpected server error',
    async () =>
      Response.json({ error: 'INTERNAL', lines: [], retryWithNewKey: false }, { status: 500 }),
    'ERROR',
  ],
];

/** Each test of the describe block starts with the stored cart and leaves nothing behind. */
function withStoredCart(): void {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.setItem('cart', stored);
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });
}

describe.each(['it', 'en', 'fr'])('the checkout island when the order fails (%s)', (lang) => {
  const messages = islandMessagesOf(lang, checkoutMessagePaths);
  const orderErrors = (messages['commerce'] as Messages)['orderErrors'] as Record<string, string>;
  const fields = (messages['commerce'] as Messages)['fields'] as Record<string, string>;

  withStoredCart();

  it.each(failures)('keeps the cart and the key after %s', async (_name, failure, code) => {
    const container = document.createElement('div');
    document.body.append(container);
    const fetch = routed(failure);
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      mount(
        container,
        { lang: lang as 'it', messages, loadFailed: '', props: { email: 'ada@example.com' } },
        () => undefined,
      );
    });
    // the form, drawn a field per task, with its pay button last
    await vi.waitFor(() =>
      expect(container.querySelector('form button[type="submit"]')).not.toBeNull(),
    );
    const view = within(container);
    // the shop's price, not the stored one (2 × 26,00 €), once the pricing has answered
    await vi.waitFor(() => expect(container.textContent).toMatch(/52[,.]00/));
    expect(container.querySelector('[autocomplete^="cc-"]')).toBeNull();
    const terms = view.getByRole('checkbox', { name: fields.terms });
    await act(async () => {
      fireEvent.click(terms);
    });
    expect(terms).toBeChecked();
    const expected = orderErrors[code] as string;
    expect(expected).toMatch(/\S/);
    /** Sends the form and waits, inside act, until the screen shows the answer of request `n`. */
    const submit = async (n: number) =>
      act(async () => {
        fireEvent.submit(container.querySelector('form') as HTMLFormElement);
        await vi.waitFor(() => expect(orderCalls(fetch)).toHaveLength(n));
        // the (immediate) answer is read and the screen's state set before act renders it
        await new Promise((resolve) => setTimeout(resolve, 50));
      });

    await submit(1);
    await vi.waitFor(() => expect(container.textContent).toContain(expected));
    // the cart is still on the screen, at the shop's prices
    const priced = localStorage.getItem('cart');
    expect(JSON.parse(priced ?? '{}').state.items.map((line: CartItem) => line.key)).toEqual([
      'a',
      'b',
    ]);
    expect(container.querySelectorAll('[data-testid="checkout-line"]')).toHaveLength(1);

    // the retry carries the same cart and the same idempotency key
    await submit(2);
    const bodies = orderCalls(fetch).map(
      (call) =>
        JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as {
          idempotencyKey: string;
          prodotti: CartItem[];
        },
    );
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
    expect(bodies[0]?.idempotencyKey).toMatch(/^ck-/);
    expect(sessionStorage.getItem('checkout-idempotency-key')).toBe(bodies[0]?.idempotencyKey);
    expect(bodies[1]?.prodotti.map((line) => line.key)).toEqual(
      bodies[0]?.prodotti.map((line) => line.key),
    );
    expect(localStorage.getItem('cart')).toBe(priced);
  });
});

describe('the checkout island’s form', () => {
  const messages = islandMessagesOf('fr', checkoutMessagePaths);
  const commerce = messages['commerce'] as Messages;
  const fields = commerce['fields'] as Record<string, string>;
  const errors = commerce['errors'] as Record<string, string>;

  withStoredCart();

  it('checks the fields before sending: errors in the buyer’s language, the first one focused', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const fetch = routed(async () => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      mount(
        container,
        { lang: 'fr', messages, loadFailed: '', props: { email: 'ada@example.com' } },
        () => undefined,
      );
    });
    // the form, drawn a field per task, with its pay button last
    await vi.waitFor(() =>
      expect(container.querySelector('form button[type="submit"]')).not.toBeNull(),
    );
    const view = within(container);
    const email = view.getByRole('textbox', { name: fields.email });
    const terms = view.getByRole('checkbox', { name: fields.terms });
    await act(async () => {
      fireEvent.input(email, { target: { value: 'ada@' } });
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    });
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(errors.email as string));
    expect(terms).toHaveAccessibleDescription(errors.agreement);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(orderCalls(fetch)).toHaveLength(0);
  });

  it('opens the payment provider’s page of a pending order and keeps the cart until it is paid', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const go = vi.fn();
    const fetch = routed(async () =>
      Response.json({
        order: { id: '0b8e6c1e-7d0e-4a59-9d0a-4b1f8d0f7e11' },
        payment: 'http://127.0.0.1:8055/shop/pagamenti/demo/abc',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { CheckoutScreen } = await import('./CheckoutScreen');
    const { renderIsland } = await import('../../enhance/island');
    await act(async () => {
      renderIsland(
        container,
        { lang: 'fr', messages, loadFailed: '', props: {} },
        () => undefined,
        <CheckoutScreen lang="fr" email="ada@example.com" go={go} />,
      );
    });
    // the form, drawn a field per task, with its pay button last
    await vi.waitFor(() =>
      expect(container.querySelector('form button[type="submit"]')).not.toBeNull(),
    );
    const pay = within(container).getByRole('button', { name: /payer/i });
    await vi.waitFor(() => expect(pay).not.toBeDisabled());
    await act(async () => {
      fireEvent.click(within(container).getByRole('checkbox', { name: fields.terms }));
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    });
    await vi.waitFor(() => expect(go).toHaveBeenCalled());
    expect(go).toHaveBeenCalledWith('http://127.0.0.1:8055/shop/pagamenti/demo/abc');
    const sent = JSON.parse(String((orderCalls(fetch)[0] as [string, RequestInit])[1].body)) as {
      values: Record<string, unknown>;
    };
    expect(Object.keys(sent.values).sort()).toEqual(['carta_regalo', 'email', 'termini']);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').state.items).toHaveLength(2);
    expect(sessionStorage.getItem('checkout-idempotency-key')).toMatch(/^ck-/);
  });

  it('shows no total and offers no payment until the shop has priced the cart', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(async (url: string) =>
      String(url).includes('/carrello/prezzi')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Response.json({}),
    );
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      mount(
        container,
        { lang: 'fr', messages, loadFailed: '', props: { email: 'ada@example.com' } },
        () => undefined,
      );
    });
    // the form, drawn a field per task, with its pay button last
    await vi.waitFor(() =>
      expect(container.querySelector('form button[type="submit"]')).not.toBeNull(),
    );
    // the stored prices (2 × 25,00 €) are never shown as the total
    expect(container.textContent).not.toMatch(/50[,.]00/);
    expect(within(container).getByRole('button', { name: /payer/i })).toBeDisabled();
    await act(async () => answer(new Response('<html>Bad gateway</html>', { status: 502 })));
    await vi.waitFor(() =>
      expect(container.textContent).toContain(
        (commerce['checkout'] as Record<string, string>).pricingFailed,
      ),
    );
    expect(container.textContent).not.toMatch(/50[,.]00/);
    expect(within(container).getByRole('button', { name: /payer/i })).toBeDisabled();
  });
});

describe('the checkout island’s first render', () => {
  const messages = islandMessagesOf('en', checkoutMessagePaths);
  const commerce = messages['commerce'] as Messages;
  const checkout = commerce['checkout'] as Record<string, string>;
  const fields = commerce['fields'] as Record<string, string>;

  withStoredCart();

  it('draws the summary after reading the storage, the order form when the browser is next idle, and the shop’s prices in the same summary', async () => {
    const idle = holdIdleCallbacks();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/carrello/prezzi')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Response.json({}),
      ),
    );
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      mount(
        container,
        { lang: 'en', messages, loadFailed: '', props: { email: 'ada@example.com' } },
        () => undefined,
      );
    });
    const view = within(container);
    // The storage is read in the start's task; the screen is drawn in the next idle time.
    expect(container.querySelector('[data-testid="cart-loading"]')).not.toBeNull();
    expect(view.queryByTestId('checkout-pricing')).toBeNull();
    await idle.run();
    await vi.waitFor(() => expect(view.queryByTestId('checkout-pricing')).not.toBeNull());
    // The lines' box is laid out, unseen and unannounced, under the status; no form yet.
    const heading = view.getByRole('heading', { name: checkout.summary, hidden: true });
    expect(heading.closest('[aria-hidden="true"][inert]')).not.toBeNull();
    expect(container.querySelector('form')).toBeNull();
    expect(idle.count).toBeGreaterThan(0);

    // Then the form a field per idle time: the email, the gift card, the terms with the button.
    await idle.run();
    const email = view.getByRole('textbox', { name: fields.email });
    expect(email).toHaveValue('ada@example.com');
    expect(view.queryByRole('textbox', { name: fields.giftCardCode })).toBeNull();
    expect(view.queryByRole('button', { name: checkout.pay })).toBeNull();
    await idle.run();
    expect(view.getByRole('textbox', { name: fields.giftCardCode })).toHaveValue('');
    expect(view.queryByRole('checkbox', { name: fields.terms })).toBeNull();
    expect(view.queryByRole('button', { name: checkout.pay })).toBeNull();
    await idle.run();
    expect(view.getByRole('checkbox', { name: fields.terms })).not.toBeChecked();
    const pay = view.getByRole('button', { name: checkout.pay });
    expect(pay).toBeDisabled();
    expect(idle.count).toBe(0);
    // What the buyer types while the shop prices the cart stays when the prices come.
    await act(async () => {
      fireEvent.input(email, { target: { value: 'grace@example.com' } });
    });

    await act(async () => answer(pricedAnswer()));
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-testid="checkout-line"]')).toHaveLength(1),
    );
    // The same summary, now shown, announced and with the shop's amounts (2 × 26.00).
    expect(heading.isConnected).toBe(true);
    expect(heading.closest('[aria-hidden]')).toBeNull();
    expect(heading.closest('[inert]')).toBeNull();
    expect(view.queryByTestId('checkout-pricing')).toBeNull();
    expect(container.textContent).toContain('€52.00');
    expect(email.isConnected).toBe(true);
    expect(email).toHaveValue('grace@example.com');
    expect(pay).not.toBeDisabled();
  });
});
