// First-load JavaScript per page, gzip -9: what the browser of a first visit really downloads.
//
//   node bench/bundle.mjs
//
// How it is measured: the build is served by server.js (bench/server.mjs) against a seeded
// content service, and every page is opened in a new Chromium context, so with an empty cache and
// no cookies, like a first visit (the consent banner shows). Once the network has been idle for a
// moment, every JavaScript file the page fetched from the site is counted once: the entry and its
// imports, the route modules and their modulepreloads, and whatever loads after hydration (lazy
// chunks the first screen asks for). Each file's size is its gzip -9 size (what a CDN would send).
// The checkout is private: a demo user signs in through the site first and the page is then
// opened in a fresh context holding only the session cookies. The cart is measured empty (a first
// visit) and with the lines of bench/server.mjs stored, which is when its screen is loaded; the
// checkout with those lines.
//
// Beside the measured figure of a hydrated page, the modulepreload set of its route chain (entry +
// routes + their static imports, from the build's manifest) is printed: a larger measured figure
// means a lazy chunk was fetched during the first load. Pages that are not hydrated (home,
// search, agenda, content pages: app/lib/static-page.ts) fetch the page script and its imports.
//
// Environment: BENCH_URL or the build in STOREFRONT_BUILD_DIR (build/, built when missing) on
// BENCH_PORT; DIRECTUS_URL or a throw-away seeded Directus; BENCH_LOCALE (it); BENCH_USER and
// BENCH_PASSWORD (the demo user); BENCH_FILES=1 lists the files of every page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import {
  CART_STORAGE_KEY,
  benchCart,
  buildDir,
  contentService,
  ensureBuild,
  firstEventPath,
  firstItemId,
  storefront,
} from './server.mjs';

const KB = 1024;
const env = process.env;
const locale = env.BENCH_LOCALE ?? 'it';
const user = env.BENCH_USER ?? 'utente@citta.example.com';
const password = env.BENCH_PASSWORD ?? 'citta-demo-2026';

/** The build's manifest: the route chain each page type preloads, for the comparison column. */
function readManifest() {
  if (env.BENCH_URL) return null;
  const serverBuild = readFileSync(path.join(buildDir, 'server/index.js'), 'utf8');
  const file = /assets\/(manifest-[\w-]+\.js)/.exec(serverBuild)?.[1];
  if (!file) return null;
  const sandbox = { window: {} };
  vm.runInNewContext(readFileSync(path.join(buildDir, 'client/assets', file), 'utf8'), sandbox);
  return sandbox.window.__reactRouterManifest;
}

function preloadSet(manifest, chain) {
  if (!manifest) return null;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of chain) {
    const route = manifest.routes[id];
    if (!route) return null;
    if (route.module) files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return files;
}

const gzipOf = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Opens `url` in `context` and returns the site's JavaScript files it fetched, with sizes. */
async function firstLoad(context, origin, url) {
  const page = await context.newPage();
  const files = new Map();
  const pending = [];
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin !== origin || !/\.m?js$/.test(u.pathname) || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => files.set(u.pathname, { raw: body.length, gzip: gzipOf(body) }))
        .catch(() => {}),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  // Hydration is done and nothing is in flight; lazy chunks asked for at start have arrived.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.close();
  return { status: response?.status() ?? 0, finalPath, files };
}

