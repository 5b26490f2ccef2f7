import { useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/dashboard.appuntamenti._index';
import { ListingsScreen } from '../features/operators/ListingsScreen';
import { listLoader } from '../features/operators/listing.server';
import { commerceMeta } from '../features/commerce/forms';
import { staticPage } from '../lib/static-page';

export function loader(args: Route.LoaderArgs) {
  return listLoader(args, 'appuntamenti');
}

export const meta = commerceMeta('organiserList');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function ListingsPage() {
  const { listings } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  return <ListingsScreen kind="appuntamenti" listings={listings} saved={search.get('salvato')} />;
}
