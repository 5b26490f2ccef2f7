import type { Route } from './+types/checkout._index';
import { CheckoutScreen, checkoutMessagePaths } from '../features/checkout/CheckoutScreen';
import { Island } from '../components/Island';
import { api } from '../lib/api/request.server';
import { runGuards } from '../lib/guards/run.server';
import { staticPage } from '../lib/static-page';
import { screenMessages } from '../lib/i18n/messages.server';
import { message } from '../lib/seo/page.server';
import { EmptyCart, useT } from '../features/commerce/screen';
import { commerceMeta, useLang } from '../features/commerce/forms';

/*
 * The checkout page, for signed-in visitors. The order is made of the cart in this browser's
 * storage, so the server renders the page around the form's frame and the checkout screen does
 * the rest in the browser. The page is not hydrated: on a first visit the page script loads the
 * screen alone in a React root (app/enhance/checkout.tsx) with the messages sent below, without
 * React Router; a client navigation from a hydrated page renders the same screen here. Orders go
 * to `/{lang}/checkout/ordine` (checkout.ordine.ts).
 */

export const handle = staticPage;

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['private-area']);
  const viewer = await api(args.context).viewer();
  return {
    email: viewer.email ?? '',
    messages: screenMessages(lang, checkoutMessagePaths),
    loadFailed: message(lang, 'commerce.checkout.loadFailed'),
  };
}

export const meta = commerceMeta('checkout');

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { email, messages, loadFailed } = loaderData;
  const emptyTitle = useT()('commerce.titles.checkout');
  return (
    <Island
      name="checkout"
      data={{ lang, messages, loadFailed, props: { email } }}
      empty={<EmptyCart title={emptyTitle} lang={lang} />}
    >
      {/* A placed order opens its page as a new document here too: what the checkout leaves
          behind (the pay button's pending announcement, the cart's store) goes with it. */}
      <CheckoutScreen lang={lang} email={email} go={(url) => window.location.assign(url)} />
    </Island>
  );
}
