// Server rendering throughput against serving the very same HTML as a static file, from the same
// server process on the same machine: requests per second, the ratio, and p50/p99 latency.
//   node bench/ssr-throughput.mjs   (env: BENCH_URL or DIRECTUS_URL, DURATION=10, CONCURRENCY=16, PAGE=/it)
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDir, contentService, ensureBuild, storefront } from './server.mjs';

const duration = Number(process.env.DURATION ?? 10) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const page = process.env.PAGE ?? '/it';

async function load(url) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + duration;
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
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(50),
    p99: pct(99),
    errors,
  };
}

const backend = await contentService();
await ensureBuild();
const server = await storefront();
const staticName = `bench-static-${process.pid}.html`;
const staticFile = path.join(buildDir, 'client', staticName);
try {
  const html = await (await fetch(`${server.url}${page}`)).text();
  writeFileSync(staticFile, html);
  // warm up both paths
  await fetch(`${server.url}${page}`).then((r) => r.arrayBuffer());
  await fetch(`${server.url}/${staticName}`).then((r) => r.arrayBuffer());

  console.log(
    `SSR ${page} vs the same ${(html.length / 1024).toFixed(1)} KB of HTML as a static file, ${concurrency} connections, ${duration / 1000} s each`,
  );
  const ssr = await load(`${server.url}${page}`);
  const stat = await load(`${server.url}/${staticName}`);
  const row = (r) => ({
    'req/s': r.rps.toFixed(0),
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    requests: r.requests,
    errors: r.errors,
  });
  console.table({ ssr: row(ssr), static: row(stat) });
  const ratio = ssr.rps / stat.rps;
  console.log(
    `SSR throughput is ${(ratio * 100).toFixed(1)}% of static (target at least 25%): ${ratio >= 0.25 ? 'pass' : 'FAIL'}`,
  );
  process.exitCode = ratio >= 0.25 ? 0 : 1;
} finally {
  rmSync(staticFile, { force: true });
  await server.stop();
  await backend.stop();
}
