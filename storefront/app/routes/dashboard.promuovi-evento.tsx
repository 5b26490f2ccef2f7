import { Link } from 'react-router';
import type { Route } from './+types/dashboard.promuovi-evento';
import { runGuards } from '../lib/guards/run.server';
import { Page, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  return null;
}

export const meta = commerceMeta('promoteEvent');

/** How to promote an event: organisers publish appointments, venues and operators use their own listings. */
export default function PromoteEventPage() {
  const t = useT();
  const lang = useLang();
  return (
    <Page title={t('commerce.titles.promoteEvent')} intro={t('commerce.operators.promoteIntro')}>
      <ul className={styles.list}>
        <li>
          <Link to={`/${lang}/dashboard/appuntamenti/crea`}>
            {t('commerce.titles.organiserCreate')}
          </Link>
        </li>
        <li>
          <Link to={`/${lang}/dashboard/outdoor/registrazione`}>
            {t('commerce.titles.outdoorRegister')}
          </Link>
        </li>
        <li>
          <Link to={`/${lang}/dashboard/incoming/registrazione`}>
            {t('commerce.titles.incomingRegister')}
          </Link>
        </li>
        <li>
          <Link to={`/${lang}/dashboard/ristorazione/crea`}>
            {t('commerce.titles.restaurantCreate')}
          </Link>
        </li>
      </ul>
    </Page>
  );
}
