import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  adminApi,
  alertText,
  cardProduct,
  demoPassword,
  directusUrl,
  expectAccessibleAt,
  freshUser,
  giftProduct,
  guestApi,
  login,
  msg,
  passProduct,
  pay,
  sellable,
} from './helpers';
import { chooseDay, firstAppointmentDay } from './calendar';

/**
 * Zero axe violations (WCAG 2.2 AA and best practice, as e2e/public/a11y.spec.ts) on every screen
 * of the purchase, queue, account, loyalty-card and operator flows, at 375 px and 1280 px, with the
 * data each screen shows in real use (filled cart, an order, a booking, listings).
 */

/** A JWT-shaped token with the given payload: enough for the link guards, which only read it. */
function linkToken(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

async function visit(page: Page, path: string, label = path) {
  const response = await page.goto(path);
  expect(response?.status(), label).toBeLessThan(400);
  await expectAccessibleAt(page, label);
}

/** The access token of a user through the backend's login, for setting up data with the product API. */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${directusUrl}/auth/login`, {
    data: { email, password: demoPassword },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

test('purchase screens (en)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const locale = 'en';
  const { tour, appointments } = await sellable(request);
  await visit(page, `/${locale}/carrello`, 'empty cart');
  await visit(page, `/${locale}/acquista/carte/${cardProduct}`);
  await visit(page, `/${locale}/acquista/carte_regalate/${giftProduct}`);
  // the form with its field errors shown
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page.getByText(msg(locale, 'errors.required')).first()).toBeVisible();
  await expectAccessibleAt(page, 'gift card form with errors');
  await visit(page, `/${locale}/acquista/abbonamenti_athena/${passProduct}`);
  await visit(page, `/${locale}/acquista/visite-guidate/${tour}`);
  await visit(page, `/${locale}/acquista/appuntamenti/${appointments[0]}`);
  await chooseDay(page, locale, await firstAppointmentDay(request, appointments[0]!));
  await expect(page).toHaveURL(/\/acquista\/appuntamenti\/\d+\/\d{4}-\d{2}-\d{2}$/);
  await expectAccessibleAt(page, 'appointment times');
});

test('cart, checkout, success, orders and bookings screens (en)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const locale = 'en';
  await page.goto(`/${locale}/acquista/carte/${cardProduct}`);
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await expect(page.getByTestId('cart-group')).toHaveCount(1);
  await expect(page.getByText(msg(locale, 'cart.calculating'))).toHaveCount(0);
  await expectAccessibleAt(page, 'filled cart');
  await page.getByLabel(msg(locale, 'cart.promoLabel'), { exact: true }).fill('NOPE-CODE');
  await page.getByRole('button', { name: msg(locale, 'cart.applyPromo') }).click();
  await expect(page.getByText(msg(locale, 'promo.PROMO_NOT_FOUND'))).toBeVisible();
  await expectAccessibleAt(page, 'cart with a refused promo code');

  await login(page, locale, await freshUser(request), undefined, `/${locale}/checkout`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  await expect(page.getByTestId('checkout-line').first()).toBeVisible();
  await expectAccessibleAt(page, 'checkout');
  await page.getByRole('button', { name: msg(locale, 'checkout.pay') }).click();
  await expect(page.getByText(msg(locale, 'errors.agreement'))).toBeVisible();
  await expectAccessibleAt(page, 'checkout with field errors');
  await pay(page, locale);
  await expectAccessibleAt(page, 'success');
  await visit(page, `/${locale}/dashboard/profilo/ordini`, 'orders with an order');
  await visit(page, `/${locale}/dashboard/profilo/prenotazioni`, 'bookings');
});

test('queue screens: waiting and admitted (fr)', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const locale = 'fr';
  const { appointments } = await sellable(request);
  const api = guestApi(request);
  // Slots from the end of the list: the queue spec takes the first one with places.
  const open: Array<{ id: number; data: string; disponibili: number }> = [];
  for (const id of appointments.toReversed()) {
    const slots = (await (await api.get(`/shop/appuntamenti/${id}/slots`)).json()) as Array<{
      data: string;
      disponibili: number;
      stato: string;
    }>;
    for (const slot of slots.toReversed())
      if (slot.stato === 'aperto' && slot.disponibili >= 1 && slot.disponibili <= 10)
        open.push({ ...slot, id });
    if (open.length >= 2) break;
  }
  const [full, free] = open;
  if (!full || !free) throw new Error('no two open appointment slots');
  const filler = `e2e-a11y-${Date.now()}`;
  const held = await api.post('/shop/queue/register', {
    data_appuntamento: full.data,
    appuntamento: full.id,
    session_id: filler,
    posti: full.disponibili,
  });
  expect(held.ok(), await held.text()).toBe(true);
  const day = (data: string) => `${data.slice(0, 4)}-${data.slice(4, 6)}-${data.slice(6, 8)}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(
      `/${locale}/acquista/appuntamenti/${full.id}/${day(full.data)}/queue?slot=${full.data}&posti=1`,
    );
    await expect(page.getByText(msg(locale, 'queue.position', { position: 1 }))).toBeVisible();
    await expectAccessibleAt(page, 'queue waiting');
    await page.getByRole('button', { name: msg(locale, 'queue.leave') }).click();
    // leaving goes back to the choice of time, where the full slot offers the queue
    await expect(page).toHaveURL(
      new RegExp(`/${locale}/acquista/appuntamenti/${full.id}/${day(full.data)}$`),
    );
    await expectAccessibleAt(page, 'appointment times with a full slot');
    await page.goto(
      `/${locale}/acquista/appuntamenti/${free.id}/${day(free.data)}/queue?slot=${free.data}&posti=1`,
    );
    await expect(page.getByText(msg(locale, 'queue.admitted'))).toBeVisible();
    await expectAccessibleAt(page, 'queue admitted');
  } finally {
    await api.post('/shop/queue/left', { session_id: filler });
    await context.close();
  }
});

