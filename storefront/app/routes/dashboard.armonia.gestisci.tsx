import { Form, Link, data, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import { formatDate, formatDateTime } from '@city/design-system';
import type { Route } from './+types/dashboard.armonia.gestisci';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { armoniaMiaSchema, localizedSchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import {
  type ActionResult,
  FormMessage,
  Page,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

const bookingSchema = z
  .object({
    id: z.number(),
    card_armonia: z.number().nullable().optional(),
    inizio: z.string().nullable().optional(),
    data: z.string().nullable().optional(),
    stato: z.string(),
    nome: z.union([localizedSchema, z.string()]).nullable().optional(),
  })
  .passthrough();

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  const [mine, bookings] = await Promise.all([
    api(args.context).shop.request({ path: '/armonia/mia' }, armoniaMiaSchema),
    api(args.context)
      .shop.request({ path: '/me/prenotazioni' }, z.array(bookingSchema))
      .catch(() => []),
  ]);
  return { card: mine.card, bookings: bookings.filter((booking) => booking.card_armonia) };
}

export async function action(args: Route.ActionArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  assertSameOrigin(args.request);
  const id = Number((await args.request.formData()).get('prenotazione'));
  if (!Number.isInteger(id) || id < 1)
    return data<ActionResult>({ formError: 'commerce.loyalty.cancelFailed' }, { status: 400 });
  try {
    await api(args.context).shop.request(
      { method: 'DELETE', path: `/armonia/prenotazioni/${id}` },
      z.unknown(),
    );
    return data<ActionResult>({ ok: true, notice: 'commerce.loyalty.cancelled' });
  } catch (error) {
    return data<ActionResult>(
      { formError: 'commerce.loyalty.cancelFailed' },
      { status: error instanceof ApiError ? error.status : 502 },
    );
  }
}

export const meta = commerceMeta('loyaltyManage');

export default function LoyaltyManagePage() {
  const t = useT();
  const lang = useLang();
  const { card, bookings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Page title={t('commerce.titles.loyaltyManage')}>
      <FormMessage tone="error">{result?.formError ? t(result.formError) : null}</FormMessage>
      <FormMessage tone="notice">{result?.notice ? t(result.notice) : null}</FormMessage>
      {card ? (
        <p className={styles.card}>
          <code>{card.codice}</code> ·{' '}
          {t('commerce.loyalty.validity', {
            from: formatDate(card.valida_dal, lang),
            to: formatDate(card.valida_al, lang),
          })}
        </p>
      ) : null}
      <Link to={`/${lang}/dashboard/armonia/calendario`}>
        {t('commerce.titles.loyaltyCalendar')}
      </Link>
      <h2>{t('commerce.loyalty.myBookings')}</h2>
      {bookings.length === 0 ? <p>{t('commerce.dashboard.noBookings')}</p> : null}
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <li key={booking.id} className={styles.card}>
            <strong>{localized(booking.nome ?? '', lang)}</strong>
            {(booking.inizio ?? booking.data) ? (
              <span>{formatDateTime(booking.inizio ?? booking.data ?? '', lang)}</span>
            ) : null}
            <span>
              {t(`commerce.bookingStatus.${booking.stato}`, { defaultValue: booking.stato })}
            </span>
            {booking.stato === 'confermata' ? (
              <Form method="post">
                <input type="hidden" name="prenotazione" value={booking.id} />
                <button type="submit" className={styles.secondaryButton}>
                  {t('commerce.loyalty.cancel')}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </Page>
  );
}
