import { data, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.armonia.gestisci';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { armoniaMiaSchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { bookingSchema } from '../features/account/data';
import { LoyaltyManageScreen } from '../features/loyalty/LoyaltyManageScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  const [mine, bookings] = await Promise.all([
    api(args.context).shop.request({ path: '/armonia/mia' }, armoniaMiaSchema),
    api(args.context)
      .shop.request({ path: '/me/prenotazioni' }, z.array(bookingSchema))
      .catch(() => []),
  ]);
  return { card: mine.card, bookings: bookings.filter((booking) => booking.card_armonia) };
}

export async function action(args: Route.ActionArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  assertSameOrigin(args.request);
  const id = Number((await args.request.formData()).get('prenotazione'));
  if (!Number.isInteger(id) || id < 1)
    return data<ActionResult>({ formError: 'commerce.loyalty.cancelFailed' }, { status: 400 });
  try {
    await api(args.context).shop.request(
      { method: 'DELETE', path: `/armonia/prenotazioni/${id}` },
      z.unknown(),
    );
    return data<ActionResult>({ ok: true, notice: 'commerce.loyalty.cancelled' });
  } catch (error) {
    return data<ActionResult>(
      { formError: 'commerce.loyalty.cancelFailed' },
      { status: error instanceof ApiError ? error.status : 502 },
    );
  }
}

export const meta = commerceMeta('loyaltyManage');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function LoyaltyManagePage() {
  const { card, bookings } = useLoaderData<typeof loader>();
  return (
    <LoyaltyManageScreen card={card} bookings={bookings} result={useActionData<typeof action>()} />
  );
}
