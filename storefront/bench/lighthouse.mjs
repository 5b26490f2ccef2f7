// Lighthouse (npm) on Debian Chromium, mobile preset (Lighthouse's default: simulated slow 4G and
// a 4x slower CPU), median of LH_RUNS (5) per page: every page type of bench/pages.mjs (content
// pages, the cart empty and with lines, the checkout, purchase, sign-in, registration, password,
// private-area, loyalty-card and operator pages), in the three languages. Signed-in pages carry a
// demo user's session cookies (signed in once through the site's login form); `cart-items` and
// the checkout find the lines of bench/server.mjs in the browser's storage. Prints performance,
// accessibility, best practices, SEO, LCP, TBT and CLS with the budget beside each figure, and
// the audits that keep a page below them; a page over a budget makes it exit 1. SEO is not held
// against pages that are noindex by design (purchase, checkout, account and operator pages).
//
// One Chromium, one storefront and one content service serve every run, one run at a time. A
// full table (25 page types x 3 languages x 5 runs) takes about an hour on a quiet machine.
//
//   node bench/lighthouse.mjs
//
// What is measured (bench/server.mjs, shared by the benchmarks):
//   BENCH_URL        a running storefront; otherwise the build in STOREFRONT_BUILD_DIR (build/) is
//                    served on BENCH_PORT (13100), built first when missing or with BENCH_BUILD=1
//   DIRECTUS_URL     a running, seeded content service; otherwise a throw-away seeded Directus is
//                    started on BENCH_DIRECTUS_PORT (a free port), as the end-to-end tests do
// How:
//   LH_RUNS=5  LH_LOCALES=it,en,fr  LH_PAGES=<page types of bench/pages.mjs, all by default>
//                    (cart-items: the cart page with lines stored in the browser, bench/server.mjs;
//                    Lighthouse clears caches, not local storage or cookies, between runs)
//   LH_REPORT_DIR    keeps every run's Lighthouse JSON there (for the LCP element, chains…)
//   LH_CHROME_PORT   remote debugging port of the Chromium it starts (9333)
// Quick check while iterating: LH_RUNS=1 LH_LOCALES=it LH_PAGES=login node bench/lighthouse.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import { demoUsers, kinds, lighthouseBudgets, selectPages, signedInCookies } from './pages.mjs';
import { CART_STORAGE_KEY, benchCart, contentService, ensureBuild, storefront } from './server.mjs';

const env = process.env;
const runs = Number(env.LH_RUNS ?? env.RUNS ?? 5);
const locales = (env.LH_LOCALES ?? env.LOCALES ?? 'it,en,fr').split(',').filter(Boolean);
const pageTypes = selectPages(env.LH_PAGES);
const chromePort = Number(env.LH_CHROME_PORT ?? env.CHROME_PORT ?? 9333);
const reportDir = env.LH_REPORT_DIR ? path.resolve(env.LH_REPORT_DIR) : null;

/** Pages that are noindex by design: their SEO category is not held to 100. */
const noindex = (type) => type.kind === 'server' || type.name === 'checkout';

async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${chromePort}/json/version`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    // Chromium's helper processes can still write to the profile for a moment after it exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove the browser profile ${profile}: ${error.message}`);
    }
  };
}

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/** Audits of the four categories that lost points, with their title and displayed value. */
function failingAudits(lhr) {
  const ids = new Set();
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      if (ref.weight > 0) ids.add(ref.id);
    }
  }
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** What paints last: the LCP element and how its time splits (load delay, render delay…). */
function lcpSummary(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  const parts = items
    .find((item) => item.type === 'table')
    ?.items?.map((p) => `${p.label} ${Math.round(p.duration)} ms`)
    .join(', ');
  return node ? `${node.snippet?.slice(0, 160)} (${parts ?? 'no breakdown'})` : 'n/a';
}

/**
 * Prepares the Chromium Lighthouse drives for a run: the cart in the browser's local storage for
 * `origin` (benchCart for pages with lines, none for every other page) and the session cookies of
 * a signed-in page (none for the others).
 */
