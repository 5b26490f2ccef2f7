import { Link, useLoaderData } from 'react-router';
import { formatDateTime } from '@city/design-system';
import type { Route } from './+types/dashboard.armonia.calendario.$slug._index';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { calendarActivitySchema } from '../lib/api/product';
import { hasPlaces, placesText } from '../lib/domain/places';
import { slugPattern } from '../lib/guards/booking';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { Page, localized, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const url = pageUrl(args.request);
  const slug = args.params.slug ?? '';
  if (!slugPattern.test(slug)) notFound(url);
  try {
    return {
      activity: await api(args.context).shop.request(
        { path: `/armonia/calendario/${slug}` },
        calendarActivitySchema,
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('loyaltyActivity');

export default function LoyaltyActivityPage() {
  const t = useT();
  const lang = useLang();
  const { activity } = useLoaderData<typeof loader>();
  return (
    <Page title={localized(activity.nome, lang)}>
      <ul className={styles.list}>
        {activity.date.map((date) => (
          <li key={date.id} className={styles.card}>
            <span>{formatDateTime(date.inizio ?? date.data, lang)}</span>
            <span>
              {date.prenotata
                ? t('commerce.loyalty.booked')
                : hasPlaces(date.disponibili)
                  ? placesText(t, date.disponibili)
                  : t('commerce.lineErrors.SOLD_OUT')}
            </span>
          </li>
        ))}
      </ul>
      <Link
        className={styles.button}
        to={`/${lang}/dashboard/armonia/calendario/${activity.slug}/prenota`}
      >
        {t('commerce.loyalty.book')}
      </Link>
    </Page>
  );
}
