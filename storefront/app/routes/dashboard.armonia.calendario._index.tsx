import { Link, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.armonia.calendario._index';
import { api } from '../lib/api/request.server';
import { calendarActivitySchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { Page, localized, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  return {
    activities: await api(args.context).shop.request(
      { path: '/armonia/calendario' },
      z.array(calendarActivitySchema),
    ),
  };
}

export const meta = commerceMeta('loyaltyCalendar');

export default function LoyaltyCalendarPage() {
  const t = useT();
  const lang = useLang();
  const { activities } = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.loyaltyCalendar')}>
      {activities.length === 0 ? <p>{t('commerce.loyalty.noActivities')}</p> : null}
      <ul className={styles.list}>
        {activities.map((activity) => (
          <li key={activity.slug} className={styles.card}>
            <Link to={`/${lang}/dashboard/armonia/calendario/${activity.slug}`}>
              {localized(activity.nome, lang)}
            </Link>
            <span>{t('commerce.loyalty.dates', { count: activity.date.length })}</span>
          </li>
        ))}
      </ul>
    </Page>
  );
}
