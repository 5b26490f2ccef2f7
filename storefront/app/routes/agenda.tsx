import { redirect } from 'react-router';
import type { Route } from './+types/agenda';
import { isLocale } from '../lib/i18n/config';

/** /agenda is the events agenda: the search on events, next dates first, past ones hidden. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw new Response('Page Not Found', { status: 404 });
  return redirect(`/${params.lang}/cerca?type=eventi`, 302);
}
