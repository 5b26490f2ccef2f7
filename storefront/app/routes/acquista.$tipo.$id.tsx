import { data } from 'react-router';
import type { Route } from './+types/acquista.$tipo.$id';
import { api } from '../lib/api/request.server';
import type { ShopClient } from '../lib/api/product';
import {
  type ProductRefusal,
  isPurchaseType,
  parseId,
  productRefusal,
} from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { staticPage } from '../lib/static-page';
import { screenMessages } from '../lib/i18n/messages.server';
import { commerceMeta } from '../features/commerce/forms';
import { productMessagePaths } from '../features/purchase/ProductForm';
import { ProductScreen } from '../features/purchase/ProductScreen';
import { loadSummary } from '../features/purchase/summary.server';

/**
 * A card, gift card or pass (`tipo`) of the shop's price list, with what it is. A product that
 * the shop would refuse in the cart (off sale, sold out, or of another kind than the address
 * says) is refused here already: the page says why, in the visitor's language, and offers no form.
 *
 * The page is not hydrated: the server renders it whole, form included, and the page script runs
 * the form without React (app/enhance/product-form.ts); the messages sent below are the island's
 * that shows a held queue place (app/enhance/purchase.tsx). A client navigation from a hydrated
 * page renders the same form here, which runs it the same way.
 */
export const handle = staticPage;

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['product-purchase']);
  const tipo = args.params.tipo;
  const id = parseId(args.params.id);
  if (!isPurchaseType(tipo) || id === null) notFound(pageUrl(args.request));
  const clients = api(args.context);
  const [product, refusal] = await Promise.all([
    clients.publicShop.listino(tipo, id),
    refusalOf(clients.publicShop, tipo, id, lang),
  ]);
  const page = { tipo, product, summary: await loadSummary(clients.content, lang, product) };
  if (refusal) return data({ ...page, unavailable: refusal }, { status: 404 });
  return {
    ...page,
    unavailable: null,
    messages: screenMessages(lang, productMessagePaths),
  };
}

/**
 * Asks the shop to price one unit as the cart would (the same rule: published, on sale, not sold
 * out, a product of the kind the address names). Details the buyer has still to give (a
 * recipient, a holder) are not refusals; a shop that cannot answer refuses nothing here (the cart
 * checks again).
 */
async function refusalOf(
  shop: ShopClient,
  tipo: string,
  id: number,
  lang: string,
): Promise<ProductRefusal | null> {
  try {
    const priced = await shop.priceCart([{ key: 'check', id, tipo, quantita: 1 }], null, lang);
    return productRefusal(priced.items?.[0]?.errore?.code);
  } catch (error) {
    console.error('Product check failed', error);
    return null;
  }
}

export const meta = commerceMeta('purchase');

export default function PurchasePage({ loaderData }: Route.ComponentProps) {
  return <ProductScreen data={loaderData} />;
}
