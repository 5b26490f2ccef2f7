import { act } from 'react';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../enhance/checkout';
import type { CartItem } from '../../lib/domain/cart';
import type { Messages } from '../../lib/i18n/merge';
import { checkoutMessagePaths } from './CheckoutScreen';
import { islandMessagesOf } from '../commerce/island-messages.testing';

/*
 * The checkout island when placing the order fails (network error, the server down, the shop's
 * database unavailable): the buyer's cart stays in this browser's storage exactly as it was, the
 * screen says so in the buyer's language, and the next attempt reuses the idempotency key, so a
 * request that did reach the shop can never place a second order.
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

describe.each(['it', 'en', 'fr'])('the checkout island when the order fails (%s)', (lang) => {
  const messages = islandMessagesOf(lang, checkoutMessagePaths);
  const orderErrors = (messages['commerce'] as Messages)['orderErrors'] as Record<string, string>;
  const fields = (messages['commerce'] as Messages)['fields'] as Record<string, string>;

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

  it.each(failures)('keeps the cart and the key after %s', async (_name, failure, code) => {
    const container = document.createElement('div');
    document.body.append(container);
    const fetch = vi.fn(failure);
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      mount(
        container,
        { lang: lang as 'it', messages, loadFailed: '', props: { email: 'ada@example.com' } },
        () => undefined,
      );
    });
    await vi.waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    const view = within(container);
    const card = view.getByRole('textbox', { name: fields.cardNumber });
    const terms = view.getByRole('checkbox', { name: fields.terms });
    expect(card).toHaveAttribute('autocomplete', 'cc-number');
    await act(async () => {
      fireEvent.input(card, { target: { value: '4242424242424242' } });
      fireEvent.click(terms);
    });
    expect(terms).toBeChecked();
    const expected = orderErrors[code] as string;
    expect(expected).toMatch(/\S/);
    /** Sends the form and waits, inside act, until the screen shows the answer of request `n`. */
    const submit = async (n: number) =>
      act(async () => {
        fireEvent.submit(container.querySelector('form') as HTMLFormElement);
        await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(n));
        // the (immediate) answer is read and the screen's state set before act renders it
        await new Promise((resolve) => setTimeout(resolve, 50));
      });

    await submit(1);
    await vi.waitFor(() => expect(container.textContent).toContain(expected));
    // the cart in storage is untouched and still on the screen
    expect(localStorage.getItem('cart')).toBe(stored);
    expect(container.querySelectorAll('[data-testid="checkout-line"]')).toHaveLength(1);

    // the retry carries the same cart and the same idempotency key
    await submit(2);
    const bodies = fetch.mock.calls.map(
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
    expect(localStorage.getItem('cart')).toBe(stored);
  });
});

describe('the checkout island’s form', () => {
  const messages = islandMessagesOf('fr', checkoutMessagePaths);
  const commerce = messages['commerce'] as Messages;
  const fields = commerce['fields'] as Record<string, string>;
  const errors = commerce['errors'] as Record<string, string>;

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

  it('checks the fields before sending: errors in the buyer’s language, the first one focused', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      mount(
        container,
        { lang: 'fr', messages, loadFailed: '', props: { email: 'ada@example.com' } },
        () => undefined,
      );
    });
    await vi.waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    const view = within(container);
    const card = view.getByRole('textbox', { name: fields.cardNumber });
    const terms = view.getByRole('checkbox', { name: fields.terms });
    await act(async () => {
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    });
    await vi.waitFor(() => expect(card).toHaveAttribute('aria-invalid', 'true'));
    expect(card).toHaveAccessibleDescription(expect.stringContaining(errors.card as string));
    expect(terms).toHaveAccessibleDescription(errors.agreement);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveFocus();
    expect(view.getByRole('textbox', { name: fields.email })).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });
});
