import type { Locale } from '@city/design-system';
import { bookingSchema, giftSchema } from '../../storefront/app/features/account/data';
import type { Viewer } from '../../storefront/app/lib/api/auth';
import { ssoLoginUrl } from '../../storefront/app/lib/api/auth';
import {
  armoniaMiaSchema,
  calendarActivitySchema,
  orderSchema,
  passSchema,
} from '../../storefront/app/lib/api/product';
import { hasRole } from '../../storefront/app/lib/guards/roles';
import { returnPath } from '../../storefront/app/lib/site-path';
import { FIXTURE_BACKEND, fixtureAuthClient, fixtureShopClient } from '../fixtures/pages/backend';
import { ACCOUNT_NOW, PAID_ORDER } from '../fixtures/pages/shop-api';

/*
 * The loader data of the login page and of the private area (routes/dashboard.*.tsx,
 * routes/checkout.success.$ordine.tsx), from the fixtures: the same requests and schemas as the
 * route loaders, through the storefront's own shop and auth clients, for the signed-in visitor of
 * the fixtures (Giulia Rossi, a loyalty-card holder and outdoor operator).
 */

const shop = fixtureShopClient();
const auth = fixtureAuthClient();

/** The site's address as the server sees it (the SSO callback is built on it). */
const SITE_ORIGIN = 'https://www.example.test';

/**
 * The session's viewer (session.server.ts computeViewer): the user the auth service answers for
 * the session's access token (`GET /pages/me`), with her role codes in lower case.
 */
async function viewer(): Promise<Viewer> {
  const user = await auth.me('fixture-access-token');
  return {
    loggedIn: true,
    roles: [...new Set(user.roles.map((role) => role.toLowerCase()))],
    email: user.email ?? undefined,
    id: user.id,
    firstName: user.first_name ?? undefined,
    lastName: user.last_name ?? undefined,
  };
}

/**
 * The page the backend comes back to after a single sign-on (lib/auth-sso.server.ts
 * ssoCallbackUrl, which the stories cannot import: its session module reads the server's
 * environment when it loads).
 */
function ssoCallbackUrl(origin: string, lang: Locale, back: string): string {
  const url = new URL(`/${lang}/dashboard/login/sso`, origin);
  url.searchParams.set('redirect', returnPath(back, lang));
  return url.toString();
}

/** routes/dashboard.login._index.tsx: the backend's sign-in providers, each with its address. */
export async function loginData(lang: Locale) {
  const back = returnPath(null, lang);
  const providers = (await auth.providers()).filter((name) => /^[a-z0-9_-]+$/i.test(name));
  return {
    sso: providers.map((name) => ({
      name,
      href: ssoLoginUrl(FIXTURE_BACKEND, name, ssoCallbackUrl(SITE_ORIGIN, lang, back)),
    })),
  };
}

/** routes/dashboard._index.tsx: the visitor's name and the sections her roles open. */
export async function dashboardData() {
  const who = await viewer();
  return {
    name: who.firstName ?? who.email ?? '',
    sections: {
      outdoor: hasRole(who, 'outdoor'),
      incoming: hasRole(who, 'incoming'),
      organiser: hasRole(who, 'organiser'),
      restaurateur: hasRole(who, 'restaurateur'),
      loyalty: hasRole(who, 'loyalty'),
    },
  };
}

/** routes/dashboard.me.tsx: what the site knows of the visitor. */
export async function meData() {
  const who = await viewer();
  return {
    email: who.email ?? '',
    firstName: who.firstName ?? '',
    lastName: who.lastName ?? '',
    roles: who.roles,
  };
}

/** routes/dashboard.profilo.ordini.tsx: her orders. */
export async function ordersData() {
  return {
    orders: await shop.request({ path: '/me/ordini', params: { limit: 50 } }, orderSchema.array()),
  };
}

/**
 * routes/dashboard.profilo.prenotazioni.tsx: her bookings, and the moment the page was made (the
 * fixtures' own, so that what is past does not depend on the day the story runs).
 */
export async function bookingsData() {
  return {
    bookings: await shop.request({ path: '/me/prenotazioni' }, bookingSchema.array()),
    now: ACCOUNT_NOW,
  };
}

/** routes/dashboard.profilo.card._index.tsx: her loyalty card, passes and gift cards. */
export async function cardData() {
  const [card, passes, gifts] = await Promise.all([
    shop.request({ path: '/armonia/mia' }, armoniaMiaSchema),
    shop.request({ path: '/me/abbonamenti' }, passSchema.array()).catch(() => []),
    shop.request({ path: '/me/carte-regalo' }, giftSchema.array()).catch(() => []),
  ]);
  return { card: card.card, passes, gifts };
}

/** routes/dashboard.armonia.calendario._index.tsx: the activities her card lets her book. */
export async function loyaltyCalendarData() {
  return {
    activities: await shop.request({ path: '/armonia/calendario' }, calendarActivitySchema.array()),
  };
}

/** routes/checkout.success.$ordine.tsx: the paid order, read by its owner (no token). */
export async function successData() {
  return { order: await shop.readOrder(PAID_ORDER, null) };
}

/** The order's address on the site (what the checkout goes to once it is paid). */
export const successPath = (lang: Locale) => `/${lang}/checkout/success/${PAID_ORDER}`;
