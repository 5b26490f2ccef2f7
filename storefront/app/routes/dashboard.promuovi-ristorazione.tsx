import { redirect } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.promuovi-ristorazione';
import { parseLang } from '../lib/guards';

export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(`/${parseLang(params.lang, pageUrl(request))}/dashboard/ristorazione/crea`);
}
