import { Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard._index';
import { api } from '../lib/api/request.server';
import { hasRole } from '../lib/guards/roles';
import { runGuards } from '../lib/guards/run.server';
import { Page, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const viewer = await api(args.context).viewer();
  return {
    name: viewer.firstName ?? viewer.email ?? '',
    sections: {
      outdoor: hasRole(viewer, 'outdoor'),
      incoming: hasRole(viewer, 'incoming'),
      organiser: hasRole(viewer, 'organiser'),
      restaurateur: hasRole(viewer, 'restaurateur'),
      loyalty: hasRole(viewer, 'loyalty'),
    },
  };
}

export const meta = commerceMeta('dashboard');

export default function DashboardPage() {
  const t = useT();
  const lang = useLang();
  const { name, sections } = useLoaderData<typeof loader>();
  const base = `/${lang}/dashboard`;
  const links: Array<[string, string]> = [
    [`${base}/me`, 'commerce.titles.me'],
    [`${base}/profilo/modifica`, 'commerce.titles.profileEdit'],
    [`${base}/profilo/ordini`, 'commerce.titles.orders'],
    [`${base}/profilo/prenotazioni`, 'commerce.titles.bookings'],
    [
      sections.loyalty ? `${base}/profilo/card` : `${base}/armonia/acquista`,
      sections.loyalty ? 'commerce.titles.card' : 'commerce.titles.loyaltyBuy',
    ],
  ];
  if (sections.loyalty)
    links.push([`${base}/armonia/calendario`, 'commerce.titles.loyaltyCalendar']);
  if (sections.outdoor) links.push([`${base}/outdoor`, 'commerce.titles.outdoorList']);
  if (sections.incoming) links.push([`${base}/incoming`, 'commerce.titles.incomingList']);
  if (sections.organiser) links.push([`${base}/appuntamenti`, 'commerce.titles.organiserList']);
  if (sections.restaurateur) links.push([`${base}/ristorazione`, 'commerce.titles.restaurantList']);
  links.push([`${base}/promuovi-evento`, 'commerce.titles.promoteEvent']);
  return (
    <Page title={t('commerce.titles.dashboard')} intro={t('commerce.dashboard.welcome', { name })}>
      <nav aria-label={t('commerce.dashboard.menu')}>
        <ul className={styles.list}>
          {links.map(([to, key]) => (
            <li key={to}>
              <Link to={to}>{t(key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" action={`${base}/logout`}>
        <button type="submit" className={styles.secondaryButton}>
          {t('commerce.login.logout')}
        </button>
      </Form>
    </Page>
  );
}
