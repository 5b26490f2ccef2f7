import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { demoPassword, login, users } from '../commerce/helpers';

/** The e2e Directus (playwright.config.ts) and the demo tokens of backend/scripts/lib/env.mjs. */
export const directusUrl = process.env.E2E_DIRECTUS_URL ?? 'http://127.0.0.1:18055';
export const storefrontToken = process.env.STOREFRONT_TOKEN ?? 'citta-storefront-token-demo';
export const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@citta.example.com';
export const adminPassword = process.env.ADMIN_PASSWORD ?? 'citta-admin-demo';
export const locales = ['it', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];

export interface Hit {
  tipo: string;
  id: number;
  titolo: string;
  url: string;
}

/** Asks the real content service (never a fake) for items to test with. */
export async function findItems(
  request: APIRequestContext,
  locale: Locale,
  query: Record<string, string>,
): Promise<Hit[]> {
  const params = new URLSearchParams({ locale, hidePast: '1', limit: '5', ...query });
  const response = await request.get(`${directusUrl}/pages/content/search?${params}`, {
    headers: { Authorization: `Bearer ${storefrontToken}` },
  });
  if (!response.ok()) throw new Error(`search failed: ${response.status()}`);
  return ((await response.json()) as { data: Hit[] }).data;
}

export async function firstItem(
  request: APIRequestContext,
  locale: Locale,
  type: string,
): Promise<Hit> {
  const [hit] = await findItems(request, locale, { type });
  if (!hit) throw new Error(`the seed has no current ${type} in ${locale}`);
  return hit;
}

/**
 * Signs the demo user utente@ in through the site's login form, in the page's browser context,
 * and returns the path of a page that is still hydrated by React Router (README "Which pages are
 * hydrated"): the success page of the order the seed placed and paid for that user. The
 * context's requests (`page.request`) carry the session.
 */
export async function hydratedPage(page: Page, locale: Locale): Promise<string> {
  const signedIn = await page.request.post(`${directusUrl}/auth/login`, {
    data: { email: users.utente, password: demoPassword },
  });
  expect(signedIn.ok()).toBe(true);
  const token = ((await signedIn.json()) as { data: { access_token: string } }).data.access_token;
  const orders = (await (
    await page.request.get(`${directusUrl}/shop/me/ordini?limit=100`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as Array<{ id: string; status: string }>;
  const seeded = orders.filter((order) => order.status === 'paid').at(-1);
  if (!seeded) throw new Error('the seed has no paid order of utente@');
  await login(page, 'it', users.utente);
  await expect(page).toHaveURL(/\/it\/dashboard$/);
  return `/${locale}/checkout/success/${seeded.id}`;
}

/**
 * The queue step of a current appointment's open day, for a time that day does not have: the
 * page renders, and the shop refuses to register a session for that time, so no place is held.
 */
export async function queueStepPath(request: APIRequestContext, locale: Locale): Promise<string> {
  for (const appointment of await findItems(request, 'it', { type: 'appuntamenti' })) {
    const slots = await request.get(`${directusUrl}/shop/appuntamenti/${appointment.id}/slots`, {
      headers: { Authorization: `Bearer ${storefrontToken}` },
    });
    const open = ((await slots.json()) as Array<{ data: string; stato: string }>).find(
      (slot) => slot.stato === 'aperto',
    );
    if (!open) continue;
    const key = open.data;
    const day = `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;
    // 03:00: no appointment of the seed starts at night
    const absent = `${key.slice(0, 8)}0300`;
    return `/${locale}/acquista/appuntamenti/${appointment.id}/${day}/queue?slot=${absent}&posti=1`;
  }
  throw new Error('the seed has no current appointment with an open time');
}

/** The purchase page of the seed's first current appointment (server HTML, its form run by the page script). */
export async function appointmentPath(request: APIRequestContext, locale: Locale): Promise<string> {
  const appointment = await firstItem(request, 'it', 'appuntamenti');
  return `/${locale}/acquista/appuntamenti/${appointment.id}`;
}

/** The purchase page of the seed's first current guided tour (server HTML, its form run by the page script). */
export async function tourPath(request: APIRequestContext, locale: Locale): Promise<string> {
  const tour = await firstItem(request, 'it', 'visite_guidate');
  return `/${locale}/acquista/visite-guidate/${tour.id}`;
}

/** The item with its translations (for the language switch). */
export async function itemOf(request: APIRequestContext, locale: Locale, type: string, id: number) {
  const response = await request.get(
    `${directusUrl}/pages/content/item/${type}/${id}?locale=${locale}`,
    {
      headers: { Authorization: `Bearer ${storefrontToken}` },
    },
  );
  return (
    (await response.json()) as {
      data: Hit & { translations: { languages_code: string; url: string }[] };
    }
  ).data;
}

export const notFoundText: Record<Locale, string> = {
  it: 'La pagina che cerchi non esiste',
  en: 'The page you are looking for does not exist',
  fr: "La page que vous cherchez n'existe pas",
};

export const touristOffices: Record<Locale, string> = {
  it: '/it/visita/pianifica-la-tua-visita/uffici-del-turismo',
  en: '/en/visit/plan-your-trip/tourist-offices',
  fr: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
};

/** A draft with a preview token, read as the demo administrator. */
export async function draftWithPreview(
  request: APIRequestContext,
): Promise<{ tipo: string; id: number; token: string } | null> {
  const login = await request.post(`${directusUrl}/auth/login`, {
    data: { email: adminEmail, password: adminPassword },
  });
  const access = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const response = await request.get(
    `${directusUrl}/items/contenuti?filter[preview_token][_nnull]=true&filter[status][_neq]=published&fields=id,tipo,preview_token&limit=1`,
    { headers: { Authorization: `Bearer ${access}` } },
  );
  const row = (
    (await response.json()) as { data?: { id: number; tipo: string; preview_token: string }[] }
  ).data?.[0];
  return row ? { tipo: row.tipo, id: row.id, token: row.preview_token } : null;
}
