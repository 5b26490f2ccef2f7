#!/usr/bin/env node
// Check-in benchmark: the door's rule (a ticket admits once) under load, against real Directus
// instances on loopback.
//
//   node bench/checkin.mjs [--db sqlite|pg|redis|all] [--scans 1000] [--concurrency 50]
//
// On each database (SQLite; PostgreSQL; two Directus processes on one PostgreSQL and Redis, the
// requests spread over both):
//   1. 1,000 concurrent scans of ONE ticket's QR by door staff: exactly one is valid, the others
//      answer 409 TICKET_ALREADY_USED (a scan answered 503 UNAVAILABLE, the database pool being
//      busy and nothing changed, is sent again as a scanner does; retries are printed). Prints `checkin: scans 1000, valid 1, already-used 999`.
//   2. 1,000 scans of 1,000 different tickets (`--concurrency` in flight): every one valid once;
//      prints the latency percentiles.
// Exits 1 when any run counted more (or fewer) than one valid scan of the single ticket.
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
const SCANS = Number(opt('scans', '1000'));
const CONCURRENCY = Number(opt('concurrency', '50'));
const which = opt('db', 'all');
const runs = [
  { db: 'sqlite', processes: 1 },
  { db: 'pg', processes: 1 },
  { db: 'pg', processes: 2 },
].filter(
  (r) =>
    which === 'all' ||
    (which === 'redis' ? r.processes === 2 : r.db === which && r.processes === 1),
);

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newCode = () => Array.from(randomBytes(16), (b) => ALPHABET[b & 31]).join('');

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
  );
}

