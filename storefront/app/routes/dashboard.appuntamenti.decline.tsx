import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.appuntamenti.decline';
import { parseLang } from '../lib/guards';
import { commerceMeta } from '../features/commerce/forms';
import { DeclineScreen } from '../features/operators/DeclineScreen';
import { staticPage } from '../lib/static-page';

/** Landing page of an organiser who declines the invitation to publish appointments; no guard. */
export function loader({ request, params }: Route.LoaderArgs) {
  parseLang(params.lang, pageUrl(request));
  return null;
}

export const meta = commerceMeta('organiserDecline');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function DeclinePage() {
  return <DeclineScreen />;
}
