// The page types the browser benchmarks measure (bench/bundle.mjs, bench/lighthouse.mjs), with
// the budgets of each (storefront/README.md, Performance), and how a signed-in visit is made.
//
// Budgets by kind of page:
//   content   home, agenda, content details: 10 KB of JavaScript at first load, LCP <= 1,000 ms
//   empty     the empty cart (server HTML and the page script): 10 KB, LCP <= 1,200 ms
//   island    the cart with lines and the checkout (their screen's island): 100 KB, LCP <= 1,200 ms
//   server    purchase, sign-in, registration, password, private-area, loyalty-card and operator
//             pages: 60 KB, LCP <= 1,200 ms
// and for every page: Lighthouse performance, accessibility, best practices and SEO 100 (SEO is
// not held against pages that are noindex by design: purchase, account and operator pages),
// TBT <= 50 ms, CLS <= 0.01.
import { benchCart, firstEventPath, firstItemId } from './server.mjs';

export const kinds = {
  content: { js: 10, lcp: 1000 },
  empty: { js: 10, lcp: 1200 },
  island: { js: 100, lcp: 1200 },
  server: { js: 60, lcp: 1200 },
};

/** What every page is held to in Lighthouse beside its kind's LCP. */
export const lighthouseBudgets = { score: 100, tbt: 50, cls: 0.01 };

const env = process.env;
/** The demo users of backend/seed (one password), by the role a page needs. */
export const demoUsers = {
  utente: env.BENCH_USER ?? 'utente@citta.example.com',
  card: env.BENCH_CARD_USER ?? 'card@citta.example.com',
  outdoor: env.BENCH_OPERATOR_USER ?? 'outdoor@citta.example.com',
};
export const demoPassword = env.BENCH_PASSWORD ?? 'citta-demo-2026';

const directus = () => (env.DIRECTUS_URL ?? 'http://127.0.0.1:8055').replace(/\/$/, '');

/** The seeded bundle (a card and a guided tour), read with the admin token as the e2e tests do. */
async function bundleId() {
  try {
    const response = await fetch(
      `${directus()}/items/combo?filter[codice][_eq]=CARD-VISITA&fields=id`,
      { headers: { Authorization: `Bearer ${env.ADMIN_TOKEN ?? 'citta-admin-token-demo'}` } },
    );
    return (await response.json()).data?.[0]?.id ?? null;
  } catch {
    return null;
  }
}

/** A day of an appointment that has times: the first day link its page lists. */
async function appointmentDayPath(origin, locale, appointmentPath) {
  if (!appointmentPath) return null;
  const html = await (await fetch(`${origin}${appointmentPath}`)).text();
  const day = new RegExp(`${appointmentPath}/(\\d{4}-\\d{2}-\\d{2})`).exec(html)?.[1];
  return day ? `${appointmentPath}/${day}` : null;
}

/** A day of a guided tour that has times: the first day its page links (`?data=`). */
async function tourDayPath(origin, tourPath) {
  if (!tourPath) return null;
  const html = await (await fetch(`${origin}${tourPath}`)).text();
  const day = new RegExp(`${tourPath}\\?data=(\\d{4}-\\d{2}-\\d{2})`).exec(html)?.[1];
  return day ? `${tourPath}?data=${day}` : null;
}

/** The queue step of the first time of an appointment day's page (its first `slot` choice). */
async function queueStepPath(origin, dayPath) {
  if (!dayPath) return null;
  const html = await (await fetch(`${origin}${dayPath}`)).text();
  const input = /<input[^>]*name="slot"[^>]*>/.exec(html)?.[0] ?? '';
  const slot = /value="(\d{12})"/.exec(input)?.[1];
  return slot ? `${dayPath}/queue?slot=${slot}&posti=1` : null;
}

/**
 * Every page type, as { name, kind, user?, cart?, path(locale, origin) }; `user` names the demo
 * user whose session the visit carries, `cart` puts bench/server.mjs's lines in the browser's
 * storage first. `path` answers null when the content service has no such page (a warning).
 */