async function call(url, method, route, token, body, headers = {}) {
  const started = performance.now();
  try {
    const res = await fetch(`${url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await res.text();
    let json = text;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: String(error), ms: performance.now() - started };
  }
}

const codeOf = (a) =>
  a.body?.errors?.[0]?.extensions?.code ?? (a.status === 200 ? 'valid' : String(a.status));

async function runOn({ db, processes }) {
  const env = {
    RATE_LIMITER_ENABLED: 'false',
    LOG_LEVEL: 'error',
    MAIL_OUTBOX_INTERVAL_MS: '5000',
  };
  if (db === 'pg') env.DB_POOL__MAX = '20';
  if (processes > 1)
    Object.assign(env, {
      REDIS: process.env.REDIS ?? 'redis://127.0.0.1:6379',
      CACHE_ENABLED: 'false',
    });
  const instance = await startInstance({ db, seed: false, env });
  const extra = [];
  const knex = instance.knex();
  try {
    const urls = [instance.url];
    for (let i = 1; i < processes; i += 1) {
      const port = await freePort();
      const server = await startServer({
        ...instance.env,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      extra.push(server);
      urls.push(server.url);
    }
    const admin = (m, r, b) => call(instance.url, m, r, instance.adminToken, b);
    for (const code of ['it', 'en', 'fr'])
      if (!(await knex('languages').where({ code }).first()))
        await knex('languages').insert({ code, language: code });
    // a museum ticket on sale, a door-staff user
    const product = await admin('POST', '/items/contenuti', {
      tipo: 'prodotti',
      status: 'published',
      tipo_prodotto: 'carte',
      tipo_carta: 'altro',
      prezzo: 1800,
      translations: [
        {
          languages_code: 'it',
          titolo: 'Museo',
          slug: `prodotti/bench-${randomBytes(3).toString('hex')}`,
        },
      ],
    });
    const role = await knex('directus_roles').where({ name: 'controllo' }).first('id');
    const email = `controllo-${randomBytes(4).toString('hex')}@bench.example.com`;
    await admin('POST', '/users', {
      email,
      password: 'Bench-password-123',
      role: role.id,
      status: 'active',
    });
    const login = await call(instance.url, 'POST', '/auth/login', null, {
      email,
      password: 'Bench-password-123',
    });
    const door = login.body.data.access_token;
    // one real paid order (checkout, demo provider's page): its ticket is the one scanned 1,000 times
    const order = await call(
      instance.url,
      'POST',
      '/shop/checkout/ordini',
      instance.storefrontToken,
      {
        prodotti: [{ key: 'm', id: product.body.data.id, tipo: 'carte', quantita: 1 }],
        email: 'bench@example.com',
      },
      { 'Idempotency-Key': `bench-${randomBytes(8).toString('hex')}` },
    );
    const page = await (await fetch(order.body.pagamento.url)).text();
    const formToken = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    await fetch(order.body.pagamento.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: formToken, esito: 'approve' }).toString(),
      redirect: 'manual',
    });
    for (
      let i = 0;
      i < 100 && !(await knex('biglietti').where({ ordine: order.body.id }).first());
      i += 1
    )
      await new Promise((r) => setTimeout(r, 100));
    // 1,000 more tickets of the same order, written directly (issuing is not what is measured)
    const today = new Date().toISOString().slice(0, 10);
    const rows = Array.from({ length: SCANS }, () => ({
      codice: newCode(),
      ordine: order.body.id,
      tipo: 'carte',
      item_id: String(product.body.data.id),
      valido_dal: '2000-01-01',
      valido_al: '2999-12-31',
      stato: 'valid',
      date_created: new Date(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await knex('biglietti').insert(rows.slice(i, i + 200));
    const list = await admin('GET', `/shop/ordini/${order.body.id}/biglietti`);
    const tickets = list.body.data.biglietti;
    const single = tickets.find((t) => !rows.some((r) => r.codice === t.codice));
    const many = tickets.filter((t) => t !== single);
    if (!single || many.length !== SCANS) throw new Error(`tickets: ${tickets.length} (${today})`);

    const label = `${db}${processes > 1 ? ` x${processes} processes + Redis` : ''}`;
    // 1. every scan of one ticket at once
    let n = 0;
    let retries = 0;
    /** A scan as a scanner sends it: again after 503 UNAVAILABLE ("try again") or no answer. */
    const scan = async (qr) => {
      const started = performance.now();
      for (let attempt = 0; ; attempt += 1) {
        const a = await call(urls[n++ % urls.length], 'POST', '/shop/checkin', door, {
          codice: qr,
        });
        if ((a.status !== 503 && a.status !== 0) || attempt >= 20)
          return { ...a, ms: performance.now() - started };
        retries += 1;
        await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
      }
    };
    let t0 = performance.now();
    const burst = await Promise.all(Array.from({ length: SCANS }, () => scan(single.qr)));
    const seconds1 = ((performance.now() - t0) / 1000).toFixed(1);
    const counts = burst.reduce((h, a) => ((h[codeOf(a)] = (h[codeOf(a)] ?? 0) + 1), h), {});
    const valid = counts.valid ?? 0;
    const used = counts.TICKET_ALREADY_USED ?? 0;
    const other = Object.entries(counts).filter(
      ([k]) => k !== 'valid' && k !== 'TICKET_ALREADY_USED',
    );
    console.log(
      `[${label}] checkin: scans ${SCANS}, valid ${valid}, already-used ${used}${other.length ? `, other ${other.map(([k, v]) => `${k}:${v}`).join(' ')}` : ''} (${seconds1} s, ${retries} retries after 503)`,
    );
    retries = 0;
    // 2. 1,000 different tickets, CONCURRENCY in flight
    t0 = performance.now();
    const answers = new Array(many.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < many.length) {
          const i = next++;
          answers[i] = await scan(many[i].qr);
        }
      }),
    );
    const seconds2 = (performance.now() - t0) / 1000;
    const ok = answers.filter((a) => a.status === 200).length;
    const ms = answers.map((a) => a.ms);
    console.log(
      `[${label}] checkin: ${many.length} different tickets, valid ${ok}, ${CONCURRENCY} in flight: p50 ${percentile(ms, 50)} ms, p99 ${percentile(ms, 99)} ms, ${Math.round(many.length / seconds2)} scans/s, ${retries} retries after 503`,
    );
    return { label, valid, ok, p50: percentile(ms, 50), p99: percentile(ms, 99) };
  } finally {
    await knex.destroy();
    for (const s of extra) await s.stop();
    await instance.stop();
  }
}

await buildExtensions({ quiet: true });
let failed = false;
for (const r of runs) {
  const res = await runOn(r);
  if (res.valid !== 1) failed = true;
  if (res.ok !== SCANS) failed = true;
}
if (failed) {
  console.error('checkin: FAILED (more or less than one valid scan of a ticket)');
  process.exit(1);
}
