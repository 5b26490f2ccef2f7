// The stripe provider with the official SDK, without the internet: a local HTTP server answers the
// SDK's requests (STRIPE_API_HOST/PORT/PROTOCOL point it there) and records them; notifications
// are signed with the SDK's own `webhooks.generateTestHeaderString`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT, Shop, START_TIMEOUT, errorCode, idem } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_2b9f5c1e7a3d4068b1c2d3e4f5a6b7c8';

interface Order {
  id: string;
  status: string;
  da_pagare: number;
  pagamento: { provider: string; url: string | null; riferimento: string | null };
  rimborsi: Array<{ importo: number; stato: string; riferimento: string | null }>;
}

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

const requests: Recorded[] = [];
let sessions = 0;
/** What the fake API answers a refund request with (Stripe answers some refunds `pending`). */
let refundStatus = 'succeeded';
/** Answers what the SDK asks: checkout sessions, their expiry, refunds. */
const api = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const path = req.url ?? '';
    requests.push({
      method: req.method ?? '',
      path,
      form,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(data));
    };
    if (req.headers.authorization !== 'Bearer sk_test_local')
      return json(401, { error: { type: 'invalid_request_error', message: 'bad key' } });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      return json(200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: form.get('client_reference_id'),
        status: 'open',
      });
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire)
      return json(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
    if (req.method === 'POST' && path === '/v1/refunds')
      return json(200, {
        id: `re_test_${requests.length}`,
        object: 'refund',
        status: refundStatus,
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
      });
    return json(404, { error: { type: 'invalid_request_error', message: `no route ${path}` } });
  });
});

let shop: Shop;
let user: { token: string };
let product: number;
const stripe = new Stripe('sk_test_local');

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  shop = await Shop.start({
    SHOP_PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
  });
  user = await shop.user('utente');
  product = (await shop.content('prodotti', { tipo_prodotto: 'carte', prezzo: 2500, stock: 50 }))
    .id;
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
  api.close();
});

const place = async (q = 1) =>
  (
    await shop.post<Order>(
      '/shop/checkout/ordini',
      { prodotti: [{ key: 'c', id: product, tipo: 'carte', quantita: q }], locale: 'en' },
      user.token,
      { 'Idempotency-Key': idem() },
    )
  ).body;
const read = async (id: string) => (await shop.get<Order>(`/shop/ordini/${id}`, shop.admin)).body;

