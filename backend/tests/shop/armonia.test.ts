import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shop, START_TIMEOUT, errorCode, futureKey, idem } from './helpers';

let shop: Shop;
let holder: { id: string; token: string };
let noCard: { id: string; token: string };
let cardProduct: number;
let activity: number;
let dateId: number;
let fullDate: number;
const key = futureKey(5, '1800');
const fullKey = futureKey(6, '1800');

beforeAll(async () => {
  shop = await Shop.start();
  holder = await shop.user('utente');
  noCard = await shop.user('utente');
  cardProduct = (
    await shop.content('prodotti', {
      tipo_prodotto: 'carte',
      prezzo: 4900,
      tipo_carta: 'armonia',
      durata_giorni: 365,
    })
  ).id;
  const a = await shop.content('attivita', { armonia: true }, [
    { key, capienza: 2 },
    { key: fullKey, capienza: 0 },
  ]);
  activity = a.id;
  dateId = a.dates[key] as number;
  fullDate = a.dates[fullKey] as number;
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

describe('armonia loyalty card', () => {
  it('is sold only to logged-in users and then shows as the user card', async () => {
    const guest = await shop.post(
      '/shop/checkout/ordini',
      { prodotti: [{ key: 'a', id: cardProduct, tipo: 'carte' }], email: 'g@example.com' },
      shop.guest,
      { 'Idempotency-Key': idem() },
    );
    expect(guest.status).toBe(409);
    expect(
      (guest.body as { errors: Array<{ extensions: { line_code: string } }> }).errors[0]?.extensions
        .line_code,
    ).toBe('LOGIN_REQUIRED');
    expect(
      (await shop.get<{ has_card: boolean }>('/shop/armonia/mia', holder.token)).body.has_card,
    ).toBe(false);
    const rolesOf = async (route: string) =>
      (await shop.get<{ data: { roles: string[] } }>(route, holder.token)).body.data.roles;
    expect(await rolesOf('/users/me')).toEqual(['utente']);
    const products = await shop.get<Array<{ id: number }>>('/shop/armonia/prodotti');
    expect(products.body.map((p) => p.id)).toContain(cardProduct);
    const bought = await shop.checkout<{ status: string; emessi: { card_armonia: unknown[] } }>(
      { prodotti: [{ key: 'a', id: cardProduct, tipo: 'carte' }] },
      holder.token,
    );
    expect(bought.status).toBe(201);
    expect(bought.body.emessi.card_armonia).toHaveLength(1);
    const mine = await shop.get<{ has_card: boolean; card: { stato: string; valida_al: string } }>(
      '/shop/armonia/mia',
      holder.token,
    );
    expect(mine.body.has_card).toBe(true);
    expect(mine.body.card.stato).toBe('attiva');
    expect((await shop.get('/shop/armonia/mia')).status).toBe(401);
    // the buyer now holds the loyalty-card holder role, with the same access token
    expect([...(await rolesOf('/users/me'))].sort()).toEqual(['titolare_card', 'utente']);
    expect([...(await rolesOf('/pages/me'))].sort()).toEqual(['titolare_card', 'utente']);
    // a second card adds no second attachment; other users are unaffected
    const again = await shop.checkout<{ status: string }>(
      { prodotti: [{ key: 'a', id: cardProduct, tipo: 'carte' }] },
      holder.token,
    );
    expect(again.status).toBe(201);
    expect(again.body.status).toBe('paid');
    const policy = await shop.db('directus_policies').where({ name: 'titolare_card' }).first('id');
    expect(
      await shop.db('directus_access').where({ user: holder.id, policy: policy.id }).select('id'),
    ).toHaveLength(1);
    expect(
      (await shop.get<{ data: { roles: string[] } }>('/pages/me', noCard.token)).body.data.roles,
    ).toEqual(['utente']);
  });

  it('shows the calendar to card holders only', async () => {
    const cal = await shop.get<
      Array<{
        id: number;
        slug: string;
        date: Array<{ id: number; disponibili: number; prenotata: boolean }>;
      }>
    >('/shop/armonia/calendario', holder.token);
    expect(cal.status).toBe(200);
    const act = cal.body.find((a) => a.id === activity);
    expect(act?.date.map((d) => d.id)).toEqual([dateId, fullDate]);
    expect((await shop.get('/shop/armonia/calendario', noCard.token)).status).toBe(403);
    const bySlug = await shop.get<{ id: number }>(
      `/shop/armonia/calendario/${act?.slug}`,
      noCard.token,
    );
    expect(bySlug.body.id).toBe(activity);
    expect((await shop.get('/shop/armonia/calendario/non-esiste', holder.token)).status).toBe(404);
  });

  it('books a date once per card within capacity', async () => {
    const first = await shop.post<{ stato: string; data: string }>(
      '/shop/armonia/prenota',
      { data_id: dateId },
      holder.token,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ stato: 'confermata', data: key });
    const again = await shop.post('/shop/armonia/prenota', { data_id: dateId }, holder.token);
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('ALREADY_BOOKED');
    const full = await shop.post('/shop/armonia/prenota', { data_id: fullDate }, holder.token);
    expect(errorCode(full.body)).toBe('SOLD_OUT');
    expect(
      (await shop.post('/shop/armonia/prenota', { data_id: dateId }, noCard.token)).status,
    ).toBe(403);
    expect((await shop.post('/shop/armonia/prenota', { data_id: 'x' }, holder.token)).status).toBe(
      400,
    );
    expect(
      (await shop.post('/shop/armonia/prenota', { data_id: 999999 }, holder.token)).status,
    ).toBe(404);
    const bookings = await shop.get<Array<{ id: number; tipo: string }>>(
      '/shop/me/prenotazioni',
      holder.token,
    );
    const booking = bookings.body.find((b) => b.tipo === 'armonia');
    expect(booking).toBeTruthy();
    expect(
      (
        await shop.call(
          'DELETE',
          `/shop/armonia/prenotazioni/${booking?.id}`,
          undefined,
          noCard.token,
        )
      ).status,
    ).toBe(404);
    const cancelled = await shop.call<{ stato: string }>(
      'DELETE',
      `/shop/armonia/prenotazioni/${booking?.id}`,
      undefined,
      holder.token,
    );
    expect(cancelled.body.stato).toBe('annullata');
    expect(
      Number((await shop.db('date_puntuali').where({ id: dateId }).first('prenotati'))?.prenotati),
    ).toBe(0);
  });
});
