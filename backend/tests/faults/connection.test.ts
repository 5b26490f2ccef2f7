// The database connection lost during pricing and checkout. PostgreSQL: a test session locks the
// table the request needs next, waits until the request's query is blocked on it, and terminates
// every other session of the instance's database (the request's included, the test's own two
// spared), so the cut falls inside the request. SQLite: another connection holds the database's
// write lock longer than the busy timeout. The answer is a clean `503 UNAVAILABLE` in the API's error shape (the storefront shows
// commerce.orderErrors.UNAVAILABLE / commerce.cart.pricingFailed), nothing is half-written, and the
// next request succeeds. Runs on the database of TEST_DB.
import pg from 'pg';
import sqlite3 from 'sqlite3';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instance } from '../../scripts/test-instance.mjs';
import { Shop, START_TIMEOUT, errorCode, idem } from '../shop/helpers';
import type { Answer } from '../shop/helpers';
import { held, makeFixture, readHolds, waitFor } from './fixtures';
import type { Fixture } from './fixtures';

const onPg = process.env['TEST_DB'] === 'pg';
let shop: Shop;
let user: { token: string };
let fixture: Fixture;

beforeAll(async () => {
  shop = await Shop.start();
  user = await shop.user('utente');
  fixture = await makeFixture(shop);
}, START_TIMEOUT);

afterAll(async () => {
  await shop?.stop();
});

/** A connection of its own to the instance's database (the cut also ends the helper's pool). */
const connect = (): Knex => (shop.instance as unknown as Instance).knex();

const price = () =>
  shop.post<unknown>('/shop/checkout/prezzo/carrello', {
    prodotti: [
      { key: 't', id: fixture.tour, tipo: 'visite_guidate', data: fixture.tourKey },
      { key: 'c', id: fixture.card, tipo: 'carte' },
    ],
    codice: fixture.promo,
  });
const order = (key: string) =>
  shop.post<{ id: string; status: string }>('/shop/checkout/ordini', fixture.body, user.token, {
    'Idempotency-Key': key,
  });

/** The error shape of the API with the code the storefront maps to its localized message. */
function expectUnavailable(res: Answer<unknown>) {
  expect(res.status).toBe(503);
  expect(res.body).toEqual({
    errors: [{ message: expect.any(String), extensions: { code: 'UNAVAILABLE' } }],
  });
}

/**
 * PostgreSQL: runs `request` while `lockSql` is held by a session of the test's own, and cuts
 * every other session of the database once the request waits on the lock. The sessions are
 * watched from a second connection outside that transaction: inside a transaction
 * pg_stat_activity answers the snapshot of its first read, and would never show the change.
 */
async function cutDuring<T>(lockSql: string, request: () => Promise<T>): Promise<T> {
  const env = (shop.instance as unknown as Instance).env;
  const client = () =>
    new pg.Client({
      host: env['DB_HOST'],
      port: Number(env['DB_PORT']),
      database: env['DB_DATABASE'],
      user: env['DB_USER'],
      password: env['DB_PASSWORD'],
    });
  const holder = client();
  const observer = client();
  await Promise.all([holder.connect(), observer.connect()]);
  const pid = async (c: pg.Client) =>
    (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
  const spared = [await pid(holder), await pid(observer)];
  try {
    await holder.query('BEGIN');
    await holder.query(lockSql);
    const pending = request();
    await waitFor('the request to wait on the lock', async () => {
      const { rows } = await observer.query(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND NOT pid = ANY($1)",
        [spared],
      );
      return rows.length > 0;
    });
    const { rows: cut } = await observer.query<{ pid: number }>(
      'SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND NOT pid = ANY($1)',
      [spared],
    );
    expect(cut.length).toBeGreaterThan(0);
    // pg_terminate_backend only signals: the cut is over when those sessions are gone, so that
    // the next request meets the database as it is after a cut, not a session still dying
    await waitFor('the cut sessions to end', async () => {
      const { rows } = await observer.query(
        'SELECT pid FROM pg_stat_activity WHERE pid = ANY($1)',
        [cut.map((row) => row.pid)],
      );
      return rows.length === 0;
    });
    await holder.query('ROLLBACK');
    return await pending;
  } finally {
    await Promise.all([holder.end(), observer.end()]);
  }
}

/** SQLite: runs `request` while another connection holds the write lock (until it answers). */
async function lockedDuring<T>(request: () => Promise<T>): Promise<T> {
  const file = (shop.instance as unknown as Instance).env['DB_FILENAME'] as string;
  const db = new sqlite3.Database(file);
  const exec = (sql: string) =>
    new Promise<void>((resolve, reject) => db.exec(sql, (e) => (e ? reject(e) : resolve())));
  try {
    await exec('BEGIN EXCLUSIVE');
    const answer = await Promise.race([
      request(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer within 30 s')), 30_000),
      ),
    ]);
    await exec('ROLLBACK');
    return answer;
  } finally {
    await new Promise((r) => db.close(r));
  }
}

const counts = async (db: Knex) => {
  const n = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.n);
  return {
    ordini: await n('ordini'),
    righe: await n('ordini_righe'),
    prenotazioni: await n('prenotazioni'),
  };
};

describe('database connection cut', () => {
  it.skipIf(!onPg)('during pricing: 503 UNAVAILABLE, then pricing works again', async () => {
    expect((await price()).status).toBe(200);
    const cut = await cutDuring('LOCK TABLE contenuti IN ACCESS EXCLUSIVE MODE', price);
    expectUnavailable(cut);
    const next = await price();
    expect(next.status).toBe(200);
    expect(Array.isArray(next.body)).toBe(true);
  });

  it.skipIf(onPg)(
    'during pricing on SQLite: reads go on while a writer holds the database',
    async () => {
      const res = await lockedDuring(price);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    },
  );

  it('during checkout: 503 UNAVAILABLE, nothing half-written, the retry places the order', async () => {
    const db = connect();
    try {
      const before = await readHolds(db, fixture);
      const rows = await counts(db);
      const key = idem();
      // PostgreSQL: the promo use is the last hold taken, so the order row, its lines, bookings
      // and the other holds are already written (uncommitted) when the connection is cut
      const res = onPg
        ? await cutDuring('LOCK TABLE codici_promo IN EXCLUSIVE MODE', () => order(key))
        : await lockedDuring(() => order(key));
      expectUnavailable(res);
      expect(errorCode(res.body)).toBe('UNAVAILABLE');
      const after = connect();
      try {
        expect(await after('ordini').where({ idempotency_key: key }).first('id')).toBeUndefined();
        expect(await counts(after)).toEqual(rows);
        expect(await readHolds(after, fixture)).toEqual(before);
      } finally {
        await after.destroy();
      }
      // the next request, with the same key, succeeds and is paid through the provider
      const retry = await shop.checkout<{ status: string }>(fixture.body, user.token, key);
      expect(retry.status).toBe(201);
      expect(retry.body.status).toBe('paid');
      const done = connect();
      try {
        expect(await readHolds(done, fixture)).toEqual(held(before));
      } finally {
        await done.destroy();
      }
    } finally {
      await db.destroy();
    }
  });
});
