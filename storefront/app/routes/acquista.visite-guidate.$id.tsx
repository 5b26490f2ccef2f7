import type { Route } from './+types/acquista.visite-guidate.$id';
import { api } from '../lib/api/request.server';
import { isNotFound } from '../lib/api/transport';
import { isRealDate } from '../lib/guards/appointment-date';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { screenMessages } from '../lib/i18n/messages.server';
import { message } from '../lib/seo/page.server';
import { staticPage } from '../lib/static-page';
import { commerceMeta } from '../features/commerce/forms';
import { tourMessagePaths } from '../features/purchase/TourForm';
import { tourPage } from '../features/purchase/tour.server';
import { TourScreen } from '../features/purchase/TourScreen';

/**
 * A guided tour; `?data=yyyy-mm-dd` opens it on that day (the calendar's days send it), and
 * `?mese=yyyy-mm-dd` shows that month on the calendar (its month buttons without JavaScript).
 * Unknown tours are 404.
 *
 * The page is not hydrated: the server renders it whole, form included, and the page script runs
 * the form without React (app/enhance/tour-form.ts); the form reads the tour's places again from
 * `…/posti` while the page is open. The messages sent below are the held queue place's island's.
 * A client navigation from a hydrated page renders the same form here, run by the same script.
 */
export const handle = staticPage;

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, []);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  const asked = url.searchParams.get('data');
  const month = url.searchParams.get('mese');
  try {
    return {
      ...(await tourPage(api(args.context), lang, id, asked && isRealDate(asked) ? asked : null)),
      month: month && isRealDate(month) ? month : null,
      messages: screenMessages(lang, tourMessagePaths),
      loadFailed: message(lang, 'commerce.purchase.loadFailed'),
    };
  } catch (error) {
    if (isNotFound(error)) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('tour');

export default function TourPurchasePage({ loaderData }: Route.ComponentProps) {
  return <TourScreen data={loaderData} />;
}
