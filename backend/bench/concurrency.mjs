#!/usr/bin/env node
// Concurrency benchmark of the product API: the rules that must hold under load, measured against
// real Directus instances on loopback and printed as figures.
//
//   node bench/concurrency.mjs [--db sqlite|pg|both] [--processes 2] [--buyers 1000] [--sessions 2000]
//
// Scenarios (each on a fresh throw-away instance from scripts/test-instance.mjs):
//   1. 1,000 concurrent buyers for the last 10 places of a guided-tour date, with the payment window
//      in play: each winner's order is pending on the demo provider's page; half of the buyers
//      abandon payment (their orders expire: the administrators' sweep stands for the end of the
//      window and gives the places back), the others approve on the demo page (signed
//      notification). Buyers without a place try again until the places are sold: never more
//      than 10 taken at once, exactly 10 paid, and the places released by expiry are printed.
//   2. 50 parallel retries of one checkout with one Idempotency-Key: exactly one order.
//   3. 200 concurrent checkouts with a promo code limited to 5 uses: used exactly 5 times.
//   4. 2,000 queue sessions register and poll an appointment date (some leave, some buy):
//      admitted + booked places never exceed the capacity (sampled from the database throughout).
// --processes 2 runs two Directus processes on one PostgreSQL and Redis (synchronization,
// cache, rate limiter) and spreads the requests over both.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { startInstance } = await import(path.join(backendDir, 'scripts/test-instance.mjs'));
const { buildExtensions } = await import(path.join(backendDir, 'scripts/build-extensions.mjs'));
const { startServer, freePort } = await import(path.join(backendDir, 'scripts/lib/instance.mjs'));

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const processes = Number(opt('processes', '1'));
const dbs =
  processes > 1 ? ['pg'] : opt('db', 'both') === 'both' ? ['sqlite', 'pg'] : [opt('db', 'sqlite')];
const BUYERS = Number(opt('buyers', '1000'));
const RETRIES = 50;
const PROMO_ATTEMPTS = 200;
const SESSIONS = Number(opt('sessions', '2000'));
const REQUEST_TIMEOUT = 120_000;

