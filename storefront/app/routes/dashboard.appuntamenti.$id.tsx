import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.appuntamenti.$id';
import { commerceMeta } from '../features/commerce/forms';
import { OrganiserDetailScreen } from '../features/operators/OrganiserDetailScreen';
import {
  cancelBookingAction,
  organiserDetailLoader,
} from '../features/operators/organiser-cancel.server';
import { staticPage } from '../lib/static-page';

export const loader = (args: Route.LoaderArgs) => organiserDetailLoader(args);

/** Cancels a booking (a native POST from the confirmation, see OrganiserDetailScreen). */
export const action = (args: Route.ActionArgs) => cancelBookingAction(args);

export const meta = commerceMeta('organiserDetail');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function OrganiserDetailPage() {
  const { id, detail, confirm, confirmRefused, outcome } = useLoaderData<typeof loader>();
  return (
    <OrganiserDetailScreen
      id={id}
      detail={detail}
      confirm={confirm}
      confirmRefused={confirmRefused}
      outcome={outcome}
      result={useActionData<typeof action>()}
    />
  );
}
