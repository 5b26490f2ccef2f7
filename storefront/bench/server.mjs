// Shared by the benchmarks: the storefront to measure and the content service behind it.
//   BENCH_URL             a running storefront; otherwise the build in STOREFRONT_BUILD_DIR (build/)
//                         is served by server.js on BENCH_PORT (13100) against DIRECTUS_URL
//   DIRECTUS_URL          a running, seeded content service; otherwise contentService() starts a
//                         throw-away seeded Directus on BENCH_DIRECTUS_PORT (a free port)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveBuildDir } from '../build-dir.js';

export const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The build the benchmarks read and serve. */
export const buildDir = resolveBuildDir();

async function waitFor(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** The stamp of the sources a build is made of (scripts/storefront-source-hash.sh); null without git. */
function sourceHash() {
  const script = path.resolve(storefrontDir, '../scripts/storefront-source-hash.sh');
  try {
    return execFileSync('bash', [script], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/**
 * Builds the storefront into buildDir when there is no build there yet, when its sources changed
 * since the build was stamped (the same stamp as `npm start`; a change of the tokens or the design
 * system counts), or with BENCH_BUILD=1.
 */
export async function ensureBuild() {
  if (process.env.BENCH_URL) return;
  const stamp = path.join(buildDir, '.source-hash');
  const hash = sourceHash();
  const stale =
    !existsSync(path.join(buildDir, 'server/index.js')) ||
    (hash !== null && (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hash));
  if (process.env.BENCH_BUILD === '1' || stale) {
    console.log(`building the storefront into ${buildDir}…`);
    await run('pnpm', ['run', 'build'], {
      cwd: storefrontDir,
    });
    if (hash !== null) writeFileSync(stamp, `${hash}\n`);
  }
}

/**
 * The seeded content service: DIRECTUS_URL when given, or a fresh copy of the backend's test
 * database (the first start on a machine prepares its template, which takes several minutes).
 * Sets DIRECTUS_URL (and STOREFRONT_TOKEN) for the storefront started afterwards.
 */
export async function contentService() {
  if (process.env.DIRECTUS_URL || process.env.BENCH_URL)
    return { url: process.env.DIRECTUS_URL, stop: async () => {} };
  const { startInstance } = await import('../../backend/scripts/test-instance.mjs');
  // The prepared database may come from another checkout on this machine (its template is shared):
  // this checkout's extensions are built here, as `npm start` and `npm test` do (quick when built).
  const { buildExtensions } = await import('../../backend/scripts/build-extensions.mjs');
  await buildExtensions({ quiet: true });
  console.log('starting a seeded Directus…');
  const instance = await startInstance({
    db: 'sqlite',
    seed: true,
    ...(process.env.BENCH_DIRECTUS_PORT ? { port: Number(process.env.BENCH_DIRECTUS_PORT) } : {}),
  });
  process.env.DIRECTUS_URL = instance.url;
  process.env.STOREFRONT_TOKEN ??= instance.storefrontToken;
  return { url: instance.url, stop: () => instance.stop() };
}

/**
 * The content service's address as the measured pages name it (their pictures' host): the host
 * name of the storefront (localhost), as with `npm start` (localhost:8055) and in the reference
 * deployment, where pictures come from the site's own origin (/directus/assets through nginx).
 * Under another host name (127.0.0.1) Lighthouse's simulation charges every page a name lookup
 * of two round trips (300 ms) before its first picture, which the reference deployment does not
 * have.
 */
function browserDirectusUrl() {
  const url = new URL(process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055');
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

/** The storefront under measure: BENCH_URL, or server.js serving buildDir on BENCH_PORT. */
export async function storefront() {
  if (process.env.BENCH_URL)
    return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  const port = Number(process.env.BENCH_PORT ?? 13100);
  const child = spawn(process.execPath, ['server.js'], {
    cwd: storefrontDir,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      PUBLIC_DIRECTUS_URL: process.env.PUBLIC_DIRECTUS_URL ?? browserDirectusUrl(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/robots.txt`);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The first current item of a content type in the content service's search, or undefined. */
async function firstCurrent(locale, type) {
  const directus = (process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055').replace(/\/$/, '');
  const token = process.env.STOREFRONT_TOKEN ?? 'citta-storefront-token-demo';
  const response = await fetch(
    `${directus}/pages/content/search?type=${type}&hidePast=1&limit=1&locale=${locale}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const body = await response.json();
  return body.data?.[0];
}

/** A current event of the content service, to measure a real detail page. */
export async function firstEventPath(locale) {
  return (await firstCurrent(locale, 'eventi'))?.url ?? null;
}

/** The id of the first current item of a content type (a guided tour, an appointment), or null. */
export async function firstItemId(locale, type) {
  return (await firstCurrent(locale, type))?.id ?? null;
}

/**
 * What the `cart-items` page finds in the browser's storage (the cart store's persisted form): two
 * Torino Piemonte Cards and an Egyptian Museum ticket of the seed, as the purchase pages add them.
 * The cart screen prices them through the shop on load, as it does for a visitor. The other pages
 * are measured with no cart stored, as a first visit: the `cart` page is then the empty cart.
 */
export function benchCart() {
  const line = (key, id, dettaglio, prezzo) => ({
    key,
    id,
    tipo: 'carte',
    dettaglio,
    prezzo,
    quantita: 1,
    email: null,
    intestatario: null,
    convenzione: null,
  });
  return JSON.stringify({
    state: {
      items: [
        line('bench-card-1', 5969, 'Torino Piemonte Card', 3500),
        line('bench-card-2', 5969, 'Torino Piemonte Card', 3500),
        line('bench-ticket-1', 5972, 'Museo Egizio', 1800),
      ],
      codicePromo: null,
    },
    version: 1,
  });
}

/** The local storage key of the cart store (app/lib/domain/cart.ts). */
export const CART_STORAGE_KEY = 'cart';

/**
 * The pages the browser benchmarks measure, by name (home, agenda, event, cart, cart-items), as
 * [name, path] in `locale`: the agenda is the search page `/agenda` leads to, the event the first
 * current one (left out, with a warning, when there is none); `cart` is the empty cart of a first
 * visit and `cart-items` the same page with the lines of benchCart stored in the browser.
 */
export async function benchPages(locale, names) {
  const event = names.includes('event') ? await firstEventPath(locale) : null;
  if (names.includes('event') && !event)
    console.warn(`no current event in ${locale}: event page skipped`);
  return [
    ['home', `/${locale}`],
    ['agenda', `/${locale}/cerca?type=eventi`],
    ['event', event],
    ['cart', `/${locale}/carrello`],
    ['cart-items', `/${locale}/carrello`],
  ].filter(([name, pagePath]) => names.includes(name) && pagePath);
}
