import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.appuntamenti.decline';
import { parseLang } from '../lib/guards';
import { commerceMeta } from '../features/commerce/forms';
import { DeclineScreen } from '../features/operators/DeclineScreen';

/** Landing page of an organiser who declines the invitation to publish appointments; no guard. */
export function loader({ request, params }: Route.LoaderArgs) {
  parseLang(params.lang, pageUrl(request));
  return null;
}

export const meta = commerceMeta('organiserDecline');

export default function DeclinePage() {
  return <DeclineScreen />;
}
