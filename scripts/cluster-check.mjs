#!/usr/bin/env node
// `npm run test:cluster`: starts the reference deployment (scripts/cluster.sh) on free ports with
// a copy of the backend tests' prepared PostgreSQL database, then through nginx:
//   - a content page (an event linked from the home page) and Directus's /server/ping answer 200;
//   - a burst from one client address beyond nginx's per-address limit is answered 429, while
//     another address is answered 200;
//   - after one storefront and one Directus process are killed (SIGKILL, no restart), pages that
//     are cached and pages that are not (a search for a new word each time, rendered with calls
//     to Directus) and the ping still answer 200, every time;
//   - SIGINT stops the cluster: it exits 0, its processes are gone and nothing listens on its ports.
// Exits 1 when a check failed. Needs PostgreSQL and Redis as `toolchain.sh --services` starts them
// and a storefront build (CLUSTER_BUILD=reuse; cluster.sh builds one when there is none).
import fs from 'node:fs';
import path from 'node:path';
import { alive, listening, startTestCluster } from './lib/cluster-run.mjs';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (...args) => console.error(`[cluster test ${seconds()}s]`, ...args);

let failures = 0;
function check(ok, message) {
  if (ok) log(`ok: ${message}`);
  else {
    failures++;
    log(`FAIL: ${message}`);
  }
  return ok;
}

/** Requests a second per client address at nginx in this test (a burst of twice as many passes). */
const RATE_LIMIT = 20;

/** @type {Awaited<ReturnType<typeof startTestCluster>>} */
let cluster;
try {
  // a low per-address limit, so that a burst of one address passes it within the test
  cluster = await startTestCluster({
    env: { CLUSTER_RESTART: '0', CLUSTER_RATE_LIMIT: String(RATE_LIMIT) },
    log,
  });
} catch (error) {
  log(`FAIL: ${error instanceof Error ? error.message : error}`);
  const failed = /** @type {any} */ (error).cluster;
  if (failed) {
    console.error(failed.output().slice(-8000));
    log(`nginx config and logs: ${failed.runDir}`);
    await failed.cleanUp();
  }
  process.exit(1);
}
const { base, port, runDir, instance, exit } = cluster;
const output = () => cluster.output();
const state = cluster.state;
log(
  `ready: nginx :${port}, internal :${state.internalPort}, ` +
    [...state.storefronts, ...state.directus].map((p) => `${p.name} :${p.port}`).join(', '),
);

async function fail(message) {
  log(`FAIL: ${message}`);
  console.error(output().slice(-8000));
  log(`nginx config and logs: ${runDir}`);
  await cluster.cleanUp();
  process.exit(1);
}

