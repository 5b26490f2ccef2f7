import { useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.appuntamenti.$id';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { OrganiserDetailScreen } from '../features/operators/OrganiserDetailScreen';
import { organiserDetailSchema } from '../features/operators/organiser';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['organiser']);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    return {
      id,
      detail: await api(args.context).shop.request(
        { path: `/operatori/appuntamenti/${id}/prenotazioni` },
        organiserDetailSchema,
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('organiserDetail');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function OrganiserDetailPage() {
  const { id, detail } = useLoaderData<typeof loader>();
  return <OrganiserDetailScreen id={id} detail={detail} />;
}
