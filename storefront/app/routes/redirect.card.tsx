import { redirect } from 'react-router';
import type { Route } from './+types/redirect.card';

/** Product 5969 is the Torino Piemonte Card: the three old card pages lead to it. */
export const cardProductId = 5969;

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.lang}/l/prodotti/${cardProductId}`, 301);
}
