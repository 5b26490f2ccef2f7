import type { Route } from './+types/acquista.visite-guidate.$id';
import { api } from '../lib/api/request.server';
import { isNotFound } from '../lib/api/transport';
import { parseLang } from '../lib/guards';
import { isRealDate } from '../lib/guards/appointment-date';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { commerceMeta } from '../features/commerce/forms';
import { tourPage } from '../features/purchase/tour.server';
import { TourScreen } from '../features/purchase/TourScreen';

/** A guided tour; `?data=yyyy-mm-dd` opens it on that day. Unknown tours are 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  const id = parseId(params.id);
  if (id === null) notFound(url);
  const asked = url.searchParams.get('data');
  try {
    return await tourPage(api(context), lang, id, asked && isRealDate(asked) ? asked : null);
  } catch (error) {
    if (isNotFound(error)) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('tour');

export default function TourPurchasePage({ loaderData }: Route.ComponentProps) {
  return <TourScreen data={loaderData} />;
}
