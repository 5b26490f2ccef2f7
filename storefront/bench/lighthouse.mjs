// Lighthouse (npm) on Debian Chromium, mobile preset (Lighthouse's default: simulated slow 4G and
// a 4x slower CPU), median of LH_RUNS (5) per page: home, agenda, an event and the cart, in the
// three languages. Prints performance, accessibility, best practices, SEO, LCP, TBT and CLS against
// the targets, and the audits that keep a page below them.
//
//   node bench/lighthouse.mjs
//
// What is measured (bench/server.mjs, shared by the benchmarks):
//   BENCH_URL        a running storefront; otherwise the build in STOREFRONT_BUILD_DIR (build/) is
//                    served on BENCH_PORT (13100), built first when missing or with BENCH_BUILD=1
//   DIRECTUS_URL     a running, seeded content service; otherwise a throw-away seeded Directus is
//                    started on BENCH_DIRECTUS_PORT (a free port), as the end-to-end tests do
// How:
//   LH_RUNS=5  LH_LOCALES=it,en,fr  LH_PAGES=home,agenda,event,cart,cart-items
//                    (cart-items: the cart page with lines stored in the browser, bench/server.mjs;
//                    Lighthouse clears caches, not local storage, between runs)
//   LH_REPORT_DIR    keeps every run's Lighthouse JSON there (for the LCP element, chains…)
//   LH_CHROME_PORT   remote debugging port of the Chromium it starts (9333)
// Quick check while iterating: LH_RUNS=1 LH_LOCALES=it node bench/lighthouse.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import {
  CART_STORAGE_KEY,
  benchCart,
  benchPages,
  contentService,
  ensureBuild,
  storefront,
} from './server.mjs';

const env = process.env;
const runs = Number(env.LH_RUNS ?? env.RUNS ?? 5);
const locales = (env.LH_LOCALES ?? env.LOCALES ?? 'it,en,fr').split(',').filter(Boolean);
const pageNames = (env.LH_PAGES ?? 'home,agenda,event,cart,cart-items').split(',').filter(Boolean);
const chromePort = Number(env.LH_CHROME_PORT ?? env.CHROME_PORT ?? 9333);
const reportDir = env.LH_REPORT_DIR ? path.resolve(env.LH_REPORT_DIR) : null;

const budgets = { score: 100, lcp: 1500, tbt: 50, cls: 0.02 };

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
 * Puts the cart of a page in the browser's local storage for `origin` (benchCart for cart-items,
 * none for every other page), through the Chromium Lighthouse drives.
 */
async function storeCart(origin, value) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      ([key, stored]) =>
        stored === null ? localStorage.removeItem(key) : localStorage.setItem(key, stored),
      [CART_STORAGE_KEY, value],
    );
    await page.close();
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
  for (const locale of locales) {
    const pages = await benchPages(locale, pageNames);
    for (const [name, pagePath] of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        await storeCart(server.url, name === 'cart-items' ? benchCart() : null);
        const result = await measure(`${server.url}${pagePath}`);
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
      const row = {
        page: `${locale} ${name}`,
        perf: m('perf'),
        a11y: m('a11y'),
        'best-pr.': m('bp'),
        seo: m('seo'),
        'LCP ms': Math.round(m('lcp')),
        'TBT ms': Math.round(m('tbt')),
        CLS: Number(m('cls').toFixed(3)),
      };
      const misses = [
        row.perf < budgets.score && 'perf',
        row.a11y < budgets.score && 'a11y',
        row['best-pr.'] < budgets.score && 'best-pr.',
        row.seo < budgets.score && 'seo',
        row['LCP ms'] > budgets.lcp && 'LCP',
        row['TBT ms'] > budgets.tbt && 'TBT',
        row.CLS > budgets.cls && 'CLS',
      ].filter(Boolean);
      failed ||= misses.length > 0;
      rows.push({ ...row, met: misses.length ? `NO: ${misses.join(', ')}` : 'yes' });
      // The run whose performance score is the median one explains the figures.
      const typical = [...samples].sort((a, b) => a.perf - b.perf)[Math.floor(samples.length / 2)];
      console.log(
        `${row.page} ${pagePath}: perf ${samples.map((s) => s.perf).join('/')}, ` +
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
    `mobile preset, median of ${runs}; targets: performance, accessibility, best practices and ` +
    `SEO ${budgets.score}, LCP <= ${budgets.lcp} ms, TBT <= ${budgets.tbt} ms, CLS <= ${budgets.cls}`,
);
console.table(rows);
process.exitCode = failed ? 1 : 0;
