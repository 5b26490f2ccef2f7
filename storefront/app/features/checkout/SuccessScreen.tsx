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
import type { Order } from '../../lib/api/product';
import { slotKeyDate } from '../../lib/domain/queue';
import { localized, useLang, useT } from '../commerce/forms';

/** A slot key yyyyMMddHHmm (Europe/Rome wall clock) or an ISO date, as text. */
function whenOf(value: string, lang: 'it' | 'en' | 'fr'): string {
  const day = slotKeyDate(value);
  if (day)
    return `${formatDate(`${day}T12:00:00Z`, lang)} ${value.slice(8, 10)}:${value.slice(10, 12)}`;
  return formatDate(value, lang);
}

/** How the order's state is told: paid is good news, a stopped order needs attention. */
const statusTone: Record<OrderStatus, AlertTone> = {
  paid: 'success',
  pending: 'info',
  refunded: 'info',
  cancelled: 'warning',
  failed: 'warning',
};

/** The order's page after checkout: its state, its lines and what it issued. */
export function SuccessScreen({ order }: { order: Order }) {
  const t = useT();
  const lang = useLang();
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
