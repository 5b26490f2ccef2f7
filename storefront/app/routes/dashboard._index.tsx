import { useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard._index';
import { api } from '../lib/api/request.server';
import { hasRole } from '../lib/guards/roles';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { DashboardScreen } from '../features/account/DashboardScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const viewer = await api(args.context).viewer();
  return {
    name: viewer.firstName ?? viewer.email ?? '',
    sections: {
      outdoor: hasRole(viewer, 'outdoor'),
      incoming: hasRole(viewer, 'incoming'),
      organiser: hasRole(viewer, 'organiser'),
      restaurateur: hasRole(viewer, 'restaurateur'),
      loyalty: hasRole(viewer, 'loyalty'),
      door:
        hasRole(viewer, 'doorStaff') || hasRole(viewer, 'organiser') || hasRole(viewer, 'admin'),
    },
  };
}

export const meta = commerceMeta('dashboard');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function DashboardPage() {
  const { name, sections } = useLoaderData<typeof loader>();
  return <DashboardScreen name={name} sections={sections} />;
}
