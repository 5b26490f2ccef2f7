import { useLoaderData } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '@city/design-system';
import type { Route } from './+types/dashboard.profilo.prenotazioni';
import { api } from '../lib/api/request.server';
import { localizedSchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { Page, localized, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

const bookingSchema = z
  .object({
    id: z.number(),
    tipo: z.string(),
    data: z.string().nullable().optional(),
    inizio: z.string().nullable().optional(),
    posti: z.number().default(1),
    stato: z.string(),
    nome: z.union([localizedSchema, z.string()]).nullable().optional(),
  })
  .passthrough();

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  return {
    bookings: await api(args.context).shop.request(
      { path: '/me/prenotazioni' },
      z.array(bookingSchema),
    ),
  };
}

export const meta = commerceMeta('bookings');

export default function BookingsPage() {
  const t = useT();
  const lang = useLang();
  const { bookings } = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.bookings')}>
      {bookings.length === 0 ? <p>{t('commerce.dashboard.noBookings')}</p> : null}
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <li key={booking.id} className={styles.card}>
            <strong>
              {localized(booking.nome ?? '', lang) ||
                t(`commerce.bookingTypes.${booking.tipo}`, { defaultValue: booking.tipo })}
            </strong>
            {(booking.inizio ?? booking.data) ? (
              <span>{formatDateTime(booking.inizio ?? booking.data ?? '', lang)}</span>
            ) : null}
            <span>{t('commerce.success.places', { count: booking.posti })}</span>
            <span>
              {t(`commerce.bookingStatus.${booking.stato}`, { defaultValue: booking.stato })}
            </span>
          </li>
        ))}
      </ul>
    </Page>
  );
}
