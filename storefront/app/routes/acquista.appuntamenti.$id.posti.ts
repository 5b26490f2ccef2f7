import type { Route } from './+types/acquista.appuntamenti.$id.posti';
import { api } from '../lib/api/request.server';
import { isNotFound } from '../lib/api/transport';
import { parseId } from '../lib/guards/product-purchase';
import { noStoreJson } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { appointmentPlaces } from '../features/purchase/appointment.server';

/*
 * Same-origin JSON of the appointment pages' form (features/purchase/AppointmentForm.tsx): the
 * appointment's times and days with the places the shop has left now, read again every minute
 * while a page is open. Never stored: places change with every booking and queue admission.
 */

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, []);
  const id = parseId(args.params.id);
  if (id === null) return noStoreJson({ error: 'NOT_FOUND' }, 404);
  try {
    return noStoreJson(await appointmentPlaces(api(args.context), id));
  } catch (error) {
    if (isNotFound(error)) return noStoreJson({ error: 'NOT_FOUND' }, 404);
    console.error('Appointment places could not be read', error);
    return noStoreJson({ error: 'UNAVAILABLE' }, 502);
  }
}
