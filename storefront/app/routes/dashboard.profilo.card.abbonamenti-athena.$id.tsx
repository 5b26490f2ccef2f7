import { useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.profilo.card.abbonamenti-athena.$id';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { passSchema } from '../lib/api/product';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { PassScreen } from '../features/account/PassScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    return {
      pass: await api(args.context).shop.request({ path: `/me/abbonamenti/${id}` }, passSchema),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('pass');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function PassPage() {
  return <PassScreen pass={useLoaderData<typeof loader>().pass} />;
}
