#!/usr/bin/env node
// Last step of a library build (tokens, design-system), run in the package folder after
// `tsc -p tsconfig.build.json` has written the declaration files into dist/. It makes them usable
// by any consumer, wherever the package is installed:
//   1. workspace packages that the build bundles (devDependencies such as @city/calendar) are not
//      dependencies of the published package, so their declarations are copied into
//      dist/bundled/<name>/ and the declaration files import them from there;
//   2. relative imports get their file (`./Box` -> `./Box/index.js`), which TypeScript requires
//      under `moduleResolution: node16/nodenext` and every other mode accepts;
//   3. declaration files that no published entry reaches (test helpers, internals of the source
//      tree) are removed, so dist/ holds what the package exports and nothing else.
// Fails with the file and import it could not resolve.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const packageDir = process.cwd();
const dist = path.join(packageDir, 'dist');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const runtimeDependencies = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
]);
const bundledWorkspacePackages = Object.entries(manifest.devDependencies ?? {})
  .filter(([name, spec]) => String(spec).startsWith('workspace:') && !runtimeDependencies.has(name))
  .map(([name]) => name);

function fail(message) {
  console.error(`library-types (${manifest.name}): ${message}`);
  process.exit(1);
}

function declarationFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((entry) => path.join(dir, String(entry)))
    .filter((file) => file.endsWith('.d.ts') && statSync(file).isFile());
}

// Module specifiers of declaration files: `from '...'`, `import '...'` and `import('...')`.
const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\2/gm;

/** Copies the declarations of a bundled workspace package into dist/bundled/<name>/. */
function emitBundledDeclarations(name) {
  const linked = path.join(packageDir, 'node_modules', name);
  if (!existsSync(linked)) fail(`${name} is not linked in node_modules`);
  const sourceDir = realpathSync(linked);
  const tsconfig = path.join(sourceDir, 'tsconfig.build.json');
  if (!existsSync(tsconfig)) fail(`${name} has no tsconfig.build.json to emit its declarations`);
  const outDir = path.join(dist, 'bundled', name.replace(/^@[^/]+\//, ''));
  const tsc = path.join(packageDir, 'node_modules', '.bin', 'tsc');
  const result = spawnSync(
    existsSync(tsc) ? tsc : 'tsc',
    ['-p', tsconfig, '--declaration', '--emitDeclarationOnly', '--outDir', outDir],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) fail(`could not emit the declarations of ${name}`);
  const entry = path.join(outDir, 'index.d.ts');
  if (!existsSync(entry)) fail(`${name}'s declarations have no index.d.ts`);
  return entry;
}

const bundledEntries = new Map(
  bundledWorkspacePackages.map((name) => [name, emitBundledDeclarations(name)]),
);

/** The declaration file a specifier of `file` names, and the specifier to write instead. */
function resolveSpecifier(file, specifier) {
  const bundled = bundledEntries.get(specifier);
  if (bundled) {
    let relative = path.relative(path.dirname(file), bundled).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return { target: bundled, rewritten: relative.replace(/\.d\.ts$/, '.js') };
  }
  if ([...bundledEntries.keys()].some((name) => specifier.startsWith(`${name}/`))) {
    fail(
      `${path.relative(packageDir, file)} imports ${specifier}: only the root of a bundled package is supported`,
    );
  }
  if (!specifier.startsWith('.')) return null;
  // A side-effect import of a file shipped as it is (a font-face sheet) stays as written.
  const asWritten = path.resolve(path.dirname(file), specifier);
  if (!/\.[cm]?js$/.test(specifier) && existsSync(asWritten) && statSync(asWritten).isFile()) {
    return null;
  }
  const base = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ''));
  if (existsSync(`${base}.d.ts`)) {
    return { target: `${base}.d.ts`, rewritten: `${specifier.replace(/\.js$/, '')}.js` };
  }
  if (existsSync(path.join(base, 'index.d.ts'))) {
    return { target: path.join(base, 'index.d.ts'), rewritten: `${specifier}/index.js` };
  }
  fail(`${path.relative(packageDir, file)} imports ${specifier}, which has no declaration file`);
  return null;
}

/** Rewrites the specifiers of every declaration file; returns each file's imported files. */
function rewriteAll() {
  const imports = new Map();
  for (const file of declarationFiles(dist)) {
    const targets = [];
    const source = readFileSync(file, 'utf8');
    const rewritten = source.replace(specifierPattern, (match, lead, quote, specifier) => {
      const resolved = resolveSpecifier(file, specifier);
      if (!resolved) return match;
      targets.push(resolved.target);
      return `${lead}${quote}${resolved.rewritten}${quote}`;
    });
    if (rewritten !== source) writeFileSync(file, rewritten);
    imports.set(file, targets);
  }
  return imports;
}

/** The declaration files named by `types` in publishConfig.exports. */
function publishedTypeEntries() {
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.publishConfig?.exports ?? {})) {
    if (typeof target !== 'object' || target === null || !target.types) continue;
    const file = path.join(packageDir, target.types);
    if (!existsSync(file))
      fail(`publishConfig.exports["${subpath}"].types: ${target.types} was not built`);
    entries.push(file);
  }
  if (entries.length === 0) fail('publishConfig.exports names no declaration file');
  return entries;
}

const imports = rewriteAll();
const reachable = new Set();
const pending = publishedTypeEntries();
while (pending.length > 0) {
  const file = pending.pop();
  if (reachable.has(file)) continue;
  reachable.add(file);
  pending.push(...(imports.get(file) ?? []));
}
let removed = 0;
for (const file of imports.keys()) {
  if (!reachable.has(file)) {
    rmSync(file);
    removed++;
  }
}
// Folders left empty by the removal.
for (const entry of readdirSync(dist, { recursive: true }).map(String).sort().reverse()) {
  const dir = path.join(dist, entry);
  if (statSync(dir).isDirectory() && readdirSync(dir).length === 0)
    rmSync(dir, { recursive: true });
}
console.log(
  `library-types (${manifest.name}): ${reachable.size} declaration files with explicit imports` +
    (bundledEntries.size > 0 ? `, bundled ${[...bundledEntries.keys()].join(', ')}` : '') +
    (removed > 0 ? `, ${removed} unreachable removed` : ''),
);