const pad = (n) => String(n).padStart(2, '0');
const futureKey = (days, hhmm) => {
  const d = new Date(Date.now() + days * 86400000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${hhmm}`;
};
const isoOfKey = (k) =>
  `${k.slice(0, 4)}-${k.slice(4, 6)}-${k.slice(6, 8)}T${k.slice(8, 10)}:${k.slice(10, 12)}:00`;
const idem = () => `bench-${randomBytes(12).toString('hex')}`;
const sid = () => `q-${randomBytes(10).toString('hex')}`;

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

class Client {
  constructor(urls, token) {
    this.urls = urls;
    this.token = token;
    this.n = 0;
  }
  async call(method, route, body, headers = {}, token = this.token) {
    const url = this.urls[this.n++ % this.urls.length];
    const started = performance.now();
    try {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT),
      });
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: res.status, body: json, ms: performance.now() - started };
    } catch (error) {
      return { status: 0, body: String(error), ms: performance.now() - started };
    }
  }
}

/** Runs tasks with at most `limit` in flight. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

const histogram = (answers) =>
  Object.entries(answers.reduce((h, a) => ((h[a.status] = (h[a.status] ?? 0) + 1), h), {}))
    .map(([k, v]) => `${k}:${v}`)
    .join(' ');

/** A dated content is published once its date exists (a published dated item needs dates). */
async function publish(admin, id) {
  const res = await admin.call('PATCH', `/items/contenuti/${id}`, { status: 'published' });
  if (res.status !== 200)
    throw new Error(`publish ${id}: ${res.status} ${JSON.stringify(res.body)}`);
}

async function adminCreate(admin, collection, data) {
  const res = await admin.call('POST', `/items/${collection}`, data);
  if (res.status !== 200)
    throw new Error(`create ${collection}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

async function runOn(db) {
  const env = {
    RATE_LIMITER_ENABLED: 'false',
    LOG_LEVEL: 'error',
    DB_POOL__MAX: db === 'pg' ? '20' : undefined,
    QUEUE_ADMISSION_SECONDS: '600',
  };
  if (processes > 1)
    Object.assign(env, {
      REDIS: process.env.REDIS ?? 'redis://127.0.0.1:6379',
      CACHE_ENABLED: 'false',
    });
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const instance = await startInstance({ db, seed: false, env });
  const extra = [];
  try {
    const urls = [instance.url];
    for (let i = 1; i < processes; i++) {
      const port = await freePort();
      const server = await startServer({
        ...instance.env,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      extra.push(server);
      urls.push(server.url);
    }
    const knex = instance.knex();
    try {
      for (const code of ['it', 'en', 'fr'])
        if (!(await knex('languages').where({ code }).first()))
          await knex('languages').insert({ code, language: code });
      const admin = new Client([instance.url], instance.adminToken);
      const guest = new Client(urls, instance.storefrontToken);
      const label = `${db}${processes > 1 ? ` x${processes} processes + Redis` : ''}`;
      const figures = { database: label };

      // 1. last 10 places of a date
      const tourKey = futureKey(15, '1000');
      const tour = await adminCreate(admin, 'contenuti', {
        tipo: 'visite_guidate',
        status: 'draft',
        prezzo: 1500,
        translations: [{ languages_code: 'it', titolo: 'Visita', slug: 'visite_guidate/bench' }],
      });
      const dateId = await adminCreate(admin, 'date_puntuali', {
        contenuto: tour,
        data: isoOfKey(tourKey),
        capienza: 100,
      });
      await publish(admin, tour);
      await knex('date_puntuali').where({ id: dateId }).update({ prenotati: 90 });
      let t0 = performance.now();
      const takenNow = async () =>
        Number((await knex('date_puntuali').where({ id: dateId }).first('prenotati')).prenotati);
      /** The buyer approves on the demo provider's hosted page (form token from the page). */
      const approve = async (url) => {
        const html = await (
          await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT) })
        ).text();
        const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, esito: 'approve' }).toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT),
        });
        return res.status;
      };
      const abandons = (i) => i % 2 === 1;
      let waiting = Array.from({ length: BUYERS }, (_, i) => i);
      const buys = [];
      let rounds = 0;
      let placed = 0;
      let approved = 0;
      let abandoned = 0;
      let releasedByExpiry = 0;
      let maxPlaces = await takenNow();
      while (waiting.length > 0 && rounds < 20) {
        rounds += 1;
        const answers = await Promise.all(
          waiting.map((i) =>
            guest.call(
              'POST',
              '/shop/checkout/ordini',
              {
                prodotti: [{ key: 'v', id: tour, tipo: 'visite_guidate', data: tourKey }],
                email: `buyer${i}@bench.example.com`,
              },
              { 'Idempotency-Key': idem() },
            ),
          ),
        );
        buys.push(...answers);
        maxPlaces = Math.max(maxPlaces, await takenNow());
        const won = waiting
          .map((i, k) => ({ i, res: answers[k] }))
          .filter((w) => w.res.status === 201 && w.res.body?.status === 'pending');
        placed += won.length;
        if (won.length === 0) break;
        const paying = won.filter((w) => !abandons(w.i));
        const statuses = await Promise.all(paying.map((w) => approve(w.res.body.pagamento.url)));
        approved += statuses.filter((st) => st === 303).length;
        abandoned += won.length - paying.length;
        maxPlaces = Math.max(maxPlaces, await takenNow());
        // the abandoned orders' payment window ends: they expire and give their places back
        const before = await takenNow();
        const swept = await admin.call('POST', '/shop/admin/sweep', { older_than_seconds: 0 });
        releasedByExpiry += before - (await takenNow());
        if (swept.status !== 200) throw new Error(`sweep: ${swept.status}`);
        const winners = new Set(won.map((w) => w.i));
        // who paid is done; who abandoned gives up; the others try again
        waiting = waiting.filter((i) => !winners.has(i));
      }
      const soldTotal = await takenNow();
      const count = async (status) =>
        Number((await knex('ordini').where({ status }).count({ n: '*' }).first()).n);
      const paid = await count('paid');
      const expired = await count('expired');
      figures.lastPlaces = {
        buyers: BUYERS,
        rounds,
        ordersPlaced: placed,
        approved,
        abandoned,
        refused: buys.filter((b) => b.status === 409).length,
        statuses: histogram(buys),
        maxPlacesTaken: `${maxPlaces}/100`,
        dbPlaces: `${soldTotal}/100`,
        paidOrders: paid,
        expiredOrders: expired,
        placesReleasedByExpiry: releasedByExpiry,
        seconds: ((performance.now() - t0) / 1000).toFixed(1),
        p50ms: percentile(
          buys.map((b) => b.ms),
          50,
        ),
        p95ms: percentile(
          buys.map((b) => b.ms),
          95,
        ),
        ok:
          maxPlaces <= 100 &&
          soldTotal === 100 &&
          paid === 10 &&
          approved === 10 &&
          expired === abandoned &&
          releasedByExpiry === abandoned,
      };

      // 2. 50 parallel retries, one key
      const product = await adminCreate(admin, 'contenuti', {
        tipo: 'prodotti',
        tipo_prodotto: 'carte',
        status: 'published',
        prezzo: 2500,
        translations: [{ languages_code: 'it', titolo: 'Carta', slug: 'prodotti/bench' }],
      });
      const key = idem();
      t0 = performance.now();
      const retries = await Promise.all(
        Array.from({ length: RETRIES }, () =>
          guest.call(
            'POST',
            '/shop/checkout/ordini',
            {
              prodotti: [{ key: 'c', id: product, tipo: 'carte', quantita: 2 }],
              email: 'retry@bench.example.com',
            },
            { 'Idempotency-Key': key },
          ),
        ),
      );
      const ids = new Set(
        retries.filter((r) => r.status === 200 || r.status === 201).map((r) => r.body.id),
      );
      const rows = Number(
        (await knex('ordini').where({ idempotency_key: key }).count({ n: '*' }).first()).n,
      );
      figures.idempotency = {
        retries: RETRIES,
        statuses: histogram(retries),
        distinctOrders: ids.size,
        dbOrders: rows,
        seconds: ((performance.now() - t0) / 1000).toFixed(1),
        ok: ids.size === 1 && rows === 1,
      };

      // 3. promo code with 5 uses under 200 attempts
      await adminCreate(admin, 'codici_promo', {
        codice: 'BENCH5',
        sconto_percentuale: 20,
        max_usi: 5,
        attivo: true,
      });
      t0 = performance.now();
      const promos = await Promise.all(
        Array.from({ length: PROMO_ATTEMPTS }, (_, i) =>
          guest.call(
            'POST',
            '/shop/checkout/ordini',
            {
              prodotti: [{ key: 'c', id: product, tipo: 'carte' }],
              codice: 'BENCH5',
              email: `promo${i}@bench.example.com`,
            },
            { 'Idempotency-Key': idem() },
          ),
        ),
      );
      const usi = Number((await knex('codici_promo').where({ codice: 'BENCH5' }).first('usi')).usi);
      const withCode = Number(
        (
          await knex('ordini')
            .where({ codice_promo: 'BENCH5' })
            .whereIn('status', ['pending', 'paid'])
            .count({ n: '*' })
            .first()
        ).n,
      );
      figures.promo = {
        attempts: PROMO_ATTEMPTS,
        accepted: promos.filter((p) => p.status === 201).length,
        statuses: histogram(promos),
        dbUses: usi,
        ordersWithCode: withCode,
        seconds: ((performance.now() - t0) / 1000).toFixed(1),
        ok: usi === 5 && withCode === 5,
      };

      // 4. queue: 2,000 sessions register and poll
      const capacity = 25;
      const qKey = futureKey(16, '1100');
      const appt = await adminCreate(admin, 'contenuti', {
        tipo: 'appuntamenti',
        status: 'draft',
        prezzo: 800,
        translations: [
          { languages_code: 'it', titolo: 'Appuntamento', slug: 'appuntamenti/bench' },
        ],
      });
      const slotId = await adminCreate(admin, 'date_puntuali', {
        contenuto: appt,
        data: isoOfKey(qKey),
        capienza: capacity,
      });
      await publish(admin, appt);
      let sampling = true;
      let samples = 0;
      let maxTaken = 0;
      let violations = 0;
      const sampler = (async () => {
        while (sampling) {
          // one statement, so booked and held places are read from one snapshot
          const row = await knex
            .select(
              knex.raw(
                `(select prenotati from date_puntuali where id = ?) + coalesce((select sum(posti) from sessioni_coda where slot = ? and ((status = 'active' and ammessa = ?) or (status = 'converted' and ordine is null))), 0) as taken`,
                [slotId, slotId, true],
              ),
            )
            .first();
          const taken = Number(row?.taken ?? 0);
          samples++;
          maxTaken = Math.max(maxTaken, taken);
          if (taken > capacity) violations++;
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      t0 = performance.now();
      const sessions = Array.from({ length: SESSIONS }, () => sid());
      const registered = await pool(
        sessions.map(
          (s) => () =>
            guest.call('POST', '/shop/queue/register', {
              data_appuntamento: qKey,
              session_id: s,
              appuntamento: appt,
            }),
        ),
        200,
      );
      let maxAdmittedSeen = registered.filter((r) => r.body?.admitted).length;
      const polls = [];
      let bought = 0;
      for (let round = 0; round < 3; round++) {
        const answers = await pool(
          sessions.map((s) => () => guest.call('POST', '/shop/queue/status', { session_id: s })),
          200,
        );
        polls.push(...answers);
        const admitted = sessions.filter((_, i) => answers[i].body?.admitted);
        maxAdmittedSeen = Math.max(maxAdmittedSeen, admitted.length);
        // a third of the admitted buy, a third leave, the rest keep their place
        const buyers = admitted.filter((_, i) => i % 3 === 0);
        const leavers = admitted.filter((_, i) => i % 3 === 1);
        const results = await pool(
          [
            ...buyers.map(
              (s) => () =>
                guest.call(
                  'POST',
                  '/shop/checkout/ordini',
                  {
                    prodotti: [
                      { key: 'a', id: appt, tipo: 'appuntamenti', data: qKey, sessione: s },
                    ],
                    email: 'q@bench.example.com',
                  },
                  { 'Idempotency-Key': idem() },
                ),
            ),
            ...leavers.map((s) => () => guest.call('POST', '/shop/queue/left', { session_id: s })),
          ],
          50,
        );
        bought += results.slice(0, buyers.length).filter((r) => r.status === 201).length;
      }
      sampling = false;
      await sampler;
      const booked = Number(
        (await knex('date_puntuali').where({ id: slotId }).first('prenotati')).prenotati,
      );
      const all = [...registered, ...polls];
      figures.queue = {
        sessions: SESSIONS,
        capacity,
        requests: all.length,
        statuses: histogram(all),
        maxAdmittedAnswered: maxAdmittedSeen,
        maxTakenSampled: maxTaken,
        dbSamples: samples,
        violations,
        booked,
        boughtThroughQueue: bought,
        seconds: ((performance.now() - t0) / 1000).toFixed(1),
        p95ms: percentile(
          all.map((a) => a.ms),
          95,
        ),
        ok:
          violations === 0 &&
          maxTaken <= capacity &&
          maxAdmittedSeen <= capacity &&
          booked <= capacity &&
          booked === bought,
      };
      return figures;
    } finally {
      await knex.destroy();
    }
  } finally {
    for (const s of extra) await s.stop();
    await instance.stop();
  }
}

await buildExtensions({ quiet: true });
let failed = false;
for (const db of dbs) {
  const started = performance.now();
  const figures = await runOn(db);
  console.log(
    `\n=== product API concurrency: ${figures.database} (${((performance.now() - started) / 1000).toFixed(0)} s) ===`,
  );
  for (const [name, f] of Object.entries(figures)) {
    if (name === 'database') continue;
    console.log(
      `${f.ok ? 'PASS' : 'FAIL'} ${name.padEnd(12)} ${Object.entries(f)
        .filter(([k]) => k !== 'ok')
        .map(([k, v]) => `${k}=${v}`)
        .join('  ')}`,
    );
    if (!f.ok) failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