export const pageTypes = [
  { name: 'home', kind: 'content', path: (l) => `/${l}` },
  { name: 'agenda', kind: 'content', path: (l) => `/${l}/cerca?type=eventi` },
  { name: 'event', kind: 'content', path: (l) => firstEventPath(l) },
  { name: 'cart', kind: 'empty', path: (l) => `/${l}/carrello` },
  { name: 'cart-items', kind: 'island', cart: true, path: (l) => `/${l}/carrello` },
  {
    name: 'checkout',
    kind: 'island',
    cart: true,
    user: 'utente',
    path: (l) => `/${l}/checkout`,
  },
  { name: 'card', kind: 'server', path: (l) => `/${l}/acquista/carte/5969` },
  {
    name: 'tour',
    kind: 'server',
    path: async (l) => {
      const id = await firstItemId(l, 'visite_guidate');
      return id ? `/${l}/acquista/visite-guidate/${id}` : null;
    },
  },
  {
    // the tour on a day: its purchase form with the day's times
    name: 'tour-day',
    kind: 'server',
    path: async (l, origin) => {
      const id = await firstItemId(l, 'visite_guidate');
      return tourDayPath(origin, id ? `/${l}/acquista/visite-guidate/${id}` : null);
    },
  },
  {
    name: 'appointment',
    kind: 'server',
    path: async (l) => {
      const id = await firstItemId(l, 'appuntamenti');
      return id ? `/${l}/acquista/appuntamenti/${id}` : null;
    },
  },
  {
    name: 'appointment-day',
    kind: 'server',
    path: async (l, origin) => {
      const id = await firstItemId(l, 'appuntamenti');
      return appointmentDayPath(origin, l, id ? `/${l}/acquista/appuntamenti/${id}` : null);
    },
  },
  {
    name: 'queue',
    kind: 'server',
    path: async (l, origin) => {
      const id = await firstItemId(l, 'appuntamenti');
      const appointment = id ? `/${l}/acquista/appuntamenti/${id}` : null;
      return queueStepPath(origin, await appointmentDayPath(origin, l, appointment));
    },
  },
  {
    name: 'bundle',
    kind: 'server',
    path: async (l) => {
      const id = await bundleId();
      return id ? `/${l}/acquista/bundle/${id}` : null;
    },
  },
  { name: 'login', kind: 'server', path: (l) => `/${l}/dashboard/login` },
  { name: 'registration', kind: 'server', path: (l) => `/${l}/dashboard/registrazione` },
  { name: 'forgot', kind: 'server', path: (l) => `/${l}/dashboard/login/forgot` },
  { name: 'dashboard', kind: 'server', user: 'utente', path: (l) => `/${l}/dashboard` },
  {
    name: 'orders',
    kind: 'server',
    user: 'utente',
    path: (l) => `/${l}/dashboard/profilo/ordini`,
  },
  {
    name: 'bookings',
    kind: 'server',
    user: 'utente',
    path: (l) => `/${l}/dashboard/profilo/prenotazioni`,
  },
  {
    name: 'profile',
    kind: 'server',
    user: 'utente',
    path: (l) => `/${l}/dashboard/profilo/modifica`,
  },
  {
    name: 'loyalty-buy',
    kind: 'server',
    user: 'utente',
    path: (l) => `/${l}/dashboard/armonia/acquista`,
  },
  {
    name: 'loyalty-manage',
    kind: 'server',
    user: 'card',
    path: (l) => `/${l}/dashboard/armonia/gestisci`,
  },
  {
    name: 'loyalty-calendar',
    kind: 'server',
    user: 'card',
    path: (l) => `/${l}/dashboard/armonia/calendario`,
  },
  {
    name: 'operator-listings',
    kind: 'server',
    user: 'outdoor',
    path: (l) => `/${l}/dashboard/outdoor`,
  },
  {
    name: 'operator-form',
    kind: 'server',
    user: 'outdoor',
    path: (l) => `/${l}/dashboard/outdoor/crea`,
  },
];

/** The page types named in `list` (comma-separated; all when empty), in catalogue order. */
export function selectPages(list) {
  const names = (list ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !pageTypes.some((p) => p.name === name));
  if (unknown.length)
    throw new Error(
      `unknown page type ${unknown.join(', ')}; known: ${pageTypes.map((p) => p.name).join(', ')}`,
    );
  return names.length ? pageTypes.filter((p) => names.includes(p.name)) : pageTypes;
}

/**
 * Signs a demo user in through the site's login form in a fresh context of `browser` and returns
 * the session's cookies (nothing else: local storage of the sign-in is not part of a first load).
 */
export async function signedInCookies(browser, origin, locale, email) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/${locale}/dashboard/login`, { waitUntil: 'load' });
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', demoPassword);
    await Promise.all([
      page.waitForURL((u) => !u.pathname.includes('/dashboard/login'), { timeout: 30_000 }),
      page.click('form[method="post"] button[type="submit"]'),
    ]);
    return (await context.storageState()).cookies;
  } finally {
    await context.close();
  }
}

export { benchCart };
