import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { alertMessages } from '@city/design-system/pure';
import { axeBuilder } from '../axe';

/**
 * Helpers of the commerce end-to-end tests. They run against the real backend started by
 * playwright.config.ts (E2E_DIRECTUS_URL overrides it) with the demo users of backend/seed.
 */
export const directusUrl = process.env.E2E_DIRECTUS_URL ?? 'http://127.0.0.1:18055';
export const adminToken = process.env.ADMIN_TOKEN ?? 'citta-admin-token-demo';
export const storefrontToken = process.env.STOREFRONT_TOKEN ?? 'citta-storefront-token-demo';
export const mailDir =
  process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), 'citta-e2e-directus-18055', 'mail');
export const demoPassword = 'citta-demo-2026';
export const locales = ['it', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];
/** Seeded products (backend/seed): the Torino Piemonte Card, a gift card and the Athena museum pass. */
export const cardProduct = 5969;
export const giftProduct = 5970;
export const passProduct = 5971;
/** The Egyptian Museum entry ticket, sold as a `carte` item. */
export const ticketProduct = 5972;

export const users = {
  utente: 'utente@citta.example.com',
  card: 'card@citta.example.com',
  outdoor: 'outdoor@citta.example.com',
  outdoor2: 'outdoor2@citta.example.com',
  incoming: 'incoming@citta.example.com',
  ristoratore: 'ristoratore@citta.example.com',
  organizzatore: 'organizzatore@citta.example.com',
} as const;

const here = path.dirname(fileURLToPath(import.meta.url));
type Tree = { [key: string]: string | Tree };
/** Every message file of a locale, deep-merged in name order as the site serves them. */
function catalogOf(locale: Locale): Tree {
  const dir = path.join(here, '../../app/locales', locale);
  const merge = (into: Tree, from: Tree): Tree => {
    for (const [key, value] of Object.entries(from)) {
      const current = into[key];
      into[key] =
        typeof value === 'object'
          ? merge(typeof current === 'object' ? current : {}, value)
          : value;
    }
    return into;
  };
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reduce<Tree>(
      (all, name) => merge(all, JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Tree),
      {},
    );
}
const catalogs = Object.fromEntries(locales.map((locale) => [locale, catalogOf(locale)])) as Record<
  Locale,
  Tree
>;

