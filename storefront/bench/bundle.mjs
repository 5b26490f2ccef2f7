// First-load JavaScript per route type, gzip, from the React Router manifest of the client build.
// What a first visit downloads: the entry and its imports plus, for every route of the match
// (root, layouts, the page), its module and imports; each file counted once.
//   node bench/bundle.mjs            (after `pnpm --filter @city/storefront build`)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'build/client');
// The manifest named in the server build is the one of the current build.
const serverBuild = readFileSync(path.join(root, 'build/server/index.js'), 'utf8');
const manifestFile = /assets\/(manifest-[\w-]+\.js)/.exec(serverBuild)?.[1];
if (!manifestFile) {
  console.error('No client build: run `pnpm --filter @city/storefront build` first.');
  process.exit(1);
}
const sandbox = { window: {} };
vm.runInNewContext(readFileSync(path.join(client, 'assets', manifestFile), 'utf8'), sandbox);
const manifest = sandbox.window.__reactRouterManifest;

const KB = 1024;
const pageTypes = [
  { name: 'home', chain: ['root', 'routes/_site', 'routes/_lang', 'home'], budget: 125 },
  {
    name: 'content page',
    chain: ['root', 'routes/_site', 'routes/_lang', 'routes/content.$'],
    budget: 125,
  },
  {
    name: 'search / agenda',
    chain: ['root', 'routes/_site', 'routes/_lang', 'routes/cerca'],
    budget: 125,
  },
  {
    name: 'missing translation',
    chain: ['root', 'routes/_site', 'routes/_lang', 'routes/traduzione-mancante'],
    budget: 125,
  },
  { name: 'cart', chain: ['root', 'routes/_site', 'routes/_lang', 'routes/carrello'], budget: 150 },
  {
    name: 'checkout',
    chain: ['root', 'routes/_site', 'routes/_lang', 'routes/checkout._index'],
    budget: 150,
  },
];

const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(client, file.replace(/^\//, '')));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

const rows = [];
let failed = false;
for (const type of pageTypes) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  let missing = null;
  for (const id of type.chain) {
    const route = manifest.routes[id];
    if (!route) {
      missing = id;
      break;
    }
    if (route.module) files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  if (missing) {
    rows.push({
      page: type.name,
      files: '-',
      raw: '-',
      gzip: `route ${missing} not built`,
      budget: `${type.budget} KB`,
      ok: '-',
    });
    continue;
  }
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = gz(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  const ok = gzip / KB <= type.budget;
  failed ||= !ok;
  rows.push({
    page: type.name,
    files: files.size,
    raw: `${(raw / KB).toFixed(1)} KB`,
    gzip: `${(gzip / KB).toFixed(1)} KB`,
    budget: `${type.budget} KB`,
    ok: ok ? 'yes' : 'NO',
  });
}
console.log(
  'First-load JavaScript per page type (gzip -9), budget 125 KB content / 150 KB cart and checkout',
);
console.table(rows);
const largest = [...sizes.entries()].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8);
console.log('Largest files (gzip):');
for (const [file, s] of largest)
  console.log(`  ${(s.gzip / KB).toFixed(1).padStart(6)} KB  ${file}`);
process.exitCode = failed ? 1 : 0;
