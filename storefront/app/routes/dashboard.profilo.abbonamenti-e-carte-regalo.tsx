import { useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.profilo.abbonamenti-e-carte-regalo';
import { api } from '../lib/api/request.server';
import { passSchema } from '../lib/api/product';
import { runGuards } from '../lib/guards/run.server';
import { commerceMeta } from '../features/commerce/forms';
import { HoldingsScreen } from '../features/account/HoldingsScreen';
import { giftSchema } from '../features/account/data';
import { staticPage } from '../lib/static-page';

/** Passes and gift cards of any signed-in user (`GET /shop/me/abbonamenti`, `/me/carte-regalo`). */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const shop = api(args.context).shop;
  const [passes, gifts] = await Promise.all([
    shop.request({ path: '/me/abbonamenti' }, z.array(passSchema)),
    shop.request({ path: '/me/carte-regalo' }, z.array(giftSchema)),
  ]);
  return { passes, gifts };
}

export const meta = commerceMeta('holdings');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function HoldingsPage() {
  return <HoldingsScreen {...useLoaderData<typeof loader>()} />;
}