test('login, password and registration screens (fr)', async ({ page }) => {
  test.setTimeout(240_000);
  const locale = 'fr';
  await visit(page, `/${locale}/dashboard/login`);
  await page.getByRole('button', { name: msg(locale, 'login.submit') }).click();
  await expect(page.getByText(msg(locale, 'errors.required')).first()).toBeVisible();
  await expectAccessibleAt(page, 'login with field errors');
  await visit(page, `/${locale}/dashboard/login/forgot`);
  const future = Math.floor(Date.now() / 1000) + 3600;
  await visit(
    page,
    `/${locale}/dashboard/login/reset?token=${linkToken({ scope: 'password-reset', exp: future })}`,
    'reset',
  );
  await visit(page, `/${locale}/dashboard/registrazione`);
  await page.getByRole('button', { name: msg(locale, 'register.submit') }).click();
  await expect(page.getByText(msg(locale, 'errors.required')).first()).toBeVisible();
  await expectAccessibleAt(page, 'registration with field errors');
  const invited = 'invitee@example.org';
  await visit(
    page,
    `/${locale}/dashboard/registrazione/invito?email=${encodeURIComponent(invited)}&token=${linkToken({ email: invited, scope: 'invite', exp: future })}`,
    'invite registration',
  );
  // the SSO callback: a failure reported by the backend, and a visit without its SSO cookie
  await visit(page, `/${locale}/dashboard/login/sso?reason=INVALID_CREDENTIALS`, 'SSO failure');
  await page.goto(`/${locale}/dashboard/login/sso?redirect=/${locale}/dashboard/me`);
  await expect(page.getByRole('alert')).toHaveText(
    alertText(locale, 'error', msg(locale, 'sso.failed')),
  );
  await expectAccessibleAt(page, 'SSO without its cookie');
});

test('private area screens (fr)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const locale = 'fr';
  await login(page, locale, await freshUser(request));
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  await expectAccessibleAt(page, 'dashboard');
  await visit(page, `/${locale}/dashboard/me`);
  await visit(page, `/${locale}/dashboard/profilo/modifica`);
  await visit(page, `/${locale}/dashboard/profilo/ordini`, 'orders, none');
  await visit(page, `/${locale}/dashboard/profilo/prenotazioni`, 'bookings, none');
  await visit(page, `/${locale}/dashboard/armonia/acquista`);
  await visit(page, `/${locale}/dashboard/outdoor/registrazione`);
  await visit(page, `/${locale}/dashboard/promuovi-evento`);
});

