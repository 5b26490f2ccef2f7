import { useActionData } from 'react-router';
import type { Route } from './+types/dashboard.appuntamenti.crea';
import { runGuards } from '../lib/guards/run.server';
import { operatorKinds } from '../features/operators/listing';
import { ListingFormScreen } from '../features/operators/ListingFormScreen';
import { saveAction } from '../features/operators/listing.server';
import { commerceMeta } from '../features/commerce/forms';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, [operatorKinds.appuntamenti.createGuard]);
  return null;
}

export function action(args: Route.ActionArgs) {
  return saveAction(args, 'appuntamenti', 'create');
}

export const meta = commerceMeta('organiserCreate');

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function CreateListingPage() {
  const result = useActionData<typeof action>();
  return <ListingFormScreen kind="appuntamenti" listing={null} result={result} />;
}