let events = 0;
/** Delivers a Stripe event about a refund (`refund.updated`, `refund.failed`), signed. */
function deliverRefund(type: string, refund: Record<string, unknown>) {
  events += 1;
  const payload = JSON.stringify({
    id: `evt_test_${events}`,
    object: 'event',
    type,
    data: { object: { object: 'refund', currency: 'eur', ...refund } },
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return shop.post<{ outcome: string }>('/shop/pagamenti/notifiche/stripe', payload, null, {
    'stripe-signature': header,
  });
}

/** Delivers a Stripe event about a checkout session, signed with the SDK's test helper. */
function deliver(type: string, session: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  events += 1;
  const payload = JSON.stringify({
    id: `evt_test_${events}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', currency: 'eur', ...session } },
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return {
    payload,
    send: () =>
      shop.post<{ outcome: string }>('/shop/pagamenti/notifiche/stripe', payload, null, {
        'stripe-signature': header,
      }),
  };
}

describe('stripe provider', () => {
  it('opens a Checkout Session in EUR with the order lines and answers its page', async () => {
    const o = await place(2);
    expect(o.status).toBe('pending');
    expect(o.pagamento.provider).toBe('stripe');
    expect(o.pagamento.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const created = requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1) as Recorded;
    expect(created.form.get('mode')).toBe('payment');
    expect(created.form.get('client_reference_id')).toBe(o.id);
    expect(created.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(created.form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(created.form.get('line_items[0][quantity]')).toBe('2');
    expect(created.form.get('locale')).toBe('en');
    expect(created.form.get('success_url')).toBe(`${STOREFRONT}/en/checkout/success/${o.id}`);
    expect(created.form.get('cancel_url')).toBe(
      `${STOREFRONT}/en/checkout/success/${o.id}?esito=annullato`,
    );
    expect(created.idempotencyKey).toBe(`session-${o.id}`);
  });

  it('marks the order paid on checkout.session.completed, once, and refuses bad signatures', async () => {
    const o = await place(1);
    const session = {
      id: 'cs_x',
      client_reference_id: o.id,
      amount_total: o.da_pagare,
      payment_status: 'paid',
      payment_intent: 'pi_test_paid',
    };
    const forged = deliver('checkout.session.completed', session, 'whsec_wrong');
    const bad = await forged.send();
    expect(bad.status).toBe(400);
    expect(errorCode(bad.body)).toBe('INVALID_SIGNATURE');
    const tampered = await shop.post(
      '/shop/pagamenti/notifiche/stripe',
      forged.payload.replace('"paid"', '"unpaid"'),
      null,
      {
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload: forged.payload,
          secret: WEBHOOK_SECRET,
        }),
      },
    );
    expect(tampered.status).toBe(400);
    expect((await read(o.id)).status).toBe('pending');
    const good = deliver('checkout.session.completed', session);
    expect((await good.send()).body.outcome).toBe('paid');
    expect((await good.send()).body.outcome).toBe('duplicate');
    const late = deliver('checkout.session.async_payment_failed', session);
    expect((await late.send()).body.outcome).toBe('unchanged');
    const paid = await read(o.id);
    expect(paid.status).toBe('paid');
    expect(paid.pagamento.riferimento).toBe('pi_test_paid');
  });

  it('fails on async_payment_failed, expires on checkout.session.expired, reviews a mismatch', async () => {
    const a = await place(1);
    expect(
      (await deliver('checkout.session.async_payment_failed', { client_reference_id: a.id }).send())
        .body.outcome,
    ).toBe('failed');
    expect((await read(a.id)).status).toBe('failed');
    const b = await place(1);
    expect(
      (await deliver('checkout.session.expired', { client_reference_id: b.id }).send()).body
        .outcome,
    ).toBe('expired');
    const c = await place(1);
    expect(
      (
        await deliver('checkout.session.completed', {
          client_reference_id: c.id,
          amount_total: c.da_pagare + 100,
          payment_status: 'paid',
          payment_intent: 'pi_more',
        }).send()
      ).body.outcome,
    ).toBe('review');
    // an unpaid completion (a delayed payment method) waits for the async outcome
    const d = await place(1);
    expect(
      (
        await deliver('checkout.session.completed', {
          client_reference_id: d.id,
          amount_total: d.da_pagare,
          payment_status: 'unpaid',
        }).send()
      ).body.outcome,
    ).toBe('ignored');
    expect((await read(d.id)).status).toBe('pending');
  });

  it('refunds through the SDK when an admin cancels, and closes the session of an expired order', async () => {
    const o = await place(1);
    await deliver('checkout.session.completed', {
      client_reference_id: o.id,
      amount_total: o.da_pagare,
      payment_status: 'paid',
      payment_intent: 'pi_test_refund',
    }).send();
    const cancelled = await shop.post<Order>(`/shop/ordini/${o.id}/annulla`, {}, shop.admin);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('refunded');
    const refund = requests.filter((r) => r.path === '/v1/refunds').at(-1) as Recorded;
    expect(refund.form.get('payment_intent')).toBe('pi_test_refund');
    expect(refund.form.get('amount')).toBe(String(o.da_pagare));
    expect(refund.idempotencyKey).toMatch(/^rimborso:/);
    expect(cancelled.body.rimborsi[0]).toMatchObject({ importo: o.da_pagare, stato: 'succeeded' });
    expect(cancelled.body.rimborsi[0]?.riferimento).toMatch(/^re_test_/);

    const pending = await place(1);
    const session = (pending.pagamento.url ?? '').split('/').pop();
    const swept = await shop.post<{ expired: number }>(
      '/shop/admin/sweep',
      { older_than_seconds: 0 },
      shop.admin,
    );
    expect(swept.body.expired).toBeGreaterThanOrEqual(1);
    expect((await read(pending.id)).status).toBe('expired');
    expect(requests.some((r) => r.path === `/v1/checkout/sessions/${session}/expire`)).toBe(true);
  });
  it('settles a refund Stripe answered pending by its later refund.updated or refund.failed', async () => {
    const paidOrder = async (intent: string) => {
      const o = await place(1);
      await deliver('checkout.session.completed', {
        client_reference_id: o.id,
        amount_total: o.da_pagare,
        payment_status: 'paid',
        payment_intent: intent,
      }).send();
      return o;
    };
    refundStatus = 'pending';
    try {
      const a = await paidOrder('pi_test_pending_a');
      const b = await paidOrder('pi_test_pending_b');
      const cancelledA = await shop.post<Order>(`/shop/ordini/${a.id}/annulla`, {}, shop.admin);
      const cancelledB = await shop.post<Order>(`/shop/ordini/${b.id}/annulla`, {}, shop.admin);
      // pending at Stripe: cancelled, the refund requested, not yet refunded
      for (const c of [cancelledA, cancelledB]) {
        expect(c.body.status).toBe('cancelled');
        expect(c.body.rimborsi[0]).toMatchObject({ importo: a.da_pagare, stato: 'requested' });
      }
      const refA = cancelledA.body.rimborsi[0]!.riferimento!;
      const refB = cancelledB.body.rimborsi[0]!.riferimento!;
      expect(refA).toMatch(/^re_test_/);

      // another order's refund id, or a pending update, changes nothing
      expect(
        (
          await deliverRefund('refund.updated', {
            id: refB,
            status: 'succeeded',
            metadata: { order: a.id },
          })
        ).body.outcome,
      ).toBe('unchanged');
      expect(
        (
          await deliverRefund('refund.updated', {
            id: refA,
            status: 'pending',
            metadata: { order: a.id },
          })
        ).body.outcome,
      ).toBe('ignored');
      expect((await read(a.id)).status).toBe('cancelled');

      // succeeded: the refund and the order say so; a repeat and a late failure change nothing
      expect(
        (
          await deliverRefund('refund.updated', {
            id: refA,
            status: 'succeeded',
            metadata: { order: a.id },
          })
        ).body.outcome,
      ).toBe('refund_settled');
      const refunded = await read(a.id);
      expect(refunded.status).toBe('refunded');
      expect(refunded.rimborsi[0]).toMatchObject({ riferimento: refA, stato: 'succeeded' });
      expect(
        (
          await deliverRefund('refund.failed', {
            id: refA,
            status: 'failed',
            metadata: { order: a.id },
          })
        ).body.outcome,
      ).toBe('unchanged');
      expect((await read(a.id)).rimborsi[0]?.stato).toBe('succeeded');

      // failed: the refund is recorded failed and the order stays cancelled, for an admin to see
      expect(
        (
          await deliverRefund('refund.failed', {
            id: refB,
            status: 'failed',
            metadata: { order: b.id },
          })
        ).body.outcome,
      ).toBe('refund_settled');
      const failed = await read(b.id);
      expect(failed.status).toBe('cancelled');
      expect(failed.rimborsi[0]).toMatchObject({ riferimento: refB, stato: 'failed' });
    } finally {
      refundStatus = 'succeeded';
    }
  });
});
