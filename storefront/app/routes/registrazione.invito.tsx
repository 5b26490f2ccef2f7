import { redirect } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/registrazione.invito';
import { parseLang } from '../lib/guards';
import { staticPage } from '../lib/static-page';
import { inviteRegistrationPath } from '../lib/auth-invite';

/** Invite links land here: forward email and token to the dashboard invite registration. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  return redirect(inviteRegistrationPath(parseLang(params.lang, url), url));
}

/** Only a redirect; its error page, if any, is server HTML too (README, "Which pages are hydrated"). */
export const handle = staticPage;
