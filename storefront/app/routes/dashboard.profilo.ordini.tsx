import { useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.profilo.ordini';
import { api } from '../lib/api/request.server';
import { orderSchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { OrdersScreen } from '../features/account/OrdersScreen';
import { staticPage } from '../lib/static-page';

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

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function OrdersPage() {
  return <OrdersScreen orders={useLoaderData<typeof loader>().orders} />;
}