async function get(p, headers = {}) {
  try {
    const res = await fetch(`${base}${p}`, {
      headers,
      signal: AbortSignal.timeout(30_000),
      redirect: 'manual',
    });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

// a content page: the first event the home page links to
const home = await get('/it');
check(home.status === 200, `GET /it through nginx answers 200 (${home.status})`);
const eventPath = home.text.match(/href="(\/it\/eventi\/[^"?#]+)"/)?.[1];
if (!check(Boolean(eventPath), 'the home page links to an event page'))
  await fail('no content page');
const page = await get(eventPath);
check(
  page.status === 200 && /<h1/.test(page.text),
  `GET ${eventPath} answers 200 with a heading (${page.status})`,
);
const ping = await get('/directus/server/ping');
check(
  ping.status === 200 && ping.text === 'pong',
  `GET /directus/server/ping answers pong (${ping.status})`,
);
// an image of the page, as the browser asks Directus for it through nginx
const assetPath = home.text
  .match(/src="https?:\/\/[^/"]+(\/directus\/assets\/[^"]+)"/)?.[1]
  ?.replaceAll('&amp;', '&');
const asset = assetPath ? await get(assetPath) : { status: 0 };
check(
  asset.status === 200,
  `an image of the home page comes from /directus/assets/ (${asset.status})`,
);

// the per-address limit at nginx: one address's burst beyond it is answered 429, while another
// address, and this test's own, are answered as before; the address is the one X-Forwarded-For
// names, believed from this machine as from a load balancer
const burst = RATE_LIMIT * 2 + 40;
const flood = await Promise.all(
  Array.from({ length: burst }, () =>
    get('/robots.txt', { 'x-forwarded-for': '198.51.100.7' }).then((r) => r.status),
  ),
);
const limited = flood.filter((s) => s === 429).length;
check(
  limited >= burst - RATE_LIMIT * 3 && flood.every((s) => s === 200 || s === 429),
  `${burst} requests at once from one address: ${limited} answered 429, the rest 200 (${[...new Set(flood)]})`,
);
const other = await get('/robots.txt', { 'x-forwarded-for': '198.51.100.8' });
check(other.status === 200, `another address meanwhile answers 200 (${other.status})`);
const own = await get('/robots.txt');
check(own.status === 200, `the test's own address answers 200 (${own.status})`);
await new Promise((r) => setTimeout(r, 2500)); // the flooded address's burst refills

// kill one of each
const [storefront] = state.storefronts;
const [directus] = state.directus;
process.kill(storefront.pid, 'SIGKILL');
process.kill(directus.pid, 'SIGKILL');
for (let i = 0; i < 40 && (alive(storefront.pid) || alive(directus.pid)); i++) {
  await new Promise((r) => setTimeout(r, 250));
}
check(
  !alive(storefront.pid) && !alive(directus.pid),
  `killed ${storefront.name} and ${directus.name}`,
);
check(
  !(await listening(storefront.port)) && !(await listening(directus.port)),
  'their ports no longer answer',
);

const paths = [
  '/it',
  eventPath,
  '/en',
  '/directus/server/ping',
  ...(assetPath ? [assetPath] : []),
  ...Array.from({ length: 4 }, (_, i) => `/it/cerca?q=cluster${Date.now()}${i}`),
];
const statuses = [];
for (let round = 0; round < 3; round++) {
  for (const p of paths) statuses.push([p, (await get(p)).status]);
}
const bad = statuses.filter(([, s]) => s !== 200);
check(
  bad.length === 0,
  `${statuses.length} requests after the kills answer 200${bad.length ? `; not: ${JSON.stringify(bad)}` : ''}`,
);

// nginx's access log names every process it tried: the killed ones were skipped for the others
const accessLog = fs.readFileSync(path.join(runDir, 'logs/access.log'), 'utf8');
for (const [dead, pool] of [
  [storefront, state.storefronts],
  [directus, state.directus],
]) {
  const survivor = pool.find((p) => p !== dead);
  check(
    accessLog.includes(`upstream=127.0.0.1:${dead.port}, 127.0.0.1:${survivor.port}/502, `),
    `nginx passed requests for ${dead.name} on to ${survivor.name}`,
  );
}

// Ctrl-C
cluster.child.kill('SIGINT');
const result = await Promise.race([exit, new Promise((r) => setTimeout(() => r(null), 30_000))]);
check(
  result !== null && result.code === 0,
  `SIGINT stops the cluster with status 0 (${JSON.stringify(result)})`,
);
const pids = [state.nginx, ...state.storefronts, ...state.directus].map((p) => p.pid);
await new Promise((r) => setTimeout(r, 500));
check(
  pids.every((pid) => !alive(pid)),
  'nginx and every process are gone',
);
const ports = [port, state.internalPort, ...state.storefronts, ...state.directus].map((p) =>
  typeof p === 'number' ? p : p.port,
);
const still = [];
for (const p of ports) if (await listening(p)) still.push(p);
check(
  still.length === 0,
  `nothing listens on ports ${ports.join(', ')}${still.length ? ` (still: ${still})` : ''}`,
);

if (failures) {
  console.error(output().slice(-8000));
  log(`nginx config and logs: ${runDir}`);
  await cluster.cleanUp();
  process.exit(1);
}
fs.rmSync(runDir, { recursive: true, force: true });
await instance.stop();
log(`passed in ${seconds()} s`);
process.exit(0);
