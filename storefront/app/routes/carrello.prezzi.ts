import { z } from 'zod';
import type { Route } from './+types/carrello.prezzi';
import type { PricingAnswer } from '../features/cart/CartScreen';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import type { CartItem } from '../lib/domain/cart';
import { pricingPayload } from '../lib/domain/checkout';
import { promoPattern } from '../lib/guards/cart';
import { cartLineInput } from '../lib/guards/cart-lines.server';
import { noStoreJson, postOnly } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';

/*
 * Same-origin JSON endpoint of the cart screen (components/CartScreen.tsx): recalculates the cart
 * on the server, every item with quantity 1, the promo code or null (spec: POST
 * checkout/prezzo/carrello). Prices are the server's; the browser only shows them.
 */

const pricingBody = z.object({
  prodotti: z.array(cartLineInput).max(50),
  codice: z.string().regex(promoPattern).nullable(),
});

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['cart']);
  assertSameOrigin(args.request);
  const answer = (body: PricingAnswer, status = 200) => noStoreJson(body, status);
  const parsed = pricingBody.safeParse(await args.request.json().catch(() => null));
  if (!parsed.success) return answer({ error: 'INVALID_PAYLOAD' }, 400);
  try {
    const priced = await api(args.context).shop.priceCart(
      pricingPayload(parsed.data.prodotti as unknown as CartItem[]),
      parsed.data.codice,
      lang,
    );
    return answer({
      items: priced.items as CartItem[] | null,
      scontoPromo: priced.scontoPromo,
    });
  } catch (error) {
    if (error instanceof ApiError) {
      return answer(
        { error: error.code ?? 'ERROR', field: error.errors[0]?.extensions.field },
        error.status,
      );
    }
    console.error('Price calculation failed', error);
    return answer({ error: 'UNAVAILABLE' }, 502);
  }
}

export const loader = postOnly;