/** The text of a commerce message in a locale, with {{placeholders}} filled. */
export function msg(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: string | Tree | undefined = catalogs[locale].commerce;
  for (const part of key.replace(/^commerce\./, '').split('.'))
    node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing message ${key} in ${locale}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * The whole text of a design-system Alert (role alert or status) in a locale: its tone in words,
 * read before the message by assistive technology, then the message.
 */
export function alertText(
  locale: Locale,
  tone: 'error' | 'success' | 'info' | 'warning',
  text: string,
): string {
  return `${alertMessages[locale][tone]}: ${text}`;
}

/**
 * A text field (a password field too) by its accessible name: its label without the required
 * mark, which the label shows but assistive technology does not read.
 */
export function textField(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

function api(request: APIRequestContext, token: string) {
  return {
    get: (url: string) =>
      request.get(`${directusUrl}${url}`, { headers: { Authorization: `Bearer ${token}` } }),
    post: (url: string, data: unknown, headers: Record<string, string> = {}) =>
      request.post(`${directusUrl}${url}`, {
        headers: { Authorization: `Bearer ${token}`, ...headers },
        data,
      }),
    del: (url: string) =>
      request.delete(`${directusUrl}${url}`, { headers: { Authorization: `Bearer ${token}` } }),
  };
}

export const adminApi = (request: APIRequestContext) => api(request, adminToken);
export const guestApi = (request: APIRequestContext) => api(request, storefrontToken);

/** Ids of the seeded guided tour and appointment (ids of content items), read from the product API. */
export async function sellable(request: APIRequestContext) {
  const search = async (type: string) => {
    const response = await request.get(
      `${directusUrl}/pages/content/search?type=${type}&hidePast=1&limit=10&locale=it`,
      {
        headers: { Authorization: `Bearer ${storefrontToken}` },
      },
    );
    return ((await response.json()) as { data: Array<{ id: number }> }).data.map((hit) => hit.id);
  };
  const tours = await search('visite_guidate');
  const appointments = await search('appuntamenti');
  if (!tours[0] || !appointments[0]) throw new Error('the seed has no guided tour or appointment');
  return { tour: tours[0], appointments };
}

/** Logs in through the site's own form. */
export async function login(
  page: Page,
  locale: Locale,
  email: string,
  password = demoPassword,
  redirect?: string,
) {
  await page.goto(
    `/${locale}/dashboard/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  );
  await page.waitForLoadState('networkidle');
  await submitLogin(page, locale, email, password);
}

/**
 * Waits until a hydrated page has been taken over by React (root.tsx marks the document): a
 * field filled before that is rendered again from the server's value.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
}

/** Fills and sends the login form on the current page. */
async function submitLogin(page: Page, locale: Locale, email: string, password = demoPassword) {
  await textField(page, msg(locale, 'fields.email')).fill(email);
  await textField(page, msg(locale, 'fields.password')).fill(password);
  await page.getByRole('button', { name: msg(locale, 'login.submit') }).click();
}

/** A visitor's way from the cart to checkout: the login form, then back to the checkout. */
export async function signInToCheckout(page: Page, locale: Locale, email: string) {
  await expect(page).toHaveURL(/dashboard\/login\?redirect=/);
  await submitLogin(page, locale, email);
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
}

/** The demo payment page's buttons and link (backend/extensions/shop/src/orders/demo-page.ts). */
export const demoPage = {
  it: {
    title: 'Pagamento dimostrativo',
    approve: 'Approva il pagamento',
    decline: 'Rifiuta il pagamento',
    back: 'Torna al sito senza pagare',
  },
  en: {
    title: 'Demo payment',
    approve: 'Approve payment',
    decline: 'Decline payment',
    back: 'Back to the site without paying',
  },
  fr: {
    title: 'Paiement de démonstration',
    approve: 'Approuver le paiement',
    decline: 'Refuser le paiement',
    back: 'Retour au site sans payer',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The address of an order's page in a locale (the payment provider's return). */
export const successUrl = (locale: Locale) =>
  new RegExp(`/${locale}/checkout/success/[0-9a-f-]{36}`);

/**
 * Confirms the checkout (terms accepted, no card asked) once the shop has priced the cart, and
 * waits for the payment provider's page: the demo provider's, served by the backend.
 */
export async function toPaymentPage(page: Page, locale: Locale) {
  const pay = page.getByRole('button', { name: msg(locale, 'checkout.pay') });
  await expect(pay).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(2); // email, gift card
  // the visible label: the checkbox itself is a hidden input under its drawn box
  await page.getByText(msg(locale, 'fields.terms'), { exact: true }).click();
  await expect(
    page.getByRole('checkbox', { name: msg(locale, 'fields.terms'), exact: true }),
  ).toBeChecked();
  await pay.click();
  await expect(page).toHaveURL(/\/shop\/pagamenti\/demo\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demoPage[locale].title);
}

/**
 * Pays the checkout on the demo provider's page: confirm, approve there, and wait for the order's
 * page to say it is paid (the signed notification marks it paid).
 */
export async function pay(page: Page, locale: Locale) {
  await toPaymentPage(page, locale);
  await page.getByRole('button', { name: demoPage[locale].approve }).click();
  await expect(page).toHaveURL(successUrl(locale), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg(locale, 'success.titles.paid'),
    { timeout: 20_000 },
  );
}

/**
 * Time one axe run may take on a loaded two-core machine (a full commerce screen: 5-15 s). Each
 * run adds it to the test's timeout, so that a test checking many screens is not held to the
 * timeout of a test checking one.
 */
const AXE_RUN_MS = 20_000;

/** Zero axe violations (WCAG 2.2 AA and best practice) on the current screen. */
export async function expectAccessible(page: Page, label?: string) {
  await page.waitForLoadState('networkidle');
  if (process.env.E2E_AXE === '0') return;
  test.setTimeout(test.info().timeout + AXE_RUN_MS);
  const results = await axeBuilder(page).analyze();
  // Soft when labelled: one run lists every screen with violations, not only the first.
  (label ? expect.soft : expect)(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    label,
  ).toEqual([]);
}

/** The two widths every commerce screen is checked at: a small phone and a desktop. */
export const a11yViewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Zero axe violations on the current screen at 375 px and at 1280 px (restored afterwards). */
export async function expectAccessibleAt(page: Page, label: string) {
  const before = page.viewportSize();
  for (const viewport of a11yViewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await test.step(`axe: ${label} (${viewport.name})`, () =>
      expectAccessible(page, `${label} at ${viewport.width} px`));
  }
  if (before) await page.setViewportSize(before);
}

/** The newest mail sent to `to` after `since` (ms), from the backend's mail sink. */
export async function mailTo(to: string, since: number, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[];
    try {
      files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    } catch {
      files = [];
    }
    const candidates = files
      .filter((name) => Number(name.split('-')[0]) / 1e6 >= since - 1000)
      .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
      .filter((text) => text.toLowerCase().includes(to.toLowerCase()));
    const last = candidates.at(-1);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${to}`);
}

/** The first link of a mail that points at `pathPart`, decoded from quoted-printable. */
export function linkIn(mail: string, pathPart: string): string {
  const decoded = mail
    .replace(/=\r?\n/g, '')
    .replace(/=3D/gi, '=')
    .replace(/&amp;/g, '&');
  const match = decoded.match(
    new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/\//g, '\\/')}[^\\s"'<>]*`),
  );
  if (!match) throw new Error(`no ${pathPart} link in the mail`);
  return match[0];
}

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * A new active user with the given role, created through the admin API: each test logs in as its own
 * user, so the backend's per-email login rate limit never couples tests.
 */
export async function freshUser(
  request: APIRequestContext,
  role = 'utente',
  password = demoPassword,
): Promise<string> {
  const admin = adminApi(request);
  const roles = (await (await admin.get(`/roles?filter[name][_eq]=${role}&fields=id`)).json()) as {
    data: Array<{ id: string }>;
  };
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const created = await admin.post('/users', {
    email,
    password,
    role: roles.data[0]?.id,
    status: 'active',
    first_name: 'Test',
    last_name: 'Utente',
  });
  if (!created.ok()) throw new Error(`cannot create a ${role} user: ${created.status()}`);
  return email;
}
