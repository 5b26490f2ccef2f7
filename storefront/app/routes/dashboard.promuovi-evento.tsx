import type { Route } from './+types/dashboard.promuovi-evento';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { PromoteEventScreen } from '../features/operators/PromoteEventScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  return null;
}

export const meta = commerceMeta('promoteEvent');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function PromoteEventPage() {
  return <PromoteEventScreen />;
}
