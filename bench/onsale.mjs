#!/usr/bin/env node
// `npm run bench:onsale`: the day a big event goes on sale, measured on the reference deployment
// (scripts/cluster.sh: nginx in front of two storefront and two Directus processes on PostgreSQL
// and Redis), started on free ports on a copy of the backend tests' prepared database
// (scripts/lib/cluster-run.mjs). Every request goes through nginx, as a browser's would.
//
// Rush mode (default; ONSALE_MODE=rush or --mode rush): an appointment date with ONSALE_PLACES
// (100) places, sold through the queue, and ONSALE_BUYERS (2,000) virtual buyers arriving within
// ONSALE_ARRIVAL_SECONDS (20). Each buyer does what the storefront's pages and scripts do:
//   event     GET the appointment's page
//   purchase  GET the purchase page of the day (/it/acquista/appuntamenti/:id/:day)
//   queue     GET the queue step (…/queue?slot=&posti=1)
//   register  POST /it/acquista/coda {op: register}    (the queue screen's first call)
//   status    POST /it/acquista/coda/stato {session_id} until admitted, or the date is sold out
//   login     GET the login page, POST its form        (the checkout is for signed-in buyers)
//   cart      GET /it/carrello
//   price     POST /it/carrello/prezzi                 (the cart screen's pricing call)
//   order     POST /it/checkout/ordine                 (one idempotency key per buyer)
//   payment   GET the demo provider's hosted page      (/directus/shop/pagamenti/demo/:session)
//   pay       POST its form (esito=approve)            -> 303 to the order page, signed notification
//   success   GET /it/checkout/success/:order
// A share ONSALE_ABANDON (0.2) of the admitted buyers abandon, in three equal parts: they leave
// the queue once admitted, decline on the payment page, or never pay (their order expires after
// the payment window, ONSALE_PAYMENT_WINDOW seconds, 120 here instead of 900); each gives its
// place back. Waiting buyers poll every ONSALE_POLL_SECONDS (5; the storefront polls every 30 s:
// the bench polls faster so that a rush takes minutes, which is 6 times the status load of real
// browsers). Each buyer has an address of its own (X-Forwarded-For, believed by nginx from this
// machine and by the storefront from nginx), so nginx's per-address limit and the login
// throttles see 2,000 visitors, not one.
// After ONSALE_KILL_AFTER seconds (10) one storefront and one Directus process are killed
// (SIGKILL); the supervisor starts them again.
//
// A retry: a request answered with a server error (5xx: nginx's 502/503/504 while a process is
// down, the storefront's 500 when its call to Directus failed) or cut (no answer) is sent again up
// to twice, one second apart, with the same body, cookies, queue session and Idempotency-Key (what
// a buyer's reload or second click sends). It counts as an error only when the last attempt fails;
// every first failure is counted and printed as "retried". Any final 5xx or cut answer is an error,
// so is any answer a buyer's step does not expect (a 4xx where the flow needs a 2xx/3xx).
//
// At the end the database is read: booked places of the date <= places (no oversell); every
// buyer whose payment answered 303 has exactly one paid order, no buyer has two paid orders, no
// idempotency key has two orders; places sold (paid orders) and released (expired, declined,
// left). Prints p50/p95/p99 per step, errors by status, and the closing line
//   onsale: buyers N, sold S of P, oversold 0, errors E, p99 X ms
// (p99 of every request). Exits 1 on an oversell, a lost or duplicated order, or an error.
//
// Scale mode (ONSALE_MODE=scale or --mode scale): how throughput moves from one to two processes
// of each kind. Through nginx, ONSALE_SCALE_SECONDS (20) of closed-loop load at ONSALE_CONCURRENCY
// (32) on each of: a cached anonymous page (the appointment's page), a page rendered with calls to
// Directus on every request (a search for a new word each time) and the queue's status call; first
// with two storefront and two Directus processes, then after storefront-2 is stopped (one
// storefront, two Directus), then after directus-2 is stopped too (one of each). Prints requests
// per second, p50/p99 and the load average of each run.
//
// Queue mode (ONSALE_MODE=queue or --mode queue): ONSALE_SESSIONS (10,000) queue sessions of one
// date with ONSALE_PLACES places register through nginx (the storefront's /it/acquista/coda), then
// each polls its status every ONSALE_POLL_SECONDS (30 in this mode, the storefront's interval,
// the sessions spread evenly over it) for ONSALE_DURATION seconds (180). An admitted session
// leaves at once (as a buyer who bought elsewhere would), so the next ones are admitted. Prints the
// status call's p50/p99 beside the goal (p99 <= 50 ms at the nginx entry: read from nginx's access
// log, which times each request from its first byte to its last; the figure the bench measures
// itself, with its own event loop's delays, is printed beside it), the admission rate
// (admitted per minute) and checks from the database, sampled throughout, that admitted and
// booked places never exceed the places. Exits 1 on errors, an excess, or requests the site fell so
// far behind that their turn came after the end (counted as "not sent").
//
// The queue mode also prints, by 30 s, the status call's time in the storefront as nginx timed it
// (urt), the storefronts' batched calls to Directus behind them, and the event-loop delay of every
// storefront and Directus process (bench/event-loop-delay.mjs, preloaded into each through
// NODE_OPTIONS): what tells a busy process from one waiting on something behind it.
// ONSALE_KEEP_LOGS=1 keeps nginx's configuration and access log after a run that passed too.
//
// Both modes: ONSALE_CONCURRENCY caps the requests in flight (rush 64, queue 256); latencies are
// measured from the moment a request is sent (the wait for a free slot is not counted).
// Requests per client address are limited at nginx (scripts/cluster.mjs, 300 a second): each
// virtual buyer and queue session has an address of its own, so the limit counts them one by one,
// as it counts visitors. Needs PostgreSQL and Redis (`scripts/toolchain.sh --services`),
// nginx and a storefront build (built by scripts/cluster.sh when there is none).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { roleIds } from '../backend/scripts/lib/access.mjs';
import { alive, startTestCluster } from '../scripts/lib/cluster-run.mjs';

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const mode = arg('mode') ?? process.env.ONSALE_MODE ?? 'rush';
if (mode !== 'rush' && mode !== 'queue' && mode !== 'scale') {
  console.error(`--mode must be rush, queue or scale, not ${mode}`);
  process.exit(2);
}
const num = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a number, not ${raw}`);
    process.exit(2);
  }
  return value;
};
const BUYERS = num('ONSALE_BUYERS', 2000);
const PLACES = num('ONSALE_PLACES', 100);
const SESSIONS = num('ONSALE_SESSIONS', 10_000);
const ABANDON = num('ONSALE_ABANDON', 0.2);
const ARRIVAL_S = num('ONSALE_ARRIVAL_SECONDS', 20);
const POLL_S = num('ONSALE_POLL_SECONDS', mode === 'queue' ? 30 : 5);
const DURATION_S = num('ONSALE_DURATION', 180);
const KILL_AFTER_S = num('ONSALE_KILL_AFTER', 10);
const PAYMENT_WINDOW_S = num('ONSALE_PAYMENT_WINDOW', 120);
const CONCURRENCY = num('ONSALE_CONCURRENCY', mode === 'queue' ? 256 : mode === 'scale' ? 32 : 64);
const SCALE_S = num('ONSALE_SCALE_SECONDS', 20);
const REQUEST_TIMEOUT = 60_000;
const GOAL_STATUS_P99 = 50;

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (...a) => console.error(`[onsale ${seconds()}s]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pad = (n) => String(n).padStart(2, '0');

