// Server rendering throughput against serving the very same HTML as a static file, from the same
// server process on the same machine: requests per second, the ratio, and p50/p99 latency, for
// the home page, the events agenda and an event's page (or PAGE, one path). Exits 1 when a page
// is under the target. The rendering server runs with PAGE_CACHE=off (every request rendered); a
// second server with the page cache on (server.js, page-cache.js) measures the same pages served
// from the cache, as a share of the static file too (not when BENCH_URL names a running server).
// When the bench starts the server itself (no BENCH_URL, Linux), it also prints the server's CPU
// time per request of each path: a figure that holds on a machine busy with other work, where
// requests per second mostly measure what the other processes leave.
//   node bench/ssr-throughput.mjs   (env: BENCH_URL or DIRECTUS_URL, DURATION=10, WARMUP=3,
//   CONCURRENCY=16, PAGE)
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDir, contentService, ensureBuild, firstEventPath, storefront } from './server.mjs';

const duration = Number(process.env.DURATION ?? 10) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const target = 0.25;
/** Load on both paths before measuring (s): a server runs warm, its code compiled and optimised. */
const warmup = Number(process.env.WARMUP ?? 3) * 1000;

/** CPU milliseconds (user + system) used so far by a process, from /proc; null elsewhere. */
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function load(url, pid, ms = duration) {
  const cpuBefore = cpuMs(pid);
  const latencies = [];
  let errors = 0;
  const end = Date.now() + ms;
  async function worker() {
    while (Date.now() < end) {
      const start = performance.now();
      try {
        const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - start);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(50),
    p99: pct(99),
    errors,
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length,
  };
}

const backend = await contentService();
await ensureBuild();
const benchPort = Number(process.env.BENCH_PORT ?? 13100);
const pageCacheSetting = process.env.PAGE_CACHE;
process.env.PAGE_CACHE = 'off';
const server = await storefront();
/** The same build with the page cache on, beside it (its pages rendered once, then kept). */
let cachedServer = null;
if (!process.env.BENCH_URL) {
  process.env.PAGE_CACHE = 'on';
  process.env.BENCH_PORT = String(benchPort + 1);
  cachedServer = await storefront();
  process.env.BENCH_PORT = String(benchPort);
}
if (pageCacheSetting === undefined) delete process.env.PAGE_CACHE;
else process.env.PAGE_CACHE = pageCacheSetting;
const pages = process.env.PAGE
  ? [process.env.PAGE]
  : ['/it', '/it/cerca?type=eventi', await firstEventPath('it')].filter(Boolean);
const results = [];
try {
  for (const page of pages) results.push({ page, ...(await measure(page)) });
} finally {
  await server.stop();
  await cachedServer?.stop();
  await backend.stop();
}
if (results.length > 1) {
  console.log('\nSummary');
  console.table(
    results.map((r) => ({
      page: r.page.length > 60 ? `${r.page.slice(0, 57)}…` : r.page,
      'ssr req/s': r.ssr.rps.toFixed(0),
      'ssr p99 ms': r.ssr.p99.toFixed(1),
      'static req/s': r.stat.rps.toFixed(0),
      ratio: `${(r.ratio * 100).toFixed(1)}%`,
      met: r.ratio >= target ? 'yes' : 'NO',
      'cached req/s': r.cached ? r.cached.rps.toFixed(0) : '-',
      'cached ratio': r.cachedRatio === null ? '-' : `${(r.cachedRatio * 100).toFixed(1)}%`,
    })),
  );
}
process.exitCode = results.every((r) => r.ratio >= target) ? 0 : 1;

/** One page: SSR, then the same HTML as a static file of the same server. */
async function measure(page) {
  const staticName = `bench-static-${process.pid}.html`;
  const staticFile = path.join(buildDir, 'client', staticName);
  try {
    const html = await (await fetch(`${server.url}${page}`)).text();
    writeFileSync(staticFile, html);
    // warm up both paths
    await load(`${server.url}${page}`, null, warmup);
    await load(`${server.url}/${staticName}`, null, warmup);
    if (cachedServer) await load(`${cachedServer.url}${page}`, null, warmup);

    console.log(
      `\nSSR ${page} vs the same ${(html.length / 1024).toFixed(1)} KB of HTML as a static file, ${concurrency} connections, ${duration / 1000} s each`,
    );
    const ssr = await load(`${server.url}${page}`, server.pid);
    const stat = await load(`${server.url}/${staticName}`, server.pid);
    const cached = cachedServer ? await load(`${cachedServer.url}${page}`, cachedServer.pid) : null;
    const row = (r) => ({
      'req/s': r.rps.toFixed(0),
      'p50 ms': r.p50.toFixed(1),
      'p99 ms': r.p99.toFixed(1),
      requests: r.requests,
      errors: r.errors,
      'server CPU ms/req': r.cpuPerRequest === null ? '-' : r.cpuPerRequest.toFixed(2),
    });
    console.table({
      ssr: row(ssr),
      static: row(stat),
      ...(cached ? { 'page cache': row(cached) } : {}),
    });
    const ratio = ssr.rps / stat.rps;
    console.log(
      `SSR throughput is ${(ratio * 100).toFixed(1)}% of static (target at least ${target * 100}%): ${ratio >= target ? 'pass' : 'FAIL'}`,
    );
    if (ssr.cpuPerRequest && stat.cpuPerRequest)
      console.log(
        `By server CPU time per request, SSR costs ${(ssr.cpuPerRequest / stat.cpuPerRequest).toFixed(1)}x the static file (${((stat.cpuPerRequest / ssr.cpuPerRequest) * 100).toFixed(1)}% of its throughput on an otherwise idle core)`,
      );
    const cachedRatio = cached ? cached.rps / stat.rps : null;
    if (cached)
      console.log(
        `From the page cache: ${(cachedRatio * 100).toFixed(1)}% of static${cached.cpuPerRequest && stat.cpuPerRequest ? `; by server CPU time per request ${(cached.cpuPerRequest / stat.cpuPerRequest).toFixed(1)}x the static file` : ''}`,
      );
    return { ssr, stat, ratio, cached, cachedRatio };
  } finally {
    rmSync(staticFile, { force: true });
  }
}
