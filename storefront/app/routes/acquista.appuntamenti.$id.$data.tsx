import { redirect } from 'react-router';
import type { Route } from './+types/acquista.appuntamenti.$id.$data';
import { api } from '../lib/api/request.server';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { staticPage } from '../lib/static-page';
import { commerceMeta } from '../features/commerce/forms';
import { appointmentPage } from '../features/purchase/appointment.server';
import { appointmentIsland } from '../features/purchase/appointment-island.server';
import { AppointmentScreen } from '../features/purchase/AppointmentScreen';
import { isChoosable } from '../features/purchase/availability';

/** Not hydrated: the server renders the page whole, and the page script runs its form. */
export const handle = staticPage;

/** An appointment with a day chosen: the calendar and that day's times. */
export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['appointment-date']);
  const id = parseId(args.params.id);
  const day = args.params.data;
  if (id === null || !day) notFound(pageUrl(args.request));
  const page = await appointmentPage(api(args.context), lang, id, day);
  // A day whose times are all closed has nothing to choose: back to the days.
  if (!isChoosable(page.days.find((candidate) => candidate.date === day)))
    throw redirect(`/${lang}/acquista/appuntamenti/${id}`);
  return { ...page, ...appointmentIsland(lang) };
}

export const meta = commerceMeta('appointmentDate');

export default function AppointmentSlotPage({ loaderData }: Route.ComponentProps) {
  return <AppointmentScreen data={loaderData} />;
}
