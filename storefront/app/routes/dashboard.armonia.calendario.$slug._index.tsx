import { useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.armonia.calendario.$slug._index';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { calendarActivitySchema } from '../lib/api/product';
import { slugPattern } from '../lib/guards/booking';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { LoyaltyActivityScreen } from '../features/loyalty/LoyaltyActivityScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const url = pageUrl(args.request);
  const slug = args.params.slug ?? '';
  if (!slugPattern.test(slug)) notFound(url);
  try {
    return {
      activity: await api(args.context).shop.request(
        { path: `/armonia/calendario/${slug}` },
        calendarActivitySchema,
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('loyaltyActivity');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function LoyaltyActivityPage() {
  return <LoyaltyActivityScreen activity={useLoaderData<typeof loader>().activity} />;
}
