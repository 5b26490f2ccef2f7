// Server rendering throughput against serving the very same HTML as a static file, from the same
// server process on the same machine: requests per second, the ratio, and p50/p99 latency.
// When the bench starts the server itself (no BENCH_URL, Linux), it also prints the server's CPU
// time per request of each path: a figure that holds on a machine busy with other work, where
// requests per second mostly measure what the other processes leave.
//   node bench/ssr-throughput.mjs   (env: BENCH_URL or DIRECTUS_URL, DURATION=10, CONCURRENCY=16, PAGE=/it)
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDir, contentService, ensureBuild, storefront } from './server.mjs';

const duration = Number(process.env.DURATION ?? 10) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const page = process.env.PAGE ?? '/it';

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

async function load(url, pid) {
  const cpuBefore = cpuMs(pid);
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
  const ssr = await load(`${server.url}${page}`, server.pid);
  const stat = await load(`${server.url}/${staticName}`, server.pid);
  const row = (r) => ({
    'req/s': r.rps.toFixed(0),
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    requests: r.requests,
    errors: r.errors,
    'server CPU ms/req': r.cpuPerRequest === null ? '-' : r.cpuPerRequest.toFixed(2),
  });
  console.table({ ssr: row(ssr), static: row(stat) });
  const ratio = ssr.rps / stat.rps;
  console.log(
    `SSR throughput is ${(ratio * 100).toFixed(1)}% of static (target at least 25%): ${ratio >= 0.25 ? 'pass' : 'FAIL'}`,
  );
  if (ssr.cpuPerRequest && stat.cpuPerRequest)
    console.log(
      `By server CPU time per request, SSR costs ${(ssr.cpuPerRequest / stat.cpuPerRequest).toFixed(1)}x the static file (${((stat.cpuPerRequest / ssr.cpuPerRequest) * 100).toFixed(1)}% of its throughput on an otherwise idle core)`,
    );
  process.exitCode = ratio >= 0.25 ? 0 : 1;
} finally {
  rmSync(staticFile, { force: true });
  await server.stop();
  await backend.stop();
}
