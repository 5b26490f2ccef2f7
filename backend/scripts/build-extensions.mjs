#!/usr/bin/env node
// Builds every extension under backend/extensions/<name>/ whose package.json declares
// "directus:extension" (api types: endpoint, hook, operation; or a bundle of them) with esbuild:
// source (TypeScript) -> path (ESM for Node 22). Skips an extension whose output is newer than
// all of its sources unless --force is given.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const extensionsDir = path.join(backendDir, 'extensions');

/** Packages provided by the Directus process or native: resolved at run time, never bundled. */
const external = [
  'knex',
  'ioredis',
  'sharp',
  'pg',
  'sqlite3',
  'argon2',
  'directus',
  '@directus/*',
  'express',
  // dependencies of the backend package, resolved from backend/node_modules at run time
  // (pdfkit reads its data files and the theme's font files from there)
  'stripe',
  'pdfkit',
  'qrcode',
  'mjml',
];

/** Workspace packages (@city/*) of the backend: bundled into the extensions, so their sources count. */
const backendPkg = JSON.parse(fs.readFileSync(path.join(backendDir, 'package.json'), 'utf8'));
const workspaceSources = Object.keys(backendPkg.dependencies ?? {})
  .filter((name) => name.startsWith('@city/'))
  .map((name) => path.join(backendDir, 'node_modules', name, 'src'));

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

export async function buildExtensions({ force = false, quiet = false, strict = false } = {}) {
  if (!fs.existsSync(extensionsDir)) return [];
  const built = [];
  for (const name of fs.readdirSync(extensionsDir).sort()) {
    const dir = path.join(extensionsDir, name);
    const pkgFile = path.join(dir, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    const ext = pkg['directus:extension'];
    if (!ext) continue;
    const jobs = [];
    if (ext.type === 'bundle') {
      const out = path.join(dir, typeof ext.path === 'string' ? ext.path : ext.path.api);
      const entries = ext.entries.filter((e) => ['endpoint', 'hook', 'operation'].includes(e.type));
      // A bundle's api entry exports { endpoints, hooks, operations } with { name, config }.
      const lines = [];
      entries.forEach((e, i) =>
        lines.push(
          `import e${i} from ${JSON.stringify(path.join(dir, typeof e.source === 'string' ? e.source : e.source.api))};`,
        ),
      );
      const list = (type) =>
        entries
          .map((e, i) =>
            e.type === type ? `{ name: ${JSON.stringify(e.name)}, config: e${i} }` : null,
          )
          .filter(Boolean)
          .join(', ');
      lines.push(
        `export const endpoints = [${list('endpoint')}];`,
        `export const hooks = [${list('hook')}];`,
        `export const operations = [${list('operation')}];`,
      );
      jobs.push({ out, stdin: lines.join('\n') });
    } else {
      jobs.push({ out: path.join(dir, ext.path), entry: path.join(dir, ext.source) });
    }
    // Sources shared by the extensions (extensions/shared, no package.json) are bundled into each.
    const srcTime = Math.max(
      newestMtime(path.join(dir, 'src')),
      newestMtime(path.join(extensionsDir, 'shared')),
      ...workspaceSources.map(newestMtime),
      fs.statSync(pkgFile).mtimeMs,
    );
    for (const job of jobs) {
      if (job.entry && !fs.existsSync(job.entry)) {
        console.error(
          `skipping extension ${name}: ${path.relative(backendDir, job.entry)} does not exist`,
        );
        continue;
      }
      if (!force && fs.existsSync(job.out) && fs.statSync(job.out).mtimeMs >= srcTime) continue;
      try {
        await build({
          ...(job.entry
            ? { entryPoints: [job.entry] }
            : { stdin: { contents: job.stdin, resolveDir: dir, loader: 'ts' } }),
          outfile: job.out,
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node22',
          external,
          sourcemap: 'inline',
          logLevel: 'warning',
          banner: {
            js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
          },
        });
      } catch (error) {
        if (strict) throw error;
        console.error(`extension ${name} failed to build; Directus starts without it`);
        continue;
      }
      built.push(name);
      if (!quiet) console.error(`built ${path.relative(backendDir, job.out)}`);
    }
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildExtensions({ force: process.argv.includes('--force'), strict: true });
}