async function signedInState(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/${locale}/dashboard/login`, { waitUntil: 'networkidle' });
  await page.fill('input[name="email"]', user);
  await page.fill('input[name="password"]', password);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.includes('/dashboard/login'), { timeout: 20_000 }),
    page.click('form[method="post"] button[type="submit"]'),
  ]);
  const state = await context.storageState();
  await context.close();
  // Only the cookies: local storage of the sign-in visit is not part of a first load.
  return { cookies: state.cookies, origins: [] };
}

const backend = await contentService();
let server = { stop: async () => {} };
let browser;
let failed = false;
try {
  await ensureBuild();
  server = await storefront();
  const manifest = readManifest();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const event = await firstEventPath(locale);
  const tour = await firstItemId(locale, 'visite_guidate');
  const appointment = await firstItemId(locale, 'appuntamenti');
  const chain = (id) => ['root', 'routes/_site', 'routes/_lang', id];
  // Budgets: a page that is not hydrated sends its page script only (10 KB); the cart's and the
  // checkout's islands 150 KB.
  const pages = [
    { name: 'home', path: `/${locale}`, chain: chain('home'), budget: 10 },
    { name: 'agenda', path: `/${locale}/agenda`, chain: chain('routes/cerca'), budget: 10 },
    { name: 'search', path: `/${locale}/cerca`, chain: chain('routes/cerca'), budget: 10 },
    { name: 'content detail', path: event, chain: chain('routes/content.$'), budget: 10 },
    {
      name: 'missing translation',
      path: `/${locale}/traduzione-mancante`,
      chain: chain('routes/traduzione-mancante'),
      budget: 10,
    },
    {
      name: 'cart, empty',
      path: `/${locale}/carrello`,
      chain: chain('routes/carrello'),
      budget: 10,
    },
    {
      name: 'cart with lines',
      path: `/${locale}/carrello`,
      chain: chain('routes/carrello'),
      budget: 150,
      storedCart: true,
    },
    {
      name: 'checkout with lines',
      path: `/${locale}/checkout`,
      chain: chain('routes/checkout._index'),
      budget: 150,
      signedIn: true,
      storedCart: true,
    },
    // Purchase, sign-in and private-area pages, still hydrated React Router pages: their budget
    // (60 KB) is the one they are to meet as server pages with islands.
    {
      name: 'purchase: museum card',
      path: `/${locale}/acquista/carte/5969`,
      chain: chain('routes/acquista.$tipo.$id'),
      budget: 60,
    },
    {
      name: 'purchase: guided tour',
      path: tour ? `/${locale}/acquista/visite-guidate/${tour}` : null,
      chain: chain('routes/acquista.visite-guidate.$id'),
      budget: 60,
    },
    {
      name: 'purchase: appointment',
      path: appointment ? `/${locale}/acquista/appuntamenti/${appointment}` : null,
      chain: chain('routes/acquista.appuntamenti.$id'),
      budget: 60,
    },
    {
      name: 'login',
      path: `/${locale}/dashboard/login`,
      chain: chain('routes/dashboard.login._index'),
      budget: 60,
    },
    {
      name: 'registration',
      path: `/${locale}/dashboard/registrazione`,
      chain: chain('routes/dashboard.registrazione._index'),
      budget: 60,
    },
    {
      name: 'private area',
      path: `/${locale}/dashboard`,
      chain: chain('routes/dashboard._index'),
      budget: 60,
      signedIn: true,
    },
    {
      name: 'orders',
      path: `/${locale}/dashboard/profilo/ordini`,
      chain: chain('routes/dashboard.profilo.ordini'),
      budget: 60,
      signedIn: true,
    },
  ];
  let session = null;
  const rows = [];
  const all = new Map();
  for (const p of pages) {
    if (!p.path) {
      rows.push({ page: p.name, 'gzip KB': 'no page to measure' });
      continue;
    }
    if (p.signedIn && !session) session = await signedInState(browser, server.url);
    const context = await browser.newContext(p.signedIn ? { storageState: session } : {});
    // The cart's screen is loaded only for a cart with lines (an empty cart shows the server's
    // empty state): the lines of bench/server.mjs are in the page's storage before its scripts run.
    if (p.storedCart)
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [CART_STORAGE_KEY, benchCart()],
      );
    const result = await firstLoad(context, server.url, `${server.url}${p.path}`);
    await context.close();
    let raw = 0;
    let gzip = 0;
    for (const [file, s] of result.files) {
      raw += s.raw;
      gzip += s.gzip;
      all.set(file, s);
    }
    // Home, search, agenda and content pages are not hydrated (app/lib/static-page.ts): they load
    // the page script only, and the route chain's preload set does not apply to them.
    const hydrated = [...result.files.keys()].some((f) => /\/entry\.client-[\w-]+\.js$/.test(f));
    const preload = hydrated ? preloadSet(manifest, p.chain) : null;
    const preloadGzip = preload
      ? [...preload].reduce(
          (sum, f) =>
            sum +
            (result.files.get(f)?.gzip ?? gzipOf(readFileSync(path.join(buildDir, 'client', f)))),
          0,
        )
      : null;
    const lazy = preload ? [...result.files.keys()].filter((f) => !preload.has(f)) : [];
    const ok = gzip / KB <= p.budget && result.status === 200;
    failed ||= !ok;
    rows.push({
      page: p.name,
      path: result.finalPath,
      status: result.status,
      hydrated: hydrated ? 'yes' : 'no',
      files: result.files.size,
      'raw KB': (raw / KB).toFixed(1),
      'gzip KB': (gzip / KB).toFixed(1),
      'preload set KB': preloadGzip === null ? '-' : (preloadGzip / KB).toFixed(1),
      budget: p.budget,
      ok: ok ? 'yes' : 'NO',
    });
    if (!hydrated)
      console.log(`${p.name}: not hydrated, fetched ${[...result.files.keys()].join(', ')}`);
    else if (lazy.length)
      console.log(`${p.name}: also fetched during the first load: ${lazy.join(', ')}`);
    if (env.BENCH_FILES === '1')
      for (const [file, s] of [...result.files].sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`  ${(s.gzip / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
  console.log(
    `First-load JavaScript per page (${locale}, first visit, gzip -9), budget 10 KB content pages and the empty cart / 150 KB the cart with lines and the checkout / 60 KB purchase, sign-in and private-area pages`,
  );
  console.table(rows);
  console.log('Largest files (gzip):');
  for (const [file, s] of [...all].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 10))
    console.log(`  ${(s.gzip / KB).toFixed(1).padStart(6)} KB  ${file}`);
} finally {
  await browser?.close();
  await server.stop();
  await backend.stop();
}
process.exitCode = failed ? 1 : 0;
