import { useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.armonia.calendario._index';
import { api } from '../lib/api/request.server';
import { calendarActivitySchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { LoyaltyCalendarScreen } from '../features/loyalty/LoyaltyCalendarScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  return {
    activities: await api(args.context).shop.request(
      { path: '/armonia/calendario' },
      z.array(calendarActivitySchema),
    ),
  };
}

export const meta = commerceMeta('loyaltyCalendar');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function LoyaltyCalendarPage() {
  return <LoyaltyCalendarScreen activities={useLoaderData<typeof loader>().activities} />;
}
