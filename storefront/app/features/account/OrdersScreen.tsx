import { DataTable, EmptyState, Link, formatDate, formatPrice } from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import type { Lang } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from './AccountPage';
import type { Order } from './data';

/**
 * What the orders list says beside the state: lines cancelled after the order and refunds (their
 * amount and whether they went through), in the page's language.
 */
export function orderNotes(order: Order, t: ReturnType<typeof useT>, lang: Lang): string[] {
  const notes: string[] = [];
  const cancelled = order.righe.filter((line) => line.stato === 'cancelled').length;
  if (cancelled > 0 && order.status !== 'cancelled' && order.status !== 'refunded')
    notes.push(t('commerce.dashboard.linesCancelled', { count: cancelled }));
  for (const refund of order.rimborsi)
    notes.push(
      t(`commerce.dashboard.refund.${refund.stato}`, {
        amount: formatPrice(refund.importo + (refund.importo_carta_regalo ?? 0), lang),
      }),
    );
  return notes;
}

export function OrdersScreen({ orders }: { orders: ReadonlyArray<Order> }) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.orders');
  const trail = useDashboardTrail(lang, { label: title, path: '/profilo/ordini' });
  return (
    <AccountPage title={title} trail={trail}>
      {orders.length === 0 ? (
        <EmptyState icon="ticket" title={t('commerce.dashboard.noOrders')} />
      ) : (
        <DataTable
          caption={t('commerce.dashboard.ordersCaption')}
          columns={[
            {
              id: 'number',
              label: t('commerce.dashboard.orderNumber'),
              isRowHeader: true,
              noWrap: true,
            },
            { id: 'date', label: t('commerce.fields.date') },
            { id: 'status', label: t('commerce.dashboard.status') },
            { id: 'notes', label: t('commerce.dashboard.orderNotes') },
            { id: 'total', label: t('commerce.cart.total'), align: 'end' },
          ]}
          rows={orders.map((order) => ({
            id: order.id,
            cells: {
              number: <Link href={`/${lang}/checkout/success/${order.id}`}>{order.numero}</Link>,
              date: formatDate(order.date_created, lang),
              status: t(`commerce.orderStatus.${order.status}`),
              notes: orderNotes(order, t, lang).join(' · '),
              total: formatPrice(order.da_pagare, lang),
            },
          }))}
        />
      )}
    </AccountPage>
  );
}
