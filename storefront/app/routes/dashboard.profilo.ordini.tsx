import { Link, useLoaderData } from 'react-router';
import { z } from 'zod';
import { formatDate } from '@city/design-system';
import type { Route } from './+types/dashboard.profilo.ordini';
import { api } from '../lib/api/request.server';
import { orderSchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { Page, Price, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  return {
    orders: await api(args.context).shop.request(
      { path: '/me/ordini', params: { limit: 50 } },
      z.array(orderSchema),
    ),
  };
}

export const meta = commerceMeta('orders');

export default function OrdersPage() {
  const t = useT();
  const lang = useLang();
  const { orders } = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.orders')}>
      {orders.length === 0 ? <p>{t('commerce.dashboard.noOrders')}</p> : null}
      {orders.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.hint}>{t('commerce.dashboard.ordersCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('commerce.dashboard.orderNumber')}</th>
              <th scope="col">{t('commerce.fields.date')}</th>
              <th scope="col">{t('commerce.dashboard.status')}</th>
              <th scope="col">{t('commerce.cart.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to={`/${lang}/checkout/success/${order.id}`}>{order.numero}</Link>
                </td>
                <td>{formatDate(order.date_created, lang)}</td>
                <td>{t(`commerce.orderStatus.${order.status}`)}</td>
                <td>
                  <Price cents={order.da_pagare} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Page>
  );
}
