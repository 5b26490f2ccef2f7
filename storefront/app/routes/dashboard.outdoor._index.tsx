import { useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/dashboard.outdoor._index';
import { ListingsScreen } from '../features/operators/ListingsScreen';
import { listLoader } from '../features/operators/listing.server';
import { commerceMeta } from '../features/commerce/forms';
import { staticPage } from '../lib/static-page';

export function loader(args: Route.LoaderArgs) {
  return listLoader(args, 'outdoor');
}

export const meta = commerceMeta('outdoorList');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function ListingsPage() {
  const { listings } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  return <ListingsScreen kind="outdoor" listings={listings} saved={search.get('salvato')} />;
}
