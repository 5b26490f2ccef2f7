import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shop, START_TIMEOUT, errorCode } from './helpers';

interface Application {
  id: number;
  tipo: string;
  stato: string;
  ragione_sociale: string;
  partita_iva: string;
  sito_web: string | null;
  nota_moderatore: string | null;
}

interface ErrorBody {
  errors: Array<{ message: string; extensions: { code: string; field?: string; reason?: string } }>;
}

let shop: Shop;

beforeAll(async () => {
  shop = await Shop.start();
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

const application = (tipo: string, extra = {}) => ({
  tipo,
  ragione_sociale: 'Canoa Viva srl',
  partita_iva: '12345678901',
  telefono: '+39 011 1234567',
  sito_web: 'https://canoaviva.example.com',
  descrizione: 'Escursioni in canoa sul fiume con guide certificate, per gruppi e famiglie.',
  ...extra,
});

const rolesOf = async (token: string) =>
  [...(await shop.get<{ data: { roles: string[] } }>('/users/me', token)).body.data.roles].sort();

const decide = (id: number, stato: string, nota_moderatore: string | null = null) =>
  shop.call('PATCH', `/items/candidature_operatori/${id}`, { stato, nota_moderatore }, shop.admin);

describe('operator applications', () => {
  it('records an application, lists it to its author only and refuses a second open one', async () => {
    const user = await shop.user('utente');
    const other = await shop.user('utente');
    const created = await shop.post<Application>(
      '/shop/operatori/candidature',
      application('outdoor', { partita_iva: 'it 123 456 789 01', sito_web: '' }),
      user.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tipo: 'outdoor',
      stato: 'submitted',
      ragione_sociale: 'Canoa Viva srl',
      partita_iva: 'IT12345678901',
      sito_web: null,
      nota_moderatore: null,
    });
    const row = await shop.db('candidature_operatori').where({ id: created.body.id }).first();
    expect(row.user).toBe(user.id);

    const mine = await shop.get<Application[]>('/shop/operatori/candidature/mie', user.token);
    expect(mine.status).toBe(200);
    expect(mine.body.map((a) => a.id)).toEqual([created.body.id]);
    expect(
      (await shop.get<Application[]>('/shop/operatori/candidature/mie', other.token)).body,
    ).toEqual([]);

    const again = await shop.post<ErrorBody>(
      '/shop/operatori/candidature',
      application('outdoor'),
      user.token,
    );
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('APPLICATION_OPEN');
    // another kind is a separate application
    const incoming = await shop.post<Application>(
      '/shop/operatori/candidature',
      application('incoming'),
      user.token,
    );
    expect(incoming.status).toBe(201);
    expect(await shop.db('candidature_operatori').where({ user: user.id })).toHaveLength(2);
  });

  it('answers 400 naming each invalid field and why', async () => {
    const user = await shop.user('utente');
    const bad = await shop.post<ErrorBody>(
      '/shop/operatori/candidature',
      {
        tipo: 'ristoratore',
        ragione_sociale: ' ',
        partita_iva: '123',
        telefono: 'call me',
        sito_web: 'javascript:alert(1)',
        descrizione: 'short',
      },
      user.token,
    );
    expect(bad.status).toBe(400);
    const byField = Object.fromEntries(
      bad.body.errors.map((e) => [e.extensions.field, e.extensions.reason]),
    );
    expect(byField).toEqual({
      tipo: 'required',
      ragione_sociale: 'required',
      partita_iva: 'format',
      telefono: 'format',
      sito_web: 'format',
      descrizione: 'too_short',
    });
    expect(bad.body.errors.every((e) => e.extensions.code === 'INVALID_PAYLOAD')).toBe(true);
    const missing = await shop.post<ErrorBody>('/shop/operatori/candidature', {}, user.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e) => e.extensions.field).sort()).toEqual([
      'descrizione',
      'partita_iva',
      'ragione_sociale',
      'telefono',
      'tipo',
    ]);
    expect((await shop.post('/shop/operatori/candidature', 'not json', user.token)).status).toBe(
      400,
    );
    expect(await shop.db('candidature_operatori').where({ user: user.id })).toHaveLength(0);
  });

  it('refuses anonymous callers and the storefront token', async () => {
    const anonymous = await shop.post('/shop/operatori/candidature', application('outdoor'), null);
    expect(anonymous.status).toBe(401);
    const guest = await shop.post('/shop/operatori/candidature', application('outdoor'));
    expect(guest.status).toBe(401);
    expect((await shop.get('/shop/operatori/candidature/mie', null)).status).toBe(401);
    expect((await shop.get('/shop/operatori/candidature/mie')).status).toBe(401);
  });

  it('is reached by users only through /shop: Directus itself refuses them the collection', async () => {
    const user = await shop.user('utente');
    await shop.post('/shop/operatori/candidature', application('outdoor'), user.token);
    expect((await shop.get('/items/candidature_operatori', user.token)).status).toBe(403);
    expect(
      (
        await shop.call(
          'PATCH',
          '/items/candidature_operatori',
          { data: { stato: 'approved' }, query: { filter: {} } },
          user.token,
        )
      ).status,
    ).toBe(403);
    expect((await shop.get('/items/candidature_operatori', null)).status).toBe(403);
    expect(await rolesOf(user.token)).toEqual(['utente']);
  });

  it('approval grants the operator role of its kind; rejection does not', async () => {
    const approved = await shop.user('utente');
    const rejected = await shop.user('utente');
    const a = await shop.post<Application>(
      '/shop/operatori/candidature',
      application('incoming'),
      approved.token,
    );
    const b = await shop.post<Application>(
      '/shop/operatori/candidature',
      application('outdoor'),
      rejected.token,
    );
    expect(await rolesOf(approved.token)).toEqual(['utente']);

    expect((await decide(b.body.id, 'rejected', 'Manca la licenza di guida.')).status).toBe(200);
    expect(await rolesOf(rejected.token)).toEqual(['utente']);
    const mine = await shop.get<Application[]>('/shop/operatori/candidature/mie', rejected.token);
    expect(mine.body[0]).toMatchObject({
      stato: 'rejected',
      nota_moderatore: 'Manca la licenza di guida.',
    });
    // after a rejection the user may apply again
    expect(
      (await shop.post('/shop/operatori/candidature', application('outdoor'), rejected.token))
        .status,
    ).toBe(201);

    expect((await decide(a.body.id, 'approved')).status).toBe(200);
    // same access token: the role comes from the policy attached to the user
    expect(await rolesOf(approved.token)).toEqual(['operatore_incoming', 'utente']);
    expect((await shop.get<unknown[]>('/shop/operatori/incoming', approved.token)).status).toBe(
      200,
    );
    // approving again adds no second attachment; an operator cannot apply for the same kind
    expect((await decide(a.body.id, 'approved')).status).toBe(200);
    const policy = await shop
      .db('directus_policies')
      .where({ name: 'operatore_incoming' })
      .first('id');
    expect(
      await shop.db('directus_access').where({ user: approved.id, policy: policy.id }).select('id'),
    ).toHaveLength(1);
    const again = await shop.post<ErrorBody>(
      '/shop/operatori/candidature',
      application('incoming'),
      approved.token,
    );
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('ALREADY_OPERATOR');
  });

  it('a restaurateur applies like the other operators; approval lets them save a restaurant', async () => {
    const user = await shop.user('utente');
    const listing = {
      translations: [{ languages_code: 'it', titolo: 'Trattoria del Borgo' }],
      fascia_prezzo: '€€',
    };
    // without the role a restaurant cannot be saved
    expect((await shop.post('/shop/operatori/ristorazione', listing, user.token)).status).toBe(403);
    const created = await shop.post<Application>(
      '/shop/operatori/candidature',
      application('ristorazione', { ragione_sociale: 'Trattoria del Borgo snc' }),
      user.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tipo: 'ristorazione', stato: 'submitted' });
    const open = await shop.post<ErrorBody>(
      '/shop/operatori/candidature',
      application('ristorazione'),
      user.token,
    );
    expect(open.status).toBe(409);
    expect(errorCode(open.body)).toBe('APPLICATION_OPEN');
    expect((await decide(created.body.id, 'approved')).status).toBe(200);
    expect(await rolesOf(user.token)).toEqual(['ristoratore', 'utente']);
    expect((await shop.post('/shop/operatori/ristorazione', listing, user.token)).status).toBe(201);
    const again = await shop.post<ErrorBody>(
      '/shop/operatori/candidature',
      application('ristorazione'),
      user.token,
    );
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('ALREADY_OPERATOR');
  });

  it('an application created approved by an administrator grants the role too', async () => {
    const user = await shop.user('utente');
    const created = await shop.call(
      'POST',
      '/items/candidature_operatori',
      { ...application('outdoor'), user: user.id, stato: 'approved' },
      shop.admin,
    );
    expect(created.status).toBe(200);
    expect(await rolesOf(user.token)).toEqual(['operatore_outdoor', 'utente']);
  });
});
