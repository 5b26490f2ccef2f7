import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type RequestApi, apiContext } from '../../lib/api/request.server';
import fc from 'fast-check';
import { ApiError } from '../../lib/api/transport';
import { cardFieldNames } from './payment';

/*
 * The order endpoint's answers when the shop could not complete an order: a retry that finds its
 * order released after a crash (or declined), the shop's ORDER_EXPIRED and UNAVAILABLE errors.
 * None opens an order page; each tells the checkout island whether the next attempt needs a new
 * idempotency key. The request's shop client, the guards and the session are replaced; the rest
 * is real.
 */

/** What the shop answers the next order with. */
let shopAnswer: () => Promise<unknown> = async () => undefined;
vi.mock('../../lib/guards/run.server', () => ({ runGuards: async () => 'en' }));
vi.mock('../../lib/session.server', () => ({
  assertSameOrigin: () => undefined,
}));

const { action } = await import('../../routes/checkout.ordine');

/** The request context with a shop client whose order call answers `shopAnswer`. */
function requestContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  const shop = { createOrder: () => shopAnswer() } as unknown as RequestApi['shop'];
  context.set(apiContext, { shop } as RequestApi);
  return context;
}

const order = (status: string) => ({
  id: '0b8e6c1e-7d0e-4a59-9d0a-4b1f8d0f7e11',
  numero: 'CT-2026-ABCDEFGH',
  status,
  totale: 2500,
  da_pagare: 2500,
  date_created: '2026-11-26T05:00:00.000Z',
  pagamento: {
    provider: 'demo',
    riferimento: 'demo_1',
    esito: null,
    url: status === 'pending' ? 'http://127.0.0.1:8055/shop/pagamenti/demo/s1' : null,
    scadenza: null,
  },
  righe: [],
  emessi: { carte_regalo: [], card_armonia: [], abbonamenti: [], prenotazioni: [] },
});

async function post(
  values: Record<string, unknown> = { email: 'ada@example.com', termini: 'on' },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = new Request('http://localhost/en/checkout/ordine', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: 'ck-0b8e6c1e-7d0e-4a59',
      prodotti: [{ key: 'a', id: 5970, tipo: 'carte', quantita: 1 }],
      codice: null,
      values,
    }),
  });
  const response = (await action({
    request,
    params: {},
    context: requestContext(),
  } as never)) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the order endpoint after a fault', () => {
  it('opens the page of a paid order', async () => {
    shopAnswer = async () => order('paid');
    expect(await post()).toEqual({
      status: 200,
      body: { order: { id: order('paid').id } },
    });
  });

  it('answers the payment page of a pending order, which the screen opens', async () => {
    shopAnswer = async () => order('pending');
    expect(await post()).toEqual({
      status: 200,
      body: {
        order: { id: order('pending').id },
        payment: 'http://127.0.0.1:8055/shop/pagamenti/demo/s1',
      },
    });
  });

  it('never opens a payment page that is not an http(s) address', async () => {
    shopAnswer = async () => ({
      ...order('pending'),
      pagamento: { provider: 'demo', url: 'javascript:alert(1)' },
    });
    expect(await post()).toEqual({ status: 200, body: { order: { id: order('pending').id } } });
  });

  it('refuses any card data without asking the shop', async () => {
    const calls: unknown[] = [];
    shopAnswer = async () => {
      calls.push(1);
      return order('paid');
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cardFieldNames),
        fc.oneof(fc.string(), fc.integer(), fc.dictionary(fc.string(), fc.string())),
        async (name, value) => {
          const answer = await post({ email: 'ada@example.com', termini: 'on', [name]: value });
          expect(answer).toEqual({ status: 400, body: { error: 'INVALID_PAYLOAD' } });
        },
      ),
      { numRuns: 60 },
    );
    expect(calls).toEqual([]);
  });

  it.each([
    ['cancelled', 'ORDER_EXPIRED'],
    ['expired', 'ORDER_EXPIRED'],
    ['failed', 'PAYMENT_DECLINED'],
  ])(
    'keeps the cart when a retry finds its order %s, with a new key next',
    async (status, code) => {
      shopAnswer = async () => order(status);
      expect(await post()).toEqual({
        status: 409,
        body: { error: code, lines: [], retryWithNewKey: true },
      });
    },
  );

  it.each([
    [409, 'ORDER_EXPIRED', true],
    [502, 'PAYMENT_PROVIDER_UNAVAILABLE', true],
    [503, 'UNAVAILABLE', false],
  ])('passes on the shop’s %s %s (new key: %s)', async (status, code, retryWithNewKey) => {
    shopAnswer = async () => {
      throw new ApiError('from the shop', status, '', [{ message: 'x', extensions: { code } }]);
    };
    expect(await post()).toEqual({ status, body: { error: code, lines: [], retryWithNewKey } });
  });
});
