import { useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.profilo.prenotazioni';
import { api } from '../lib/api/request.server';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { BookingsScreen } from '../features/account/BookingsScreen';
import { bookingSchema } from '../features/account/data';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  return {
    bookings: await api(args.context).shop.request(
      { path: '/me/prenotazioni' },
      z.array(bookingSchema),
    ),
    now: new Date().toISOString(),
  };
}

export const meta = commerceMeta('bookings');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function BookingsPage() {
  const { bookings, now } = useLoaderData<typeof loader>();
  return <BookingsScreen bookings={bookings} now={now} />;
}
