// Shared by the benchmarks: the storefront to measure. BENCH_URL points at a running one;
// otherwise the built server (build/) is started on BENCH_PORT (13100) against DIRECTUS_URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

export async function storefront() {
  if (process.env.BENCH_URL)
    return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  const port = Number(process.env.BENCH_PORT ?? 13100);
  const child = spawn(process.execPath, ['server.js'], {
    cwd: storefrontDir,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/robots.txt`);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A current event of the content service, to measure a real detail page. */
export async function firstEventPath(locale) {
  const directus = (process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055').replace(/\/$/, '');
  const token = process.env.STOREFRONT_TOKEN ?? 'citta-storefront-token-demo';
  const response = await fetch(
    `${directus}/pages/content/search?type=eventi&hidePast=1&limit=1&locale=${locale}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const body = await response.json();
  return body.data?.[0]?.url ?? null;
}
