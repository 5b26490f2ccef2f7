import { useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/dashboard.ristorazione._index';
import { ListingList } from './dashboard.operatori.shared';
import { listLoader } from './dashboard.operatori.server';
import { commerceMeta } from './checkout.fields';
import { authMiddleware } from '../lib/session.server';

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export function loader(args: Route.LoaderArgs) {
  return listLoader(args, 'ristorazione');
}

export const meta = commerceMeta('restaurantList');

export default function ListingsPage() {
  const { listings } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  return <ListingList kind="ristorazione" listings={listings} saved={search.get('salvato')} />;
}
