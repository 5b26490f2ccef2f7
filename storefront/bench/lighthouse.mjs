// Lighthouse (npm) on Debian Chromium, mobile preset (Lighthouse's default), median of RUNS (5)
// per page: home, agenda, an event and the cart, in the three languages. Prints performance,
// accessibility, best practices, SEO, LCP, TBT and CLS against the targets.
//   node bench/lighthouse.mjs   (env: BENCH_URL or DIRECTUS_URL, RUNS=5, LOCALES=it,en,fr)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';
import { firstEventPath, storefront } from './server.mjs';

const runs = Number(process.env.RUNS ?? 5);
const locales = (process.env.LOCALES ?? 'it,en,fr').split(',');
const port = Number(process.env.CHROME_PORT ?? 9333);

async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(profile, { recursive: true, force: true });
  };
}

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

const server = await storefront();
const stopChromium = await startChromium();
const rows = [];
let failed = false;
try {
  for (const locale of locales) {
    const event = await firstEventPath(locale);
    const pages = [
      ['home', `/${locale}`],
      ['agenda', `/${locale}/cerca?type=eventi`],
      ...(event ? [['event', event]] : []),
      ['cart', `/${locale}/carrello`],
    ];
    for (const [name, pagePath] of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${server.url}${pagePath}`, {
          port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const { categories, audits } = result.lhr;
        const score = (c) => (c?.score ?? 0) * 100;
        const value = (a) => audits[a]?.numericValue ?? Number.NaN;
        samples.push({
          perf: score(categories.performance),
          a11y: score(categories.accessibility),
          bp: score(categories['best-practices']),
          seo: score(categories.seo),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
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
      const ok =
        row.perf === 100 &&
        row.a11y === 100 &&
        row['best-pr.'] === 100 &&
        row.seo === 100 &&
        row['LCP ms'] <= 1500 &&
        row['TBT ms'] <= 50 &&
        row.CLS <= 0.02;
      failed ||= !ok;
      rows.push({ ...row, ok: ok ? 'yes' : 'NO' });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
} finally {
  await stopChromium();
  await server.stop();
}
console.log(
  `Lighthouse, mobile preset, median of ${runs}; targets: 100/100/100/100, LCP <= 1500 ms, TBT <= 50 ms, CLS <= 0.02`,
);
console.table(rows);
process.exitCode = failed ? 1 : 0;
