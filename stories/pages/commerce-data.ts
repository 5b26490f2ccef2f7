import type { Locale } from '@city/design-system';
import { listingShape } from '../../storefront/app/features/operators/listing';
import type { OperatorKind } from '../../storefront/app/features/operators/listing';
import type { PricingAnswer } from '../../storefront/app/features/cart/CartScreen';
import type { CartItem } from '../../storefront/app/lib/domain/cart';
import { pricingPayload } from '../../storefront/app/lib/domain/checkout';
import { useCart } from '../../storefront/app/stores/cart';
import { fixtureShopClient } from '../fixtures/pages/backend';

/*
 * The loader data of the purchase, cart, checkout and operator pages, and the storefront's own
 * endpoints their screens call in the browser, from the fixtures: the same product API requests
 * as the route modules (storefront/app/routes), through the storefront's shop client.
 */

const shop = fixtureShopClient();

/** features/operators/listing.server.ts listLoader: the operator's own listings of a kind. */
export async function listingsData(kind: OperatorKind) {
  return { listings: await shop.request({ path: `/operatori/${kind}` }, listingShape.array()) };
}

/** routes/carrello.prezzi.ts: the cart priced by the shop, as the cart screen receives it. */
export async function cartPricing(
  lang: Locale,
  body: { prodotti: CartItem[]; codice: string | null },
): Promise<PricingAnswer> {
  const priced = await shop.priceCart(pricingPayload(body.prodotti), body.codice, lang);
  return { items: priced.items as CartItem[] | null, scontoPromo: priced.scontoPromo };
}

/**
 * Puts lines in this browser's cart (as a visit to the shop leaves them) and answers the cart's
 * pricing requests; the returned function empties the cart and restores fetch. The store reads
 * the browser's storage first, so that the screen finds it read and keeps these lines whatever
 * another page of the same origin writes there meanwhile.
 */
export async function fillCart(lang: Locale, lines: CartItem[]): Promise<() => void> {
  await useCart.persist.rehydrate();
  useCart.setState({ items: lines, codicePromo: null, calcolando: false });
  const browserFetch = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === `/${lang}/carrello/prezzi` && typeof init?.body === 'string') {
      return Response.json(await cartPricing(lang, JSON.parse(init.body)));
    }
    return browserFetch(input, init);
  };
  return () => {
    window.fetch = browserFetch;
    useCart.setState({ items: [], codicePromo: null, calcolando: false });
  };
}
