import { useLoaderData } from 'react-router';
import {
  Alert,
  IssuedItems,
  Link,
  OrderSummary,
  PageLayout,
  formatDate,
  formatPrice,
} from '@city/design-system';
import type { AlertTone, OrderStatus } from '@city/design-system';
import type { Route } from './+types/checkout.success.$ordine';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { slotKeyDate } from '../lib/domain/queue';
import { parseLang } from '../lib/guards';
import { notFound, pageUrl } from '../lib/guards/responses';
import { localized, useLang, useT, commerceMeta } from '../features/commerce/forms';

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

/** How the order's state is told: paid is good news, a stopped order needs attention. */
const statusTone: Record<OrderStatus, AlertTone> = {
  paid: 'success',
  pending: 'info',
  refunded: 'info',
  cancelled: 'warning',
  failed: 'warning',
};

export default function SuccessPage() {
  const t = useT();
  const lang = useLang();
  const { order } = useLoaderData<typeof loader>();
  const issued = order.emessi;
  return (
    <PageLayout title={t('commerce.titles.success')}>
      <Alert tone={statusTone[order.status]}>
        {order.status === 'paid'
          ? t('commerce.success.paid', { numero: order.numero })
          : t(`commerce.success.status.${order.status}`, { numero: order.numero })}
      </Alert>
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
        <IssuedItems
          title={t('commerce.success.giftCards')}
          items={issued.carte_regalo.map((card) => ({
            id: card.codice,
            code: card.codice,
            details: [formatPrice(card.saldo, lang), ...(card.email ? [card.email] : [])],
          }))}
        />
      ) : null}
      {issued.abbonamenti?.length ? (
        <IssuedItems
          title={t('commerce.success.passes')}
          items={issued.abbonamenti.map((pass) => ({
            id: String(pass.id),
            code: pass.codice,
            details: [`${pass.first_name} ${pass.last_name}`],
          }))}
        />
      ) : null}
      {issued.prenotazioni?.length ? (
        <IssuedItems
          title={t('commerce.success.bookings')}
          items={issued.prenotazioni.map((booking) => ({
            id: String(booking.id),
            details: [
              whenOf(booking.data, lang),
              t('commerce.success.places', { count: booking.posti }),
            ],
          }))}
        />
      ) : null}
      <Link href={`/${lang}/dashboard/profilo/ordini`} variant="standalone">
        {t('commerce.success.toOrders')}
      </Link>
    </PageLayout>
  );
}
