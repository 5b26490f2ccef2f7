import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.incoming.modifica.$id';
import { ListingFormScreen } from '../features/operators/ListingFormScreen';
import { editLoader, saveAction } from '../features/operators/listing.server';
import { commerceMeta } from '../features/commerce/forms';
import { staticPage } from '../lib/static-page';

export function loader(args: Route.LoaderArgs) {
  return editLoader(args, 'incoming');
}

export function action(args: Route.ActionArgs) {
  return saveAction(args, 'incoming', 'edit');
}

export const meta = commerceMeta('incomingEdit');

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function EditListingPage() {
  const { listing, imageUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <ListingFormScreen
      key={listing.id}
      kind="incoming"
      listing={listing}
      imageUrl={imageUrl}
      result={result}
    />
  );
}
