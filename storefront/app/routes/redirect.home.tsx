import { redirect } from 'react-router';
import type { Route } from './+types/redirect.home';

/** /visit, /visita and /decouvrir lead to the home page of the language. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.lang}`, 301);
}