// ---- requests -----------------------------------------------------------------------------

/** A counting semaphore: at most `limit` requests in flight. */
function semaphore(limit) {
  let active = 0;
  const waiting = [];
  return {
    async acquire() {
      if (active < limit) {
        active++;
        return;
      }
      await new Promise((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else active--;
    },
  };
}
const slots = semaphore(CONCURRENCY);

/**
 * The virtual buyers' requests go over kept-alive connections with node:http rather than fetch:
 * the bench shares the machine's cores with the site it measures, and its own CPU a request (the
 * `bench` figure of the scale mode) is taken from the site's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 16 });

/** One request; resolves with its status, headers (node's: lower-case names) and text. */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT,
        // as a browser asks: compressed pages are the site's real work
        headers: {
          'accept-encoding': 'gzip',
          ...headers,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const gzip = res.headers['content-encoding'] === 'gzip';
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: (gzip ? zlib.gunzipSync(raw) : raw).toString('utf8'),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Latencies and final statuses per step; first failures that a retry repaired. */
const steps = new Map();
const retried = new Map();
const unexpected = [];
const notSent = new Map();
function stepOf(name) {
  let s = steps.get(name);
  // ms: each request's latency; at: when it was sent (ms since the epoch), in the same order
  if (!s) steps.set(name, (s = { ms: [], at: [], statuses: new Map() }));
  return s;
}

/** A virtual browser: its cookies and its network address. */
class Browser {
  constructor(base, address) {
    this.base = base;
    this.address = address;
    this.cookies = new Map();
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(res) {
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One step of the flow, retried on 502/503/504 or a cut connection (see the file header).
   * `expect` lists the statuses the flow goes on with; any other final answer is unexpected.
   * @returns {Promise<{ status: number, text: string, json: any, location: string | null }>}
   */
  async step(name, method, route, { json, form, expect = [200], headers = {}, deadline } = {}) {
    const url = route.startsWith('http') ? route : `${this.base}${route}`;
    let answer;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await slots.acquire();
      // a request whose turn comes after the run's end is not sent (the load was more than the
      // site answered in time): counted apart, it has no latency
      if (deadline && Date.now() > deadline) {
        slots.release();
        notSent.set(name, (notSent.get(name) ?? 0) + 1);
        return { status: -1, text: '', json: null, location: null, ms: 0 };
      }
      const t0 = performance.now();
      try {
        const res = await request(url, {
          method,
          headers: {
            'x-forwarded-for': this.address,
            origin: this.base,
            accept: json ? 'application/json' : 'text/html',
            ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
            ...(json ? { 'content-type': 'application/json' } : {}),
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...headers,
          },
          body: json
            ? JSON.stringify(json)
            : form
              ? new URLSearchParams(form).toString()
              : undefined,
        });
        const { text } = res;
        const ms = performance.now() - t0;
        this.keep(res);
        let body = null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        answer = {
          status: res.status,
          text,
          json: body,
          location: res.headers.location ?? null,
          ms,
        };
      } catch (error) {
        answer = {
          status: 0,
          text: String(error),
          json: null,
          location: null,
          ms: performance.now() - t0,
        };
      } finally {
        slots.release();
      }
      const s = stepOf(name);
      s.ms.push(answer.ms);
      s.at.push(Date.now() - answer.ms);
      const transient = answer.status === 0 || answer.status >= 500;
      if (transient && attempt < 3) {
        retried.set(`${name} ${answer.status}`, (retried.get(`${name} ${answer.status}`) ?? 0) + 1);
        await sleep(1000);
        continue;
      }
      break;
    }
    stepOf(name).statuses.set(answer.status, (stepOf(name).statuses.get(answer.status) ?? 0) + 1);
    if (!expect.includes(answer.status)) {
      unexpected.push({ step: name, status: answer.status, body: answer.text.slice(0, 300) });
    }
    return answer;
  }
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

function stepTable(order) {
  const rows = [];
  const names = [
    ...order.filter((n) => steps.has(n)),
    ...[...steps.keys()].filter((n) => !order.includes(n)),
  ];
  rows.push(
    `${'step'.padEnd(10)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  statuses`,
  );
  for (const name of names) {
    const s = steps.get(name);
    const statuses = [...s.statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
    rows.push(
      `${name.padEnd(10)} ${String(s.ms.length).padStart(8)} ${String(percentile(s.ms, 50)).padStart(7)} ${String(percentile(s.ms, 95)).padStart(7)} ${String(percentile(s.ms, 99)).padStart(7)}  ${statuses}`,
    );
  }
  return rows.join('\n');
}

const allLatencies = () => [...steps.values()].flatMap((s) => s.ms);

/**
 * The requests of nginx's access log (scripts/cluster.mjs writes `rt=` and `t=` in each line)
 * named in `wanted` as "METHOD path" (the path up to the query string), read once: for each, the
 * ms spent in nginx and the ms since the epoch when it ended. The time at the nginx entry does not
 * count the bench's own delays in sending or reading (its event loop drives thousands of sessions
 * on the same two cores).
 */
function nginxTimes(wanted) {
  const times = new Map(wanted.map((w) => [w, { ms: [], at: [], upstreamMs: [] }]));
  const file = path.join(cluster.runDir, 'logs/access.log');
  if (!fs.existsSync(file)) return times;
  const line = /"(\S+) ([^ ?"]+)\S* HTTP\/[\d.]+" \d{3} \d+ rt=([\d.]+) t=([\d.]+) urt=(\S+)/;
  for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = line.exec(text);
    const entry = m && times.get(`${m[1]} ${m[2]}`);
    if (!entry) continue;
    entry.ms.push(Number(m[3]) * 1000);
    entry.at.push(Number(m[4]) * 1000);
    // "0.004" or, when a second process was tried, "0.001, 0.004": the sum is the upstreams' time
    const upstream = m[5].split(/[,:]\s*/).reduce((a, v) => a + (Number(v) || 0), 0);
    entry.upstreamMs.push(upstream * 1000);
  }
  return times;
}

/**
 * The event-loop delay of the storefront and Directus processes as they printed it
 * (bench/event-loop-delay.mjs): per process, the 2 s periods' p99 and max, with when each ended.
 */
function eventLoopDelays() {
  const byProcess = new Map();
  const line = /^\[((?:storefront|directus)-\d+)\] event-loop-delay (\{.*\})$/;
  for (const text of cluster.output().split('\n')) {
    const m = line.exec(text);
    if (!m) continue;
    let period;
    try {
      period = JSON.parse(m[2]);
    } catch {
      continue;
    }
    if (!byProcess.has(m[1])) byProcess.set(m[1], []);
    byProcess.get(m[1]).push(period);
  }
  return new Map([...byProcess].sort(([a], [b]) => a.localeCompare(b)));
}

/** Latencies (`ms`, ended at `at`) by 30 s from `from` to `to`: each window's label and values. */
function by30s({ ms, at }, from, to, t0) {
  const windows = [];
  for (let start = from; start < to; start += 30_000) {
    const inside = ms.filter((_, i) => at[i] >= start && at[i] < start + 30_000);
    const label = `${((start - t0) / 1000).toFixed(0)}-${((start - t0) / 1000 + 30).toFixed(0)} s`;
    windows.push({ label, ms: inside });
  }
  return windows;
}

const p50p99 = (ms) => `p50 ${percentile(ms, 50)} ms, p99 ${percentile(ms, 99)} ms`;

// ---- the cluster and the sale -------------------------------------------------------------

log(
  `mode ${mode}; ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
let cluster;
try {
  cluster = await startTestCluster({
    log,
    env: {
      // the storefront is built again when its sources changed since its build (a build of an
      // older checkout would be measured otherwise); CLUSTER_BUILD=reuse serves the build as it is
      CLUSTER_BUILD: process.env.CLUSTER_BUILD || 'when-changed',
      SHOP_PENDING_ORDER_SECONDS: String(PAYMENT_WINDOW_S),
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // each of the cluster's Node processes prints its event loop's delay every 2 s
      NODE_OPTIONS: [
        process.env.NODE_OPTIONS,
        `--import "${pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'event-loop-delay.mjs')).href}"`,
      ]
        .filter(Boolean)
        .join(' '),
      // the scale mode stops processes one by one and measures what is left
      ...(mode === 'scale' ? { CLUSTER_RESTART: '0' } : {}),
    },
  });
} catch (error) {
  log(`FAIL: ${error instanceof Error ? error.message : error}`);
  const failed = /** @type {any} */ (error).cluster;
  if (failed) {
    console.error(failed.output().slice(-6000));
    await failed.cleanUp();
  }
  process.exit(1);
}
const { base, instance } = cluster;
const knex = instance.knex();
let finished = false;
async function finish(code) {
  if (finished) return;
  finished = true;
  await knex.destroy().catch(() => {});
  await cluster.cleanUp();
  process.exit(code);
}
// whatever happens, the cluster and its database copy do not outlive the bench
for (const event of ['uncaughtException', 'unhandledRejection'])
  process.on(event, (error) => {
    log(`FAIL: ${error instanceof Error ? error.stack : error}`);
    void finish(1);
  });
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

const state = cluster.state;
log(
  `cluster ready at ${base}: ` +
    [...state.storefronts, ...state.directus].map((p) => `${p.name} :${p.port}`).join(', '),
);

const adminToken = instance.adminToken;
async function admin(method, route, body) {
  const res = await fetch(`${base}/directus${route}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** An appointment on sale through the queue and one of its dates with `places` places. */
async function createSale(places) {
  const day = new Date(Date.now() + 20 * 86400000);
  const slotKey = `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}2100`;
  const dayPath = `${slotKey.slice(0, 4)}-${slotKey.slice(4, 6)}-${slotKey.slice(6, 8)}`;
  const suffix = randomBytes(3).toString('hex');
  const created = await admin('POST', '/items/contenuti', {
    tipo: 'appuntamenti',
    status: 'draft',
    prezzo: 2500,
    translations: [
      {
        languages_code: 'it',
        titolo: `Concerto in piazza ${suffix}`,
        slug: `appuntamenti/concerto-in-piazza-${suffix}`,
      },
    ],
  });
  const id = created.data.id;
  const slot = await admin('POST', '/items/date_puntuali', {
    contenuto: id,
    data: `${dayPath}T21:00:00`,
    capienza: places,
  });
  await admin('PATCH', `/items/contenuti/${id}`, { status: 'published' });
  // the appointment's own page (the content route serves a content item at /{lang}/{slug})
  const eventPath = `/it/appuntamenti/concerto-in-piazza-${suffix}`;
  const res = await fetch(`${base}${eventPath}`, { redirect: 'manual' });
  await res.arrayBuffer();
  if (res.status !== 200)
    throw new Error(`the appointment's page ${eventPath} answers ${res.status}`);
  return { id, slotId: slot.data.id, slotKey, dayPath, eventPath };
}

/** The unexpected answers by step and status, with the first five bodies. */
function printErrors(unexpected) {
  const byKind = new Map();
  for (const u of unexpected)
    byKind.set(`${u.step} ${u.status}`, (byKind.get(`${u.step} ${u.status}`) ?? 0) + 1);
  console.log(`errors by step and status: ${[...byKind].map(([k, v]) => `${k}:${v}`).join(' ')}`);
  for (const u of unexpected.slice(0, 5))
    console.log(`  e.g. ${u.step} ${u.status}: ${u.body.replace(/\s+/g, ' ').slice(0, 200)}`);
}

/** Reads booked and held places of a date from one snapshot. */
async function takenNow(slotId) {
  const row = await knex
    .select(
      knex.raw(
        `(select prenotati from date_puntuali where id = ?) + coalesce((select sum(posti) from sessioni_coda where slot = ? and ((status = 'active' and ammessa = ?) or (status = 'converted' and ordine is null))), 0) as taken`,
        [slotId, slotId, true],
      ),
    )
    .first();
  return Number(row?.taken ?? 0);
}

/** Samples taken places every 100 ms until stopped; counts samples above the places. */
function sampler(slotId, places) {
  const s = { samples: 0, max: 0, violations: 0, running: true };
  s.done = (async () => {
    while (s.running) {
      try {
        const taken = await takenNow(slotId);
        s.samples++;
        s.max = Math.max(s.max, taken);
        if (taken > places) s.violations++;
      } catch {
        /* the database is busy; the next sample counts */
      }
      await sleep(100);
    }
  })();
  return s;
}

/** Kills one storefront and one Directus process and reports when the supervisor restarted them. */
async function killOneOfEach() {
  const before = cluster.readState();
  const [sf] = before.storefronts;
  const [dx] = before.directus;
  log(`killing ${sf.name} (pid ${sf.pid}) and ${dx.name} (pid ${dx.pid}) with SIGKILL`);
  process.kill(sf.pid, 'SIGKILL');
  process.kill(dx.pid, 'SIGKILL');
  const killedAt = Date.now();
  const back = {};
  for (let i = 0; i < 600 && Object.keys(back).length < 2; i++) {
    await sleep(500);
    const now = cluster.readState();
    for (const [name, old] of [
      [sf.name, sf],
      [dx.name, dx],
    ]) {
      if (back[name]) continue;
      const spec = [...now.storefronts, ...now.directus].find((p) => p.name === name);
      if (!spec?.pid || spec.pid === old.pid || !alive(spec.pid)) continue;
      const health = name.startsWith('directus') ? '/server/ping' : '/robots.txt';
      const ok = await fetch(`http://127.0.0.1:${spec.port}${health}`, {
        signal: AbortSignal.timeout(2000),
      })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) {
        back[name] = ((Date.now() - killedAt) / 1000).toFixed(1);
        log(`${name} answers again (pid ${spec.pid}), ${back[name]} s after the kill`);
      }
    }
  }
  return { killed: [sf.name, dx.name], back };
}

// ---- rush -----------------------------------------------------------------------------------

async function rush() {
  const sale = await createSale(PLACES);
  log(
    `sale: appointment ${sale.id}, date ${sale.slotKey} (slot ${sale.slotId}), ${PLACES} places, page ${sale.eventPath}`,
  );

  // buyers' accounts: one created through the API (its password hash), the others as rows with
  // that hash, so that 2,000 argon2 hashings do not weigh on the measurement
  const password = `Onsale-${randomBytes(6).toString('hex')}`;
  const runId = randomBytes(3).toString('hex');
  const email = (i) => `buyer${i}-${runId}@onsale.example.com`;
  await admin('POST', '/users', {
    email: email(0),
    password,
    role: roleIds.utente,
    status: 'active',
  });
  const { password: hash } = await knex('directus_users')
    .where({ email: email(0) })
    .first('password');
  const rows = Array.from({ length: BUYERS - 1 }, (_, k) => ({
    id: randomUUID(),
    email: email(k + 1),
    password: hash,
    role: roleIds.utente,
    status: 'active',
    provider: 'default',
    first_name: 'Buyer',
    last_name: String(k + 1),
  }));
  for (let k = 0; k < rows.length; k += 500)
    await knex('directus_users').insert(rows.slice(k, k + 500));
  log(`${BUYERS} buyer accounts ready`);

  const queuePath = `/it/acquista/appuntamenti/${sale.id}/${sale.dayPath}/queue?slot=${sale.slotKey}&posti=1`;
  const purchasePath = `/it/acquista/appuntamenti/${sale.id}/${sale.dayPath}`;
  // which admitted buyers abandon, and how: one in 1/ABANDON of them, in turn leave/decline/unpaid
  let admittedCount = 0;
  const abandonEvery = ABANDON > 0 ? Math.max(1, Math.round(1 / ABANDON)) : 0;
  const abandonKinds = ['leave', 'decline', 'unpaid'];
  let abandoned = 0;

  const outcomes = new Map();
  const paidBy = new Map(); // buyer email -> order id answered with a paid 303
  const keys = [];

  async function buyer(i) {
    const b = new Browser(base, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    const out = (what) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    await b.step('event', 'GET', sale.eventPath);
    await b.step('purchase', 'GET', purchasePath);
    await b.step('queue', 'GET', queuePath);
    const sessionId = `onsale-${randomBytes(10).toString('hex')}`;
    const reg = await b.step('register', 'POST', '/it/acquista/coda', {
      json: {
        op: 'register',
        data_appuntamento: sale.slotKey,
        session_id: sessionId,
        appuntamento: sale.id,
        posti: 1,
      },
    });
    let session = reg.json?.session;
    if (!session) return out('failed to join');
    while (session.status === 'active' && !session.admitted) {
      await sleep(POLL_S * 1000 * (0.75 + Math.random() * 0.5));
      const st = await b.step('status', 'POST', '/it/acquista/coda/stato', {
        json: { session_id: sessionId },
      });
      if (!st.json?.session) return out('failed while waiting');
      session = st.json.session;
    }
    if (!(session.status === 'active' && session.admitted)) return out(`queue: ${session.status}`);
    admittedCount++;
    const kind =
      abandonEvery && admittedCount % abandonEvery === 0
        ? abandonKinds[abandoned++ % abandonKinds.length]
        : 'pay';
    if (kind === 'leave') {
      await b.step('leave', 'POST', '/it/acquista/coda', {
        json: { op: 'left', session_id: sessionId },
      });
      return out('left the queue');
    }
    await b.step(
      'login',
      'GET',
      `/it/dashboard/login?redirect=${encodeURIComponent('/it/checkout')}`,
    );
    const login = await b.step(
      'login',
      'POST',
      `/it/dashboard/login?redirect=${encodeURIComponent('/it/checkout')}`,
      { form: { email: email(i), password }, expect: [302, 303] },
    );
    if (login.status !== 302 && login.status !== 303) return out('failed to sign in');
    await b.step('cart', 'GET', '/it/carrello');
    const line = {
      key: randomUUID(),
      id: sale.id,
      tipo: 'appuntamenti',
      quantita: 1,
      data: sale.slotKey,
      lingua: 'it',
      sessione: sessionId,
    };
    await b.step('price', 'POST', '/it/carrello/prezzi', {
      json: { prodotti: [line], codice: null },
    });
    const idempotencyKey = `onsale-${randomUUID()}`;
    keys.push(idempotencyKey);
    const order = await b.step('order', 'POST', '/it/checkout/ordine', {
      json: {
        idempotencyKey,
        prodotti: [line],
        codice: null,
        values: { email: email(i), termini: 'on' },
      },
    });
    const paymentUrl = order.json?.payment;
    const orderId = order.json?.order?.id;
    if (!paymentUrl || !orderId) return out(`order refused (${order.json?.error ?? order.status})`);
    if (kind === 'unpaid') return out('did not pay');
    // the hosted page is the public address (through nginx, under /directus)
    const page = await b.step('payment', 'GET', paymentUrl);
    const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
    // no form: the page says the payment window closed (the order expired and gave its place back)
    if (!token) return out('payment window closed');
    const esito = kind === 'decline' ? 'decline' : 'approve';
    const pay = await b.step('pay', 'POST', paymentUrl, {
      form: { token, esito },
      expect: [303],
    });
    if (pay.status !== 303) return out('payment not answered');
    if (kind === 'decline') return out('declined');
    paidBy.set(email(i), orderId);
    await b.step('success', 'GET', `/it/checkout/success/${orderId}`);
    out('paid');
  }

  const watch = sampler(sale.slotId, PLACES);
  const killer = (async () => {
    await sleep(KILL_AFTER_S * 1000);
    return killOneOfEach();
  })().catch((error) => {
    log(`the kill failed: ${error}`);
    return { killed: [], back: {} };
  });
  const t0 = Date.now();
  log(`${BUYERS} buyers arrive within ${ARRIVAL_S} s; waiting buyers poll every ${POLL_S} s`);
  const progress = setInterval(() => {
    log(
      `${[...outcomes.values()].reduce((a, b) => a + b, 0)} of ${BUYERS} buyers done, ` +
        `taken ${watch.max} max of ${PLACES}, ${unexpected.length} unexpected answers`,
    );
  }, 15_000);
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      await sleep((ARRIVAL_S * 1000 * i) / Math.max(1, BUYERS));
      try {
        await buyer(i);
      } catch (error) {
        unexpected.push({ step: 'buyer', status: -1, body: String(error).slice(0, 300) });
      }
    }),
  );
  clearInterval(progress);
  const rushSeconds = (Date.now() - t0) / 1000;
  const kills = await killer;

  // unpaid orders expire after the payment window: wait for the expiry job to release them
  for (let i = 0; i < PAYMENT_WINDOW_S + 90; i++) {
    const pending = await knex('ordini as o')
      .join('ordini_righe as r', 'r.ordine', 'o.id')
      .where('r.sessione', 'like', 'onsale-%')
      .andWhere('o.status', 'pending')
      .count({ n: '*' })
      .first();
    if (Number(pending?.n ?? 0) === 0) break;
    await sleep(1000);
  }
  watch.running = false;
  await watch.done;

  // ---- the database's account --------------------------------------------------------------
  const slotRow = await knex('date_puntuali')
    .where({ id: sale.slotId })
    .first('prenotati', 'capienza');
  const orders = await knex('ordini as o')
    .join('ordini_righe as r', 'r.ordine', 'o.id')
    .where('r.tipo', 'appuntamenti')
    .andWhere('r.item_id', String(sale.id))
    .select('o.id', 'o.status', 'o.email', 'o.idempotency_key', 'r.quantita');
  const byStatus = {};
  for (const o of orders) byStatus[o.status] = (byStatus[o.status] ?? 0) + Number(o.quantita);
  const paidOrders = orders.filter((o) => o.status === 'paid');
  const sold = paidOrders.reduce((n, o) => n + Number(o.quantita), 0);
  const paidPerEmail = new Map();
  for (const o of paidOrders) paidPerEmail.set(o.email, (paidPerEmail.get(o.email) ?? 0) + 1);
  const lost = [...paidBy].filter(([mail]) => paidPerEmail.get(mail) !== 1);
  const twice = [...paidPerEmail].filter(([, n]) => n > 1);
  const perKey = await knex('ordini')
    .whereIn('idempotency_key', keys.length ? keys : ['-'])
    .groupBy('idempotency_key')
    .havingRaw('count(*) > 1')
    .select('idempotency_key');
  const leftAdmitted = await knex('sessioni_coda')
    .where({ slot: sale.slotId, status: 'departed' })
    .count({ n: '*' })
    .first();
  const bookings = await knex('prenotazioni')
    .where({ slot: sale.slotId, stato: 'confermata' })
    .sum({ n: 'posti' })
    .first()
    .catch(() => null);
  const booked = Number(slotRow.prenotati);
  const oversold = Math.max(0, booked - PLACES, watch.max - PLACES, sold - PLACES);
  const released = (byStatus.expired ?? 0) + (byStatus.failed ?? 0) + Number(leftAdmitted?.n ?? 0);

  // ---- figures -------------------------------------------------------------------------------
  console.log(
    `\n=== on-sale rush: ${BUYERS} buyers, ${PLACES} places, through nginx at ${base} (${new Date().toISOString().slice(0, 10)}) ===`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}; rush ${rushSeconds.toFixed(0)} s; status polled every ${POLL_S} s (browsers: 30 s)`,
  );
  console.log(
    stepTable([
      'event',
      'purchase',
      'queue',
      'register',
      'status',
      'leave',
      'login',
      'cart',
      'price',
      'order',
      'payment',
      'pay',
      'success',
    ]),
  );
  console.log(
    `buyers: ${[...outcomes]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `places: ${PLACES}; sold (paid orders) ${sold}; booked in the database ${booked}; confirmed bookings ${Number(bookings?.n ?? 0)}; most taken at once ${watch.max} (${watch.samples} samples); released ${released} (orders expired ${byStatus.expired ?? 0}, declined ${byStatus.failed ?? 0}, left the queue once admitted ${Number(leftAdmitted?.n ?? 0)})`,
  );
  console.log(
    `orders: ${
      Object.entries(byStatus)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none'
    }; paid answers ${paidBy.size}, without exactly one paid order ${lost.length}; buyers with two paid orders ${twice.length}; idempotency keys with two orders ${perKey.length}`,
  );
  console.log(
    `kills: ${kills.killed.join(' and ')} (SIGKILL after ${KILL_AFTER_S} s); answering again after ${
      Object.entries(kills.back)
        .map(([k, v]) => `${k} ${v} s`)
        .join(', ') || 'never'
    }`,
  );
  console.log(
    `retried (first answer 5xx or cut, same request sent again): ${[...retried].map(([k, v]) => `${k}:${v}`).join(' ') || 'none'}`,
  );
  const errors = unexpected.length;
  const serverErrors = unexpected.filter((u) => u.status === 0 || u.status >= 500).length;
  if (errors) printErrors(unexpected);
  else console.log('errors by status: none');
  const p99 = percentile(allLatencies(), 99);
  const ok =
    oversold === 0 &&
    watch.violations === 0 &&
    lost.length === 0 &&
    twice.length === 0 &&
    perKey.length === 0 &&
    errors === 0 &&
    Object.keys(kills.back).length === 2;
  if (Object.keys(kills.back).length < 2)
    console.log('FAIL: a killed process did not answer again');
  console.log(
    `onsale: buyers ${BUYERS}, sold ${sold} of ${PLACES}, oversold ${oversold}, errors ${errors}, p99 ${p99} ms`,
  );
  if (serverErrors) log(`${serverErrors} server errors or cut answers`);
  return ok;
}

// ---- CPU of the cluster's processes ---------------------------------------------------------

const CLOCK_TICK_MS = 10; // Linux's USER_HZ is 100 on every platform this runs on
/** Every process of this machine: its parent, its name and the CPU it has used (ms, user + system). */
function processTable() {
  const table = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // the name is in parentheses and may hold spaces: the fields after it are split
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    table.set(Number(entry), {
      ppid: Number(fields[1]),
      name,
      cpuMs: (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS,
    });
  }
  return table;
}

/** CPU ms used so far by each kind of process: the cluster's (with their children) and PostgreSQL's. */
function cpuByKind() {
  const table = processTable();
  const children = new Map();
  for (const [pid, p] of table) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(pid);
  }
  const tree = (pid) => {
    let ms = 0;
    const stack = [pid];
    while (stack.length) {
      const at = stack.pop();
      ms += table.get(at)?.cpuMs ?? 0;
      stack.push(...(children.get(at) ?? []));
    }
    return ms;
  };
  const st = cluster.readState();
  const sum = (list) => list.reduce((a, p) => a + (p?.pid ? tree(p.pid) : 0), 0);
  let postgres = 0;
  let redis = 0;
  for (const p of table.values()) {
    if (p.name === 'postgres') postgres += p.cpuMs;
    else if (p.name.startsWith('redis-server')) redis += p.cpuMs;
  }
  return {
    nginx: sum([st.nginx]),
    storefront: sum(st.storefronts),
    directus: sum(st.directus),
    postgres,
    redis,
    bench: Math.round(process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000),
  };
}