test('loyalty card screens, with a card, a pass and a booking (it)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const locale = 'it';
  const admin = adminApi(request);
  const holder = await freshUser(request, 'titolare_card');
  const [user] = (
    (await (await admin.get(`/users?filter[email][_eq]=${holder}&fields=id`)).json()) as {
      data: Array<{ id: string }>;
    }
  ).data;
  const products = (await (await guestApi(request).get('/shop/armonia/prodotti')).json()) as Array<{
    id: number;
  }>;
  const today = new Date().toISOString().slice(0, 10);
  const issued = await admin.post('/items/card_armonia', {
    codice: `AR${Date.now().toString(36).toUpperCase()}`,
    user: user?.id,
    prodotto: products[0]?.id,
    valida_dal: today,
    valida_al: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    stato: 'attiva',
  });
  expect(issued.ok()).toBe(true);

  // a pass, bought through the cart, for the subscription screen
  await page.goto(`/${locale}/acquista/abbonamenti_athena/${passProduct}`);
  await page
    .getByRole('textbox', { name: msg(locale, 'fields.firstName'), exact: true })
    .fill('Anna');
  await page
    .getByRole('textbox', { name: msg(locale, 'fields.lastName'), exact: true })
    .fill('Rossi');
  await page
    .getByRole('textbox', { name: msg(locale, 'fields.birthDate'), exact: true })
    .fill('1990-04-01');
  await page.getByRole('button', { name: msg(locale, 'purchase.addToCart') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/carrello$`));
  await login(page, locale, holder, undefined, `/${locale}/checkout`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  await pay(page, locale);

  await visit(page, `/${locale}/dashboard/profilo/card`, 'card');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Anna Rossi/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/profilo\/card\/abbonamenti-athena\/\d+$/);
  await expectAccessibleAt(page, 'pass');
  await visit(page, `/${locale}/dashboard/armonia/gestisci`);
  await visit(page, `/${locale}/dashboard/armonia/calendario`, 'card calendar');
  await page
    .getByRole('main')
    .getByRole('list', { name: msg(locale, 'titles.loyaltyCalendar') })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/armonia\/calendario\/[a-z0-9-]+$/);
  await expectAccessibleAt(page, 'calendar activity');
  const slug = new URL(page.url()).pathname.split('/').at(-1);
  await visit(page, `/${locale}/dashboard/armonia/calendario/${slug}/prenota`, 'card booking');
});

const operatorKinds = [
  { kind: 'outdoor', role: 'operatore_outdoor' },
  { kind: 'incoming', role: 'operatore_incoming' },
  { kind: 'ristorazione', role: 'ristoratore' },
  { kind: 'appuntamenti', role: 'organizzatore' },
] as const;

for (const { kind, role } of operatorKinds) {
  test(`${kind} operator list, create and edit screens (it)`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const locale = 'it';
    const owner = await freshUser(request, role);
    const token = await tokenOf(request, owner);
    const start = new Date(Date.now() + 20 * 86_400_000);
    const slotKey = `${start.toISOString().slice(0, 10).replace(/-/g, '')}1000`;
    const created = await request.post(`${directusUrl}/shop/operatori/${kind}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        translations: [{ languages_code: 'it', titolo: `A11y ${kind}`, descrizione: 'Prova.' }],
        ...(kind === 'appuntamenti'
          ? { prezzo: 1000, slots: [{ data: slotKey, capacita: 5 }] }
          : {}),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await login(page, locale, owner, undefined, `/${locale}/dashboard/${kind}`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/${kind}$`));
    await expectAccessibleAt(page, `${kind} list`);
    await visit(page, `/${locale}/dashboard/${kind}/crea`);
    await page
      .getByRole('main')
      .getByRole('button', { name: msg(locale, 'operators.save') })
      .click();
    await expect(page.getByText(msg(locale, 'errors.required')).first()).toBeVisible();
    await expectAccessibleAt(page, `${kind} create with field errors`);
    await visit(page, `/${locale}/dashboard/${kind}/modifica/${id}`);
    if (kind === 'appuntamenti') await visit(page, `/${locale}/dashboard/${kind}/${id}`);
  });
}
