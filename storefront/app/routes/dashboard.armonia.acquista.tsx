import { useLoaderData } from 'react-router';
import { z } from 'zod';
import { api } from '../lib/api/request.server';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.armonia.acquista';
import { parseLang } from '../lib/guards';
import { commerceMeta } from '../features/commerce/forms';
import { LoyaltyBuyScreen } from '../features/loyalty/LoyaltyBuyScreen';
import { loyaltyProductSchema } from '../features/loyalty/data';
import { staticPage } from '../lib/static-page';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  parseLang(params.lang, pageUrl(request));
  const [products, viewer] = await Promise.all([
    api(context).publicShop.request({ path: '/armonia/prodotti' }, z.array(loyaltyProductSchema)),
    api(context).viewer(),
  ]);
  return { products, loggedIn: viewer.loggedIn };
}

export const meta = commerceMeta('loyaltyBuy');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function LoyaltyBuyPage() {
  return <LoyaltyBuyScreen {...useLoaderData<typeof loader>()} />;
}
