import { redirect } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.logout';
import { parseLang } from '../lib/guards';
import { assertSameOrigin, endSession } from '../lib/session.server';

/** Logging out is a POST from a form of this site: it revokes the refresh token and clears the cookies. */
export async function action({ request, params }: Route.ActionArgs) {
  const lang = parseLang(params.lang, pageUrl(request));
  assertSameOrigin(request);
  const headers = new Headers();
  for (const cookie of await endSession(request)) headers.append('Set-Cookie', cookie);
  return redirect(`/${lang}/dashboard/login?uscito=1`, { headers });
}

export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(`/${parseLang(params.lang, pageUrl(request))}/dashboard`);
}
