import { useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.me';
import { api } from '../lib/api/request.server';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { MeScreen } from '../features/account/MeScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const viewer = await api(args.context).viewer();
  return {
    email: viewer.email ?? '',
    firstName: viewer.firstName ?? '',
    lastName: viewer.lastName ?? '',
    roles: viewer.roles,
  };
}

export const meta = commerceMeta('me');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function MePage() {
  return <MeScreen {...useLoaderData<typeof loader>()} />;
}
