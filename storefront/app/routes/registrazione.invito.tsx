import { redirect } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/registrazione.invito';
import { parseLang } from '../lib/guards';
import { authMiddleware } from '../lib/session.server';

/** Invite links land here: forward email and token to the dashboard invite registration. */
/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export function loader({ request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  const forward = new URLSearchParams();
  for (const name of ['email', 'token']) {
    const value = url.searchParams.get(name);
    if (value !== null) forward.set(name, value);
  }
  const query = forward.toString();
  return redirect(`/${lang}/dashboard/registrazione/invito${query ? `?${query}` : ''}`);
}
