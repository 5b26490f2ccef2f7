import { Link, useLoaderData } from 'react-router';
import { z } from 'zod';
import { formatDateTime, formatTime } from '@city/design-system';
import type { Route } from './+types/dashboard.appuntamenti.$id';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { Page, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

/** A slot key `yyyyMMddHHmm` as the wall-clock `yyyy-MM-ddTHH:mm` the date formatters read. */
function slotWallClock(key: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(key);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}` : key;
}

const detailSchema = z.object({
  slots: z.array(
    z.object({
      id: z.number(),
      data: z.string(),
      capacita: z.number(),
      prenotati: z.number(),
      ammessi: z.number().default(0),
      in_attesa: z.number().default(0),
      prenotazioni: z
        .array(
          z.object({
            id: z.number(),
            posti: z.number(),
            stato: z.string(),
            nome: z.string().nullable().optional(),
            email: z.string().nullable().optional(),
          }),
        )
        .default([]),
      coda: z
        .array(
          z.object({
            session_id: z.string(),
            status: z.string(),
            admitted: z.boolean(),
            position: z.number(),
            expiration_date: z.string().nullable(),
            posti: z.number(),
          }),
        )
        .default([]),
    }),
  ),
});

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['organiser']);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    return {
      id,
      detail: await api(args.context).shop.request(
        { path: `/operatori/appuntamenti/${id}/prenotazioni` },
        detailSchema,
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('organiserDetail');

export default function OrganiserDetailPage() {
  const t = useT();
  const lang = useLang();
  const { id, detail } = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.organiserDetail')}>
      <Link to={`/${lang}/dashboard/appuntamenti/modifica/${id}`}>
        {t('commerce.titles.organiserEdit')}
      </Link>
      {detail.slots.length === 0 ? <p>{t('commerce.operators.noSlots')}</p> : null}
      {detail.slots.map((slot) => (
        <section key={slot.id} aria-labelledby={`slot-${slot.id}`} className={styles.card}>
          <h2 id={`slot-${slot.id}`}>{formatDateTime(slotWallClock(slot.data), lang)}</h2>
          <p>
            {t('commerce.operators.slotSummary', {
              capacity: slot.capacita,
              booked: slot.prenotati,
              admitted: slot.ammessi,
              waiting: slot.in_attesa,
            })}
          </p>
          <h3>{t('commerce.operators.bookings')}</h3>
          {slot.prenotazioni.length === 0 ? <p>{t('commerce.dashboard.noBookings')}</p> : null}
          <ul>
            {slot.prenotazioni.map((booking) => (
              <li key={booking.id}>
                {booking.nome ?? booking.email ?? `#${booking.id}`} ·{' '}
                {t('commerce.success.places', { count: booking.posti })} ·{' '}
                {t(`commerce.bookingStatus.${booking.stato}`, { defaultValue: booking.stato })}
              </li>
            ))}
          </ul>
          <h3>{t('commerce.operators.queue')}</h3>
          {slot.coda.length === 0 ? <p>{t('commerce.operators.queueEmpty')}</p> : null}
          <ol>
            {slot.coda.map((entry) => (
              <li key={entry.session_id}>
                {entry.admitted
                  ? t('commerce.operators.admitted')
                  : t('commerce.queue.position', { position: entry.position })}{' '}
                · {t('commerce.success.places', { count: entry.posti })}
                {entry.expiration_date
                  ? ` · ${t('commerce.operators.until', { time: formatTime(entry.expiration_date, lang) })}`
                  : ''}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Page>
  );
}
