import type { Route } from './+types/carrello';
import { CartScreen, cartMessagePaths } from '../features/cart/CartScreen';
import { Island } from '../components/Island';
import { pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { staticPage } from '../lib/static-page';
import { screenMessages } from '../lib/i18n/messages.server';
import { pageMeta } from '../lib/seo/meta';
import { message, seoBase } from '../lib/seo/page.server';
import { EmptyCart, useT } from '../features/commerce/screen';
import { useLang } from '../features/commerce/forms';

/*
 * The cart page. Its items live in the browser (spec: the cart persists in local storage), so the
 * server renders the page around a reading status and the cart screen does the rest in the
 * browser. The page is not hydrated: on a first visit the page script loads the cart screen
 * alone in a React root (app/enhance/cart.tsx) with the messages sent below, without React
 * Router; a client navigation from a hydrated page renders the same screen here. Prices come
 * from the server through `/{lang}/carrello/prezzi` (carrello.prezzi.ts).
 */

export const handle = staticPage;

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['cart']);
  return {
    codice: pageUrl(args.request).searchParams.get('codice'),
    messages: screenMessages(lang, cartMessagePaths),
    loadFailed: message(lang, 'commerce.cart.loadFailed'),
    // The cart is the same page for every visitor (its items live in the browser), so it is
    // indexable with its own canonical, never one carrying a promo code (see README, SEO).
    seo: {
      ...seoBase(args.request, lang),
      title: message(lang, 'commerce.titles.cart'),
      description: message(lang, 'commerce.meta.cartDescription'),
      path: `/${lang}/carrello`,
      alternates: { it: '/it/carrello', en: '/en/carrello', fr: '/fr/carrello' },
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { codice, messages, loadFailed } = loaderData;
  const emptyTitle = useT()('commerce.titles.cart');
  return (
    <Island
      name="cart"
      data={{ lang, messages, loadFailed, props: { codice } }}
      empty={<EmptyCart title={emptyTitle} lang={lang} />}
    >
      <CartScreen lang={lang} linkedCode={codice} />
    </Island>
  );
}
