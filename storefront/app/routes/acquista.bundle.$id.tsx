import type { Route } from './+types/acquista.bundle.$id';
import { api } from '../lib/api/request.server';
import { isNotFound } from '../lib/api/transport';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { screenMessages } from '../lib/i18n/messages.server';
import { message } from '../lib/seo/page.server';
import { staticPage } from '../lib/static-page';
import { commerceMeta } from '../features/commerce/forms';
import { bundleMessagePaths } from '../features/purchase/BundleForm';
import { bundlePage } from '../features/purchase/bundle.server';
import { BundleScreen } from '../features/purchase/BundleScreen';

/**
 * A bundle of the shop. Malformed or unknown ids, inactive bundles and bundles with an item off
 * sale are 404.
 *
 * The page is not hydrated: the server renders it whole, form included, and the page script runs
 * the form alone in a React root (app/enhance/bundle.tsx) with the messages sent below, without
 * React Router; a client navigation from a hydrated page renders the same form here.
 */
export const handle = staticPage;

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, []);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    return {
      ...(await bundlePage(api(args.context), lang, id)),
      messages: screenMessages(lang, bundleMessagePaths),
      loadFailed: message(lang, 'commerce.purchase.loadFailed'),
    };
  } catch (error) {
    if (isNotFound(error)) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('bundle');

export default function BundlePage({ loaderData }: Route.ComponentProps) {
  return <BundleScreen data={loaderData} />;
}
