import { redirect } from 'react-router';
import type { Route } from './+types/acquista.appuntamenti.$id';
import { api } from '../lib/api/request.server';
import { isRealDate } from '../lib/guards/appointment-date';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { staticPage } from '../lib/static-page';
import { commerceMeta } from '../features/commerce/forms';
import { appointmentPage } from '../features/purchase/appointment.server';
import { appointmentIsland } from '../features/purchase/appointment-island.server';
import { appointmentDayPath } from '../features/purchase/AppointmentForm';
import { AppointmentScreen } from '../features/purchase/AppointmentScreen';

/** Not hydrated: the server renders the page whole, and the page script runs its form. */
export const handle = staticPage;

/**
 * An appointment's days. A day sent as `?data=yyyy-mm-dd` (the calendar's days) leads to that
 * day's page, whose guard sends a day without times back here; `?mese=yyyy-mm-dd` shows that
 * month on the calendar (its month buttons without JavaScript).
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['appointment']);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  const asked = url.searchParams.get('data');
  if (asked && isRealDate(asked)) throw redirect(appointmentDayPath(lang, id, asked));
  const month = url.searchParams.get('mese');
  return {
    ...(await appointmentPage(api(args.context), lang, id, null)),
    month: month && isRealDate(month) ? month : null,
    ...appointmentIsland(lang),
  };
}

export const meta = commerceMeta('appointment');

export default function AppointmentDatesPage({ loaderData }: Route.ComponentProps) {
  return <AppointmentScreen data={loaderData} />;
}
