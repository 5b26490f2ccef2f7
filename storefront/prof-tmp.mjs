import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { resolveBuildDir } from './build-dir.js';
const buildDir = resolveBuildDir();
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
const handler = createRequestHandler(build, 'production');
const { cspNonceContext } = build.entry.module;
const page = process.argv[2] ?? '/it';
const n = Number(process.argv[3] ?? 400);
async function once() {
  const ctx = new RouterContextProvider(new Map([[cspNonceContext, 'abc']]));
  const res = await handler(new Request('http://127.0.0.1:13500' + page), ctx);
  return (await res.text()).length;
}
for (let i = 0; i < 100; i++) await once();
const rounds = [];
for (let r = 0; r < 5; r++) {
  const t = performance.now();
  for (let i = 0; i < n; i++) await once();
  rounds.push((performance.now() - t) / n);
}
rounds.sort((a, b) => a - b);
console.log(page, buildDir.split('/').pop(), 'ms per render: median', rounds[2].toFixed(3), 'min', rounds[0].toFixed(3));
