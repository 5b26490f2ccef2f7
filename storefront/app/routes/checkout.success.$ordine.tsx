import { Link, useLoaderData } from 'react-router';
import { OrderSummary, formatDate } from '@city/design-system';
import type { Route } from './+types/checkout.success.$ordine';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { slotKeyDate } from '../lib/domain/queue';
import { parseLang } from '../lib/guards';
import { notFound, pageUrl } from '../lib/guards/responses';
import {
  Page,
  Price,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

/** A slot key yyyyMMddHHmm (Europe/Rome wall clock) or an ISO date, as text. */
function whenOf(value: string, lang: 'it' | 'en' | 'fr'): string {
  const day = slotKeyDate(value);
  if (day)
    return `${formatDate(`${day}T12:00:00Z`, lang)} ${value.slice(8, 10)}:${value.slice(10, 12)}`;
  return formatDate(value, lang);
}

const orderId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  parseLang(params.lang, url);
  const id = params.ordine ?? '';
  if (!orderId.test(id)) notFound(url);
  try {
    return { order: await api(context).shop.readOrder(id, url.searchParams.get('token')) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('success');

export default function SuccessPage() {
  const t = useT();
  const lang = useLang();
  const { order } = useLoaderData<typeof loader>();
  const issued = order.emessi;
  return (
    <Page title={t('commerce.titles.success')}>
      <p role="status">
        {order.status === 'paid'
          ? t('commerce.success.paid', { numero: order.numero })
          : t(`commerce.success.status.${order.status}`, { numero: order.numero })}
      </p>
      <OrderSummary
        orderId={order.numero}
        status={order.status}
        createdAt={order.date_created}
        lines={order.righe.map((line) => ({
          id: String(line.id),
          title: localized(line.nome, lang),
          details: line.data ? [whenOf(line.data, lang)] : [],
          quantity: line.quantita,
          totalCents: line.totale,
        }))}
        discountCents={order.sconto_promo > 0 ? order.sconto_promo : null}
        totalCents={order.da_pagare}
        labels={{ total: t('commerce.cart.toPay'), discount: t('commerce.cart.discount') }}
      />
      {issued.carte_regalo?.length ? (
        <section aria-labelledby="issued-cards" className={styles.card}>
          <h2 id="issued-cards">{t('commerce.success.giftCards')}</h2>
          <ul>
            {issued.carte_regalo.map((card) => (
              <li key={card.codice}>
                <code>{card.codice}</code> · <Price cents={card.saldo} />
                {card.email ? ` · ${card.email}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {issued.abbonamenti?.length ? (
        <section aria-labelledby="issued-passes" className={styles.card}>
          <h2 id="issued-passes">{t('commerce.success.passes')}</h2>
          <ul>
            {issued.abbonamenti.map((pass) => (
              <li key={pass.id}>
                <code>{pass.codice}</code> · {pass.first_name} {pass.last_name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {issued.prenotazioni?.length ? (
        <section aria-labelledby="issued-bookings" className={styles.card}>
          <h2 id="issued-bookings">{t('commerce.success.bookings')}</h2>
          <ul>
            {issued.prenotazioni.map((booking) => (
              <li key={booking.id}>
                {whenOf(booking.data, lang)} ·{' '}
                {t('commerce.success.places', { count: booking.posti })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link to={`/${lang}/dashboard/profilo/ordini`}>{t('commerce.success.toOrders')}</Link>
    </Page>
  );
}
