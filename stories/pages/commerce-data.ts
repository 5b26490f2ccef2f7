import type { Locale } from '@city/design-system';
import { listingShape } from '../../storefront/app/features/operators/listing';
import type { OperatorKind } from '../../storefront/app/features/operators/listing';
import type { PricingAnswer } from '../../storefront/app/features/cart/CartScreen';
import {
  appointmentPage,
  appointmentSummary,
} from '../../storefront/app/features/purchase/appointment.server';
import { bundlePage } from '../../storefront/app/features/purchase/bundle.server';
import { loadSummary } from '../../storefront/app/features/purchase/summary.server';
import { tourPage } from '../../storefront/app/features/purchase/tour.server';
import type { CartItem } from '../../storefront/app/lib/domain/cart';
import { pricingPayload } from '../../storefront/app/lib/domain/checkout';
import { sessionStorageKey } from '../../storefront/app/lib/domain/queue';
import { useCart } from '../../storefront/app/stores/cart';
import { useQueue } from '../../storefront/app/stores/queue';
import { fixtureContentClient, fixtureShopClient } from '../fixtures/pages/backend';

/*
 * The loader data of the purchase, cart, checkout and operator pages, and the storefront's own
 * endpoints their screens call in the browser, from the fixtures: the same product API requests
 * as the route modules (storefront/app/routes), through the storefront's shop client.
 */

const shop = fixtureShopClient();
/** The clients a purchase page's loader reads: the public shop and the content service. */
const clients = { publicShop: shop, content: fixtureContentClient() };

/** routes/acquista.$tipo.$id.tsx: a card of the price list with what it is. */
export async function productData(locale: Locale) {
  const product = await shop.listino('carte', 501);
  return {
    tipo: 'carte' as const,
    product,
    summary: await loadSummary(clients.content, locale, product),
  };
}

/** The day of the guided tour fixtures with two times, one of them almost full. */
export const TOUR_DAY = '2026-05-18';

/** routes/acquista.visite-guidate.$id.tsx: the guided tour, its days and times. */
export function tourData(locale: Locale) {
  return tourPage(clients, locale, 801, null);
}

/** The same with a day chosen (`?data=`): the day's times and the purchase form. */
export function tourDayData(locale: Locale) {
  return tourPage(clients, locale, 801, TOUR_DAY);
}

/** The day of the appointment fixtures whose afternoon is booked through the waiting queue. */
export const QUEUE_DAY = '2026-05-20';
/** That afternoon's time (slot key). */
export const QUEUE_SLOT = '202605201600';

/** routes/acquista.appuntamenti.$id.$data.tsx: the appointment with a day chosen. */
export function appointmentData(locale: Locale) {
  return appointmentPage(clients, locale, 901, QUEUE_DAY);
}

/** routes/acquista.appuntamenti.$id.$data.queue.tsx: the queue of a sold-out time, for two. */
export async function queueData(locale: Locale) {
  const { summary, price } = await appointmentSummary(clients, locale, 901);
  return { id: 901, slot: QUEUE_SLOT, posti: 2, day: QUEUE_DAY, summary, price };
}

/** routes/acquista.bundle.$id.tsx: the bundle and the days of its guided tour. */
export function bundleData(locale: Locale) {
  return bundlePage(clients, locale, 601);
}

/** The same with the day of its guided tour (the second item) chosen: its times and languages. */
export function bundleDayData(locale: Locale) {
  return bundlePage(clients, locale, 601, { days: [null, TOUR_DAY], months: [], focus: 1 });
}

/** features/operators/listing.server.ts listLoader: the operator's own listings of a kind. */
export async function listingsData(kind: OperatorKind) {
  return { listings: await shop.request({ path: `/operatori/${kind}` }, listingShape.array()) };
}

/** routes/carrello.prezzi.ts: the cart priced by the shop, as the cart screen receives it. */
export async function cartPricing(
  lang: Locale,
  body: { prodotti: CartItem[]; codice: string | null },
): Promise<PricingAnswer> {
  const priced = await shop.priceCart(pricingPayload(body.prodotti), body.codice, lang);
  return { items: priced.items as CartItem[] | null, scontoPromo: priced.scontoPromo };
}

/**
 * Puts lines in this browser's cart (as a visit to the shop leaves them) and answers the cart's
 * pricing requests; the returned function empties the cart and restores fetch. The store reads
 * the browser's storage first, so that the screen finds it read and keeps these lines whatever
 * another page of the same origin writes there meanwhile.
 */
export async function fillCart(lang: Locale, lines: CartItem[]): Promise<() => void> {
  await leaveQueues();
  await useCart.persist.rehydrate();
  useCart.setState({ items: lines, codicePromo: null, calcolando: false });
  const browserFetch = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === `/${lang}/carrello/prezzi` && typeof init?.body === 'string') {
      return Response.json(await cartPricing(lang, JSON.parse(init.body)));
    }
    return browserFetch(input, init);
  };
  return () => {
    window.fetch = browserFetch;
    useCart.setState({ items: [], codicePromo: null, calcolando: false });
  };
}

/**
 * Answers the site's queue endpoint (`/{lang}/acquista/coda`, routes/acquista.coda.tsx) as it
 * answers: the shop's queue call for the operation asked. Returns what restores fetch.
 */
export async function answerQueue(lang: Locale): Promise<() => void> {
  await leaveQueues();
  const browserFetch = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === `/${lang}/acquista/coda` && typeof init?.body === 'string') {
      const { op, ...body } = JSON.parse(init.body) as { op: 'register' | 'status' };
      return Response.json({ session: await shop.queueCall(op, body) });
    }
    return browserFetch(input, init);
  };
  return () => {
    window.fetch = browserFetch;
    void leaveQueues();
  };
}

/**
 * Forgets this browser's queue sessions (kept in a cookie that every page of the origin shares),
 * so that a story starts without a session another story registered.
 */
async function leaveQueues(): Promise<void> {
  await useQueue.persist.rehydrate();
  useQueue.getState().setSessions({});
  sessionStorage.removeItem(sessionStorageKey(QUEUE_SLOT));
}
