import type { Route } from './+types/acquista.$tipo.$id';
import { api } from '../lib/api/request.server';
import { isPurchaseType, parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { ProductScreen } from '../features/purchase/ProductScreen';
import { loadSummary } from '../features/purchase/summary.server';

/** A card, gift card or pass (`tipo`) of the shop's price list, with what it is. */
export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['product-purchase']);
  const tipo = args.params.tipo;
  const id = parseId(args.params.id);
  if (!isPurchaseType(tipo) || id === null) notFound(pageUrl(args.request));
  const clients = api(args.context);
  const product = await clients.publicShop.listino(tipo, id);
  return { tipo, product, summary: await loadSummary(clients.content, lang, product) };
}

export const meta = commerceMeta('purchase');

export default function PurchasePage({ loaderData }: Route.ComponentProps) {
  return <ProductScreen data={loaderData} />;
}
