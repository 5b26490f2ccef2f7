import type { Route } from './+types/acquista.visite-guidate.$id.posti';
import { api } from '../lib/api/request.server';
import { isNotFound } from '../lib/api/transport';
import { parseId } from '../lib/guards/product-purchase';
import { noStoreJson } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { tourPlaces } from '../features/purchase/tour.server';

/*
 * Same-origin JSON of the guided tour page's form (features/purchase/TourForm.tsx): the tour's
 * times and days with the places the shop has left now, read again every minute while the page
 * is open. Never stored: places change with every booking.
 */

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, []);
  const id = parseId(args.params.id);
  if (id === null) return noStoreJson({ error: 'NOT_FOUND' }, 404);
  try {
    return noStoreJson(await tourPlaces(api(args.context), id));
  } catch (error) {
    if (isNotFound(error)) return noStoreJson({ error: 'NOT_FOUND' }, 404);
    console.error('Tour places could not be read', error);
    return noStoreJson({ error: 'UNAVAILABLE' }, 502);
  }
}