async function prepareBrowser(origin, cart, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    await context.clearCookies();
    if (cookies) await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      ([key, stored]) =>
        stored === null ? localStorage.removeItem(key) : localStorage.setItem(key, stored),
      [CART_STORAGE_KEY, cart],
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * The cookies the browser Lighthouse drives holds for `origin` after a run: a signed-in page may
 * have renewed the session (its access token lapsed, the refresh token rotated), and the next run
 * starts from the session as the site last set it, as a visitor's browser would. Setting the first
 * sign-in's cookies again before every run sent a refresh token that the first renewal had
 * retired, and every signed-in page after it measured the login page instead.
 */
async function cookiesOf(origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    return await browser.contexts()[0].cookies(origin);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run; a run whose trace failed (a loaded machine) is tried again, twice at most. */
async function measure(url) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.warn(`  ${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

const backend = await contentService();
const rows = [];
let failed = false;
let stopServer = async () => {};
let stopChromium = async () => {};
try {
  await ensureBuild();
  const server = await storefront();
  stopServer = server.stop;
  stopChromium = await startChromium();
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  // Sessions of the demo users, signed in through the site in a browser of their own: at the
  // start, and again when a run finds one gone.
  const sessions = new Map();
  const needed = [...new Set(pageTypes.map((type) => type.user).filter(Boolean))];
  const signIn = async (user) => {
    const signer = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      sessions.set(
        user,
        await signedInCookies(signer, server.url, locales[0] ?? 'it', demoUsers[user]),
      );
    } finally {
      await signer.close();
    }
  };
  for (const user of needed) await signIn(user);
  for (const locale of locales) {
    for (const type of pageTypes) {
      const { name } = type;
      const pagePath = await type.path(locale, server.url);
      if (!pagePath) {
        console.warn(`no ${name} page to measure in ${locale}: skipped`);
        continue;
      }
      const lcpBudget = kinds[type.kind].lcp;
      const samples = [];
      let elsewhere = 0;
      for (let i = 0; i < runs; i += 1) {
        let result;
        for (let attempt = 1; ; attempt += 1) {
          await prepareBrowser(
            server.url,
            type.cart ? benchCart() : null,
            type.user ? sessions.get(type.user) : null,
          );
          result = await measure(`${server.url}${pagePath}`);
          if (type.user) sessions.set(type.user, await cookiesOf(server.url));
          const ended = result.lhr.finalDisplayedUrl;
          if (!ended || new URL(ended).pathname === pagePath.split('?')[0]) break;
          console.warn(`  ${pagePath} ended at ${ended}`);
          // a signed-in page whose session has gone: signed in again and measured again, once;
          // a run that still ends elsewhere measured another page, and the page misses its budget
          if (!type.user || attempt === 2) {
            elsewhere += 1;
            break;
          }
          await signIn(type.user);
        }
        const { lhr } = result;
        if (reportDir)
          writeFileSync(path.join(reportDir, `${locale}-${name}-${i + 1}.json`), result.report);
        const score = (c) => Math.round((c?.score ?? 0) * 100);
        const value = (a) => lhr.audits[a]?.numericValue ?? Number.NaN;
        samples.push({
          perf: score(lhr.categories.performance),
          a11y: score(lhr.categories.accessibility),
          bp: score(lhr.categories['best-practices']),
          seo: score(lhr.categories.seo),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          benchmark: lhr.environment?.benchmarkIndex ?? Number.NaN,
          failing: failingAudits(lhr),
          lcpElement: lcpSummary(lhr),
        });
      }
      const m = (key) => median(samples.map((s) => s[key]));
      const { score, tbt, cls } = lighthouseBudgets;
      const figures = {
        perf: m('perf'),
        a11y: m('a11y'),
        bp: m('bp'),
        seo: m('seo'),
        lcp: Math.round(m('lcp')),
        tbt: Math.round(m('tbt')),
        cls: Number(m('cls').toFixed(3)),
      };
      const misses = [
        figures.perf < score && 'perf',
        figures.a11y < score && 'a11y',
        figures.bp < score && 'best-pr.',
        !noindex(type) && figures.seo < score && 'seo',
        figures.lcp > lcpBudget && 'LCP',
        figures.tbt > tbt && 'TBT',
        figures.cls > cls && 'CLS',
        elsewhere > 0 && `${elsewhere} run(s) ended on another page`,
      ].filter(Boolean);
      failed ||= misses.length > 0;
      rows.push({
        page: `${locale} ${name}`,
        'perf /100': figures.perf,
        'a11y /100': figures.a11y,
        'best-pr. /100': figures.bp,
        SEO: noindex(type) ? `${figures.seo} (noindex)` : `${figures.seo} /100`,
        'LCP ms': `${figures.lcp} / ${lcpBudget}`,
        'TBT ms': `${figures.tbt} / ${tbt}`,
        CLS: `${figures.cls} / ${cls}`,
        'CPU index': Math.round(m('benchmark')),
        met: misses.length ? `NO: ${misses.join(', ')}` : 'yes',
      });
      // The run whose performance score is the median one explains the figures.
      const typical = [...samples].sort((a, b) => a.perf - b.perf)[Math.floor(samples.length / 2)];
      console.log(
        `${locale} ${name} ${pagePath}: perf ${samples.map((s) => s.perf).join('/')}, ` +
          `LCP ${samples.map((s) => Math.round(s.lcp)).join('/')} ms, ` +
          `TBT ${samples.map((s) => Math.round(s.tbt)).join('/')} ms, ` +
          `benchmark index ${Math.round(m('benchmark'))}`,
      );
      console.log(`  LCP element: ${typical.lcpElement}`);
      if (typical.failing.length) console.log(`  below full marks: ${typical.failing.join('; ')}`);
    }
  }
} finally {
  await stopChromium();
  await stopServer();
  await backend.stop();
}
console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
    `mobile preset, median of ${runs}; budgets: performance, accessibility, best practices and ` +
    `SEO ${lighthouseBudgets.score} (SEO not for noindex pages), LCP <= ${kinds.content.lcp} ms ` +
    `(content pages) or ${kinds.server.lcp} ms (the others), TBT <= ${lighthouseBudgets.tbt} ms, ` +
    `CLS <= ${lighthouseBudgets.cls}`,
);
console.table(rows);
process.exitCode = failed ? 1 : 0;
