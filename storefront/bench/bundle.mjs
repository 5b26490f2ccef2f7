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
// Private pages (checkout, private area, loyalty card, operators): a demo user signs in through the
// site first and the page is then opened in a fresh context holding only the session cookies. The
// cart is measured empty (a first visit) and with the lines of bench/server.mjs stored, which is
// when its screen is loaded; the checkout with those lines. Pages that are not hydrated
// (app/lib/static-page.ts) fetch the page script, their island's files when they have one and the
// design system's enhancements of what is in view.
//
// Pages and budgets: every page type of bench/pages.mjs (content pages and the empty cart 10 KB,
// the cart with lines and the checkout 100 KB, purchase, sign-in, private-area, loyalty-card and
// operator pages 60 KB); signed-in pages carry a demo user's session cookies. A page over its
// budget (or not answering 200) makes the bench exit 1.
//
// Environment: BENCH_URL or the build in STOREFRONT_BUILD_DIR (build/, built when missing) on
// BENCH_PORT; DIRECTUS_URL or a throw-away seeded Directus; BENCH_LOCALE (it); BENCH_PAGES
// (comma-separated page types, all by default); BENCH_USER, BENCH_CARD_USER,
// BENCH_OPERATOR_USER and BENCH_PASSWORD (the demo users); BENCH_FILES=1 lists the files of every
// page.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import { demoUsers, kinds, selectPages, signedInCookies } from './pages.mjs';
import { CART_STORAGE_KEY, benchCart, contentService, ensureBuild, storefront } from './server.mjs';

const KB = 1024;
const env = process.env;
const locale = env.BENCH_LOCALE ?? 'it';

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

const backend = await contentService();
let server = { stop: async () => {} };
let browser;
let failed = false;
try {
  await ensureBuild();
  server = await storefront();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const pages = [];
  for (const type of selectPages(env.BENCH_PAGES)) {
    pages.push({
      name: type.name,
      path: await type.path(locale, server.url),
      budget: kinds[type.kind].js,
      user: type.user,
      storedCart: type.cart,
    });
  }
  const sessions = new Map();
  const rows = [];
  const all = new Map();
  for (const p of pages) {
    if (!p.path) {
      rows.push({ page: p.name, 'gzip KB': 'no page to measure' });
      continue;
    }
    if (p.user && !sessions.has(p.user))
      sessions.set(p.user, await signedInCookies(browser, server.url, locale, demoUsers[p.user]));
    const context = await browser.newContext(
      p.user ? { storageState: { cookies: sessions.get(p.user), origins: [] } } : {},
    );
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
    // Pages that are not hydrated (app/lib/static-page.ts) load the page script, their island's
    // files and the enhancements of what is in view; hydrated pages React Router's entry.
    const hydrated = [...result.files.keys()].some((f) => /\/entry\.client-[\w-]+\.js$/.test(f));
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
      budget: p.budget,
      ok: ok ? 'yes' : 'NO',
    });
    if (!hydrated)
      console.log(`${p.name}: not hydrated, fetched ${[...result.files.keys()].join(', ')}`);
    if (env.BENCH_FILES === '1')
      for (const [file, s] of [...result.files].sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`  ${(s.gzip / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
  console.log(
    `First-load JavaScript per page (${locale}, first visit, gzip -9), budget 10 KB content pages and the empty cart / 100 KB the cart with lines and the checkout / 60 KB purchase, sign-in, private-area, loyalty-card and operator pages`,
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
