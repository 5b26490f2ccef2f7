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
import { type BundleAsked, bundlePage } from '../features/purchase/bundle.server';
import { isRealDate } from '../lib/guards/appointment-date';
import { BundleScreen } from '../features/purchase/BundleScreen';

/**
 * A bundle of the shop; `?giorno_<index>=yyyy-mm-dd` chooses the day of the bundle's tour at that
 * index (its calendar's days send it, with the days chosen for the others), and
 * `?mese_<index>=yyyy-mm-dd` shows that month on its calendar (without JavaScript). Malformed or
 * unknown ids, inactive bundles and bundles with an item off sale are 404.
 *
 * The page is not hydrated: the server renders it whole, form included, and the page script runs
 * the form without React (app/enhance/bundle-form.ts); the messages sent below are the held queue
 * place's island's. A client navigation from a hydrated page renders the same form here, run by
 * the same script.
 */
export const handle = staticPage;

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, []);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  // The days and months asked for per item of the bundle (its calendars' buttons).
  const asked: BundleAsked = { days: [], months: [], focus: null };
  for (const [name, value] of url.searchParams) {
    const match = /^(giorno|mese)_(\d{1,2})$/.exec(name);
    if (!match || !isRealDate(value)) continue;
    const index = Number(match[2]);
    if (match[1] === 'giorno') {
      asked.days[index] = value;
      asked.focus = index;
    } else asked.months[index] = value;
  }
  try {
    return {
      ...(await bundlePage(api(args.context), lang, id, asked)),
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
