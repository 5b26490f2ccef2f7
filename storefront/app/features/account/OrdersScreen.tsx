import { DataTable, EmptyState, Link, formatDate, formatPrice } from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from './AccountPage';
import type { Order } from './data';

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
            { id: 'total', label: t('commerce.cart.total'), align: 'end' },
          ]}
          rows={orders.map((order) => ({
            id: order.id,
            cells: {
              number: <Link href={`/${lang}/checkout/success/${order.id}`}>{order.numero}</Link>,
              date: formatDate(order.date_created, lang),
              status: t(`commerce.orderStatus.${order.status}`),
              total: formatPrice(order.da_pagare, lang),
            },
          }))}
        />
      )}
    </AccountPage>
  );
}