/** CPU ms a request of each kind of process between two cpuByKind() readings. */
function cpuPerRequest(before, after, requests) {
  const out = {};
  for (const k of Object.keys(after)) out[k] = (after[k] - before[k]) / Math.max(1, requests);
  return out;
}

const formatCpu = (per) =>
  Object.entries(per)
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(', ');

// ---- queue ------------------------------------------------------------------------------------

async function queue() {
  const sale = await createSale(PLACES);
  log(`sale: appointment ${sale.id}, date ${sale.slotKey}, ${PLACES} places; ${SESSIONS} sessions`);
  const watch = sampler(sale.slotId, PLACES);
  const browsers = Array.from(
    { length: SESSIONS },
    (_, i) => new Browser(base, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`),
  );
  const ids = Array.from({ length: SESSIONS }, () => `onsale-${randomBytes(10).toString('hex')}`);
  const t0 = Date.now();
  // everyone joins within the first poll interval, as the page opens for each visitor
  const active = new Set();
  let admitted = 0;
  const admittedAt = [];
  let excess = 0;
  const leaveIfAdmitted = async (i, session) => {
    if (session?.admitted && session.status === 'active' && active.has(i)) {
      active.delete(i);
      admitted++;
      admittedAt.push(Date.now());
      await browsers[i].step('leave', 'POST', '/it/acquista/coda', {
        deadline: endAt,
        json: { op: 'left', session_id: ids[i] },
      });
    } else if (session && session.status !== 'active') active.delete(i);
  };
  const interval = POLL_S * 1000;
  const endAt = t0 + interval + DURATION_S * 1000;
  // the CPU of every kind of process over the polling (from the first poll to the end)
  const cpuAtFirstPoll = (async () => {
    await sleep(interval);
    return { at: Date.now(), cpu: cpuByKind() };
  })();
  const stopKill = KILL_AFTER_S > 0 && process.env.ONSALE_QUEUE_KILL === '1';
  const killer = stopKill
    ? (async () => {
        await sleep(KILL_AFTER_S * 1000);
        return killOneOfEach();
      })()
    : null;
  await Promise.all(
    ids.map(async (sid, i) => {
      const offset = (interval * i) / SESSIONS;
      await sleep(offset);
      const reg = await browsers[i].step('register', 'POST', '/it/acquista/coda', {
        deadline: endAt,
        json: {
          op: 'register',
          data_appuntamento: sale.slotKey,
          session_id: sid,
          appuntamento: sale.id,
        },
      });
      if (reg.status === -1) return;
      active.add(i);
      await leaveIfAdmitted(i, reg.json?.session);
      // then every interval from its own offset, so the polls stay spread evenly
      for (let k = 1; Date.now() < endAt && active.has(i); k++) {
        const due = t0 + offset + k * interval;
        if (due > endAt) break;
        await sleep(Math.max(0, due - Date.now()));
        const st = await browsers[i].step('status', 'POST', '/it/acquista/coda/stato', {
          deadline: endAt,
          json: { session_id: sid },
        });
        await leaveIfAdmitted(i, st.json?.session);
      }
    }),
  );
  const runSeconds = (Date.now() - t0) / 1000;
  const cpuAtEnd = { at: Date.now(), cpu: cpuByKind() };
  watch.running = false;
  await watch.done;
  if (watch.max > PLACES) excess = watch.max - PLACES;
  const kills = killer ? await killer : null;
  const status = steps.get('status') ?? { ms: [], at: [], statuses: new Map() };
  const pollSeconds = Math.max(1, (endAt - (t0 + interval)) / 1000);
  const pollRate = status.ms.length / pollSeconds;
  const admittedPerMinute = admittedAt.length
    ? (admittedAt.filter((t) => t >= t0 + interval).length / pollSeconds) * 60
    : 0;
  console.log(
    `\n=== queue: ${SESSIONS} sessions polling one date (${PLACES} places) every ${POLL_S} s through nginx at ${base} (${new Date().toISOString().slice(0, 10)}) ===`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${runSeconds.toFixed(0)} s; ${pollRate.toFixed(0)} status calls per second`,
  );
  console.log(stepTable(['register', 'status', 'leave']));
  {
    const first = await cpuAtFirstPoll;
    const polls = (steps.get('status')?.at ?? []).filter((at) => at >= first.at).length;
    const used =
      Object.values(cpuAtEnd.cpu).reduce((a, b) => a + b, 0) -
      Object.values(first.cpu).reduce((a, b) => a + b, 0);
    const share = used / ((cpuAtEnd.at - first.at) * os.cpus().length);
    console.log(
      `CPU while polling: ${(share * 100).toFixed(0)} % of the ${os.cpus().length} cores; ms a status call (every request of the period counted as one): ${formatCpu(cpuPerRequest(first.cpu, cpuAtEnd.cpu, polls))}`,
    );
  }
  // the same by 30 s of the polling: the registrations of the first interval, and the first
  // polls, meet; the later windows are the line's steady state
  const windows = by30s(status, t0 + interval, endAt, t0)
    .filter((w) => w.ms.length)
    .map((w) => `${w.label}: ${w.ms.length} calls, ${p50p99(w.ms)}`);
  console.log(`status call by 30 s of the run (from the first poll):\n  ${windows.join('\n  ')}`);
  // the same calls as nginx timed them (the goal's measure), and the storefronts' batched calls
  // to Directus behind them (through nginx's internal server)
  const logged = nginxTimes(['POST /it/acquista/coda/stato', 'POST /shop/queue/statuses']);
  const atNginx = logged.get('POST /it/acquista/coda/stato');
  const batched = logged.get('POST /shop/queue/statuses');
  const batchedBy30s = by30s(batched, t0 + interval, endAt, t0);
  const upstreamBy30s = by30s({ ms: atNginx.upstreamMs, at: atNginx.at }, t0 + interval, endAt, t0);
  // each process's event-loop delay in the same windows: the worst 2 s period's p99 and max
  const loops = eventLoopDelays();
  const loopIn = (start) =>
    [...loops]
      .map(([name, periods]) => {
        const inside = periods.filter((p) => p.at >= start && p.at < start + 30_000);
        if (!inside.length) return `${name} -`;
        const worst = (k) => Math.max(...inside.map((p) => p[k]));
        return `${name} p99 ${worst('p99')} max ${worst('max')}`;
      })
      .join(', ');
  const nginxWindows = by30s(atNginx, t0 + interval, endAt, t0)
    .map((w, i) => ({
      ...w,
      batches: batchedBy30s[i].ms,
      upstream: upstreamBy30s[i].ms,
      loop: loopIn(t0 + interval + i * 30_000),
    }))
    .filter((w) => w.ms.length)
    .map(
      (w) =>
        `${w.label}: ${w.ms.length} calls, ${p50p99(w.ms)} (in the storefront ${p50p99(w.upstream)}); Directus ${w.batches.length} batches, ${p50p99(w.batches)}; event loop ${w.loop || '-'}`,
    );
  console.log(
    `the same at the nginx entry, by 30 s (the storefront's part as nginx timed it, the Directus calls behind them, the event-loop delay of each process, ms):\n  ${nginxWindows.join('\n  ')}`,
  );
  const clientP50 = percentile(status.ms, 50);
  const clientP99 = percentile(status.ms, 99);
  const p50 = percentile(atNginx.ms, 50);
  const p99 = percentile(atNginx.ms, 99);
  const measured = atNginx.ms.length > 0;
  const goalMet = measured && p99 <= GOAL_STATUS_P99 && notSent.size === 0;
  console.log(
    `status call at the nginx entry: ${measured ? `${atNginx.ms.length} calls, p50 ${p50} ms, p99 ${p99} ms` : 'none logged'} (goal: p99 <= ${GOAL_STATUS_P99} ms, every poll sent on time: ${goalMet ? 'met' : 'not met'}); as the bench measured it (with its own delays): p50 ${clientP50} ms, p99 ${clientP99} ms; Directus's batches behind them: ${batched.ms.length}, ${p50p99(batched.ms)}`,
  );
  console.log(
    `admitted: ${admitted} sessions in all, ${admittedPerMinute.toFixed(0)} per minute while polling; most places taken at once ${watch.max} of ${PLACES} (${watch.samples} samples, ${watch.violations} above)`,
  );
  if (kills)
    console.log(`kills: ${kills.killed.join(' and ')}; back after ${JSON.stringify(kills.back)}`);
  console.log(
    `retried (first answer 5xx or cut): ${[...retried].map(([k, v]) => `${k}:${v}`).join(' ') || 'none'}`,
  );
  console.log(
    `not sent by the end of the run (the site did not keep up): ${[...notSent].map(([k, v]) => `${k}:${v}`).join(' ') || 'none'}`,
  );
  const errors = unexpected.length;
  if (errors) printErrors(unexpected);
  console.log(
    `onsale queue: sessions ${SESSIONS}, status at nginx p50 ${p50} ms, p99 ${p99} ms (goal <= ${GOAL_STATUS_P99}; at the bench p99 ${clientP99} ms), admitted ${admittedPerMinute.toFixed(0)}/min, over capacity ${excess + watch.violations}, errors ${errors}, not sent ${[...notSent.values()].reduce((a, b) => a + b, 0)}`,
  );
  // requests never sent (the site fell behind the polling) make the figures meaningless: a failure
  return errors === 0 && watch.violations === 0 && excess === 0 && notSent.size === 0;
}

// ---- scale ------------------------------------------------------------------------------------

async function scale() {
  const sale = await createSale(PLACES);
  const b = new Browser(base, '10.0.0.1');
  // queue sessions to poll, each polled in turn: as many as four times the connections, so that
  // the polls in flight at once are of different sessions, as a real queue's are (the first
  // ONSALE_PLACES are admitted, the others wait)
  const sids = Array.from(
    { length: CONCURRENCY * 4 },
    () => `onsale-${randomBytes(10).toString('hex')}`,
  );
  for (const sid of sids)
    await b.step('register', 'POST', '/it/acquista/coda', {
      json: {
        op: 'register',
        data_appuntamento: sale.slotKey,
        session_id: sid,
        appuntamento: sale.id,
      },
    });
  let n = 0;
  let polled = 0;
  const kinds = [
    ['cached page', () => ['GET', sale.eventPath, undefined]],
    ['rendered page', () => ['GET', `/it/cerca?q=onsale${Date.now()}x${n++}`, undefined]],
    [
      'queue status',
      () => ['POST', '/it/acquista/coda/stato', { session_id: sids[polled++ % sids.length] }],
    ],
  ];
  /** Closed-loop load: CONCURRENCY workers, each sends its next request when the last answered. */
  async function measure(make, seconds = SCALE_S) {
    const ms = [];
    let errors = 0;
    const end = Date.now() + seconds * 1000;
    const cpuBefore = cpuByKind();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, w) => {
        while (Date.now() < end) {
          const [method, route, json] = make();
          const start = performance.now();
          try {
            const res = await request(`${base}${route}`, {
              method,
              headers: {
                origin: base,
                'x-forwarded-for': `10.1.0.${w}`,
                ...(json ? { 'content-type': 'application/json' } : {}),
              },
              body: json ? JSON.stringify(json) : undefined,
            });
            if (res.status !== 200) errors++;
          } catch {
            errors++;
          }
          ms.push(performance.now() - start);
        }
      }),
    );
    const secs = (performance.now() - t0) / 1000;
    return {
      cpu: cpuPerRequest(cpuBefore, cpuByKind(), ms.length),
      rps: ms.length / secs,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      errors,
      load: os.loadavg()[0],
    };
  }
  const stopProcess = async (pool, name) => {
    const spec = cluster.readState()[pool].find((p) => p.name === name);
    log(`stopping ${name} (pid ${spec.pid})`);
    process.kill(spec.pid, 'SIGKILL');
    for (let i = 0; i < 40 && alive(spec.pid); i++) await sleep(250);
    // nginx finds out on its next request there and leaves the process out: a few requests first
    for (let i = 0; i < 8; i++)
      await fetch(`${base}${sale.eventPath}`).then((r) => r.arrayBuffer());
  };
  const layouts = [
    ['2 storefronts, 2 Directus', null],
    ['1 storefront, 2 Directus', () => stopProcess('storefronts', 'storefront-2')],
    ['1 storefront, 1 Directus', () => stopProcess('directus', 'directus-2')],
  ];
  // ONSALE_SCALE_KINDS (e.g. "queue status") and ONSALE_SCALE_LAYOUTS (how many of the three
  // layouts, from the first) narrow a quick look
  const onlyKinds = (process.env.ONSALE_SCALE_KINDS ?? '').split(',').filter(Boolean);
  const measured = onlyKinds.length ? kinds.filter(([k]) => onlyKinds.includes(k)) : kinds;
  const results = [];
  for (const [layout, before] of layouts.slice(0, num('ONSALE_SCALE_LAYOUTS', layouts.length))) {
    if (before) await before();
    for (const [kind, make] of measured) {
      await measure(make, 3); // warm-up
      const r = await measure(make);
      results.push({ layout, kind, ...r });
      log(
        `${layout}: ${kind} ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, load ${r.load.toFixed(1)}; CPU ms a request: ${formatCpu(r.cpu)}`,
      );
    }
  }
  console.log(
    `\n=== one to two processes of each kind, through nginx at ${base} (${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} cores; ${CONCURRENCY} connections, ${SCALE_S} s each) ===`,
  );
  console.log(
    `${'processes'.padEnd(26)} ${'request'.padEnd(14)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}  load`,
  );
  for (const r of results)
    console.log(
      `${r.layout.padEnd(26)} ${r.kind.padEnd(14)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(6)}  ${r.load.toFixed(1)}`,
    );
  console.log(
    "\nCPU ms a request, by kind of process (PostgreSQL and Redis: all of this machine's):",
  );
  for (const r of results)
    console.log(`${r.layout.padEnd(26)} ${r.kind.padEnd(14)} ${formatCpu(r.cpu)}`);
  for (const [kind] of measured) {
    const at = (layout) => results.find((r) => r.layout === layout && r.kind === kind)?.rps ?? 0;
    const sf = at('2 storefronts, 2 Directus') / Math.max(1e-9, at('1 storefront, 2 Directus'));
    const dx = at('1 storefront, 2 Directus') / Math.max(1e-9, at('1 storefront, 1 Directus'));
    console.log(
      `${kind}: x${sf.toFixed(2)} from 1 to 2 storefronts, x${dx.toFixed(2)} from 1 to 2 Directus`,
    );
  }
  return true;
}

let ok;
try {
  ok = mode === 'rush' ? await rush() : mode === 'queue' ? await queue() : await scale();
} catch (error) {
  log(`FAIL: ${error instanceof Error ? error.stack : error}`);
  console.error(cluster.output().slice(-4000));
  ok = false;
}
if (!ok || process.env.ONSALE_KEEP_LOGS === '1')
  log(`nginx config and logs kept in ${cluster.runDir}`);
else fs.rmSync(cluster.runDir, { recursive: true, force: true });
await finish(ok ? 0 : 1);
