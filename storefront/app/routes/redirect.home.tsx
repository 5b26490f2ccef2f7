import { redirect } from 'react-router';
import { isLocale } from '../lib/i18n/config';
import type { Route } from './+types/redirect.home';

/** /visit, /visita and /decouvrir lead to the home page of the language. */
export function loader({ params }: Route.LoaderArgs) {
  // The prefix is checked here too: this loader runs beside the language layout's, not after it.
  if (!isLocale(params.lang)) throw new Response('Page Not Found', { status: 404 });
  return redirect(`/${params.lang}`, 301);
}
