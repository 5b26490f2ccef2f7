import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.armonia.calendario.$slug.prenota';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { calendarActivitySchema } from '../lib/api/product';
import { hasPlaces } from '../lib/domain/places';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { LoyaltyBookScreen } from '../features/loyalty/LoyaltyBookScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['booking', 'loyalty-cards']);
  const activity = await api(args.context).shop.request(
    { path: `/armonia/calendario/${args.params.slug}` },
    calendarActivitySchema,
  );
  return {
    activity: {
      ...activity,
      date: activity.date.filter((date) => !date.prenotata && hasPlaces(date.disponibili)),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['booking', 'loyalty-cards']);
  assertSameOrigin(args.request);
  const dataId = Number((await args.request.formData()).get('data_id'));
  if (!Number.isInteger(dataId) || dataId < 1) {
    return data<ActionResult>(
      { fieldErrors: { data_id: 'commerce.errors.slot' } },
      { status: 400 },
    );
  }
  try {
    await api(args.context).shop.request(
      { method: 'POST', path: '/armonia/prenota', body: { data_id: dataId } },
      z.unknown(),
    );
  } catch (error) {
    const code = error instanceof ApiError ? (error.code ?? 'ERROR') : 'UNAVAILABLE';
    return data<ActionResult>(
      { formError: `commerce.loyalty.bookErrors.${code}` },
      { status: error instanceof ApiError ? error.status : 502 },
    );
  }
  return redirect(`/${lang}/dashboard/armonia/gestisci`);
}

export const meta = commerceMeta('loyaltyBook');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function LoyaltyBookPage() {
  const { activity } = useLoaderData<typeof loader>();
  return <LoyaltyBookScreen activity={activity} result={useActionData<typeof action>()} />;
}
