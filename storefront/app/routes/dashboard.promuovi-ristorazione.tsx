import { redirect } from 'react-router';
import type { Route } from './+types/dashboard.promuovi-ristorazione';
import { parseLang } from '../lib/guards';

export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(`/${parseLang(params.lang, new URL(request.url))}/dashboard/ristorazione/crea`);
}
