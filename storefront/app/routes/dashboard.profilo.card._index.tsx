import { useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.profilo.card._index';
import { api } from '../lib/api/request.server';
import { armoniaMiaSchema, passSchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { CardScreen } from '../features/account/CardScreen';
import { giftSchema } from '../features/account/data';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area', 'loyalty-cards']);
  const [card, passes, gifts] = await Promise.all([
    api(args.context).shop.request({ path: '/armonia/mia' }, armoniaMiaSchema),
    api(args.context)
      .shop.request({ path: '/me/abbonamenti' }, z.array(passSchema))
      .catch(() => []),
    api(args.context)
      .shop.request({ path: '/me/carte-regalo' }, z.array(giftSchema))
      .catch(() => []),
  ]);
  return { card: card.card, passes, gifts };
}

export const meta = commerceMeta('card');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function CardPage() {
  return <CardScreen {...useLoaderData<typeof loader>()} />;
}
