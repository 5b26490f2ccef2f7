import { Link } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.appuntamenti.decline';
import { parseLang } from '../lib/guards';
import { Page, useLang, useT, commerceMeta } from '../features/commerce/forms';

/** Landing page of an organiser who declines the invitation to publish appointments; no guard. */
export function loader({ request, params }: Route.LoaderArgs) {
  parseLang(params.lang, pageUrl(request));
  return null;
}

export const meta = commerceMeta('organiserDecline');

export default function DeclinePage() {
  const t = useT();
  const lang = useLang();
  return (
    <Page title={t('commerce.titles.organiserDecline')} intro={t('commerce.operators.declined')}>
      <Link to={`/${lang}`}>{t('commerce.cart.continueShopping')}</Link>
    </Page>
  );
}
