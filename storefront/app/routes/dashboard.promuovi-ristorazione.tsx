import { redirect } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.promuovi-ristorazione';
import { parseLang } from '../lib/guards';
import { staticPage } from '../lib/static-page';

export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(`/${parseLang(params.lang, pageUrl(request))}/dashboard/ristorazione/crea`);
}

/** Only a redirect; its error page, if any, is server HTML too (README, "Which pages are hydrated"). */
export const handle = staticPage;
