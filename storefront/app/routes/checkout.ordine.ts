import { z } from 'zod';
import type { Route } from './+types/checkout.ordine';
import type { CheckoutAnswer } from '../features/checkout/CheckoutScreen';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { checkoutSchema, parseValues } from '../lib/domain/checkout.schemas';
import { promoPattern } from '../lib/guards/cart';
import { cartLineInput } from '../lib/guards/cart-lines.server';
import { noStoreJson, postOnly } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import { carriesCardData, paymentPage } from '../features/checkout/payment';

/*
 * Same-origin JSON endpoint of the checkout screen (features/checkout/CheckoutScreen.tsx): checks
 * the order and the form again and places the order with the visitor's token and an idempotency
 * key (a retried request never places two orders). Prices are the shop's, never the browser's.
 * No card data passes here: a pending order answers the address of the payment provider's page
 * (the backend's configuration chooses the provider), which the screen opens.
 */

const line = cartLineInput.extend({ quantita: z.number().int().min(1).max(20) }).passthrough();

const orderBody = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/),
  prodotti: z.array(line).min(1).max(50),
  codice: z.string().regex(promoPattern).nullable(),
  values: z.record(z.string(), z.unknown()),
});

const answer = (body: CheckoutAnswer, status = 200) => noStoreJson(body, status);

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['private-area']);
  assertSameOrigin(args.request);
  const body = orderBody.safeParse(await args.request.json().catch(() => null));
  if (!body.success || carriesCardData(body.data.values))
    return answer({ error: 'INVALID_PAYLOAD' }, 400);
  const values = parseValues(checkoutSchema, body.data.values);
  if (!values.success) return answer({ fieldErrors: values.fieldErrors }, 400);
  try {
    const order = await api(args.context).shop.createOrder(body.data.idempotencyKey, {
      prodotti: body.data.prodotti,
      codice: body.data.codice,
      carta_regalo: values.data.carta_regalo || null,
      email: values.data.email,
      locale: lang,
    });
    // A retry that finds its order released (expired, or the shop stopped before the payment
    // page and gave everything back) or declined placed nothing: the cart stays, the next attempt
    // needs a new key.
    if (order.status !== 'pending' && order.status !== 'paid' && order.status !== 'review')
      return answer(
        {
          error: order.status === 'failed' ? 'PAYMENT_DECLINED' : 'ORDER_EXPIRED',
          lines: [],
          retryWithNewKey: true,
        },
        409,
      );
    const page = order.status === 'pending' ? paymentPage(order.pagamento?.url) : null;
    return answer({
      order: { id: order.id, token: order.access_token },
      ...(page ? { payment: page } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError) {
      const lines = error.errors
        .filter((entry) => entry.extensions.line_code)
        .map((entry) => ({
          key: entry.extensions.key,
          code: entry.extensions.line_code ?? 'ERROR',
        }));
      return answer(
        {
          error: error.code ?? 'ERROR',
          lines,
          retryWithNewKey:
            error.code === 'PAYMENT_DECLINED' ||
            error.code === 'IDEMPOTENCY_KEY_REUSED' ||
            error.code === 'ORDER_EXPIRED' ||
            error.code === 'PAYMENT_PROVIDER_UNAVAILABLE',
        },
        error.status,
      );
    }
    console.error('Order creation failed', error);
    return answer({ error: 'UNAVAILABLE' }, 502);
  }
}

export const loader = postOnly;
