import { redirect } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.promuovi-ristorazione';
import { parseLang } from '../lib/guards';
import { authMiddleware } from '../lib/session.server';

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(`/${parseLang(params.lang, pageUrl(request))}/dashboard/ristorazione/crea`);
}
