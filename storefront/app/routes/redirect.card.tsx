import { redirect } from 'react-router';
import { isLocale } from '../lib/i18n/config';
import type { Route } from './+types/redirect.card';

/** Product 5969 is the Torino Piemonte Card: the three old card pages lead to it. */
export const cardProductId = 5969;

export function loader({ params }: Route.LoaderArgs) {
  // The prefix is checked here too: this loader runs beside the language layout's, not after it.
  if (!isLocale(params.lang)) throw new Response('Page Not Found', { status: 404 });
  return redirect(`/${params.lang}/l/prodotti/${cardProductId}`, 301);
}
