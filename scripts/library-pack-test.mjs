#!/usr/bin/env node
// `npm test` step "library packages": proves that @city/tokens and @city/design-system work as
// published packages for a site outside this workspace (a sibling regional site).
//
//   1. builds both packages and packs them with pnpm pack (the packer that publishes them);
//   2. reads the tarballs: no sources, tests or configuration, every export target present, a
//      package.json without `workspace:` versions, every import of dist/ a declared dependency;
//   3. creates a scratch app in the system's temp folder, outside the workspace, and installs the
//      two tarballs with react, react-dom and their types from the npm registry with npm;
//   4. in that app: resolves and imports every export, renders a page of the regione theme on the
//      server (react-dom/server), checks the compiled CSS against the page (theme variables, the
//      class names in the HTML) and type-checks a .tsx that uses the package types, under
//      `moduleResolution` bundler and nodenext.
//
//   node scripts/library-pack-test.mjs [--keep] [--reuse-build]
//     --keep          leave the scratch app for inspection
//     --reuse-build   skip the build when both dist/ folders are newer than every file they are
//                     built from (npm test's "builds" step has just built them)
//
// Exits 1 with the failed check's reason (the scratch app is then kept and its path printed).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const reuseBuild = process.argv.includes('--reuse-build');
const packages = [
  { name: '@city/tokens', dir: path.join(root, 'tokens') },
  { name: '@city/design-system', dir: path.join(root, 'design-system') },
];
/** Installs from the registry: the versions the workspace itself uses. */
const rootManifest = readJson(path.join(root, 'package.json'));
const registryPackages = ['react', 'react-dom', '@types/react', '@types/react-dom'].map(
  (name) => `${name}@${rootManifest.devDependencies[name]}`,
);
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

let checks = 0;
let scratch = null;
const started = Date.now();

class CheckFailed extends Error {}

function ok(message) {
  checks++;
  console.log(`  ok  ${message}`);
}

function check(condition, message, detail) {
  if (!condition) throw new CheckFailed(detail ? `${message}\n${detail}` : message);
  ok(message);
}

function section(title) {
  console.log(`\n${title} (at ${Math.round((Date.now() - started) / 1000)} s)`);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Runs a command; on failure throws with its output. */
function run(command, args, { cwd = root, timeout = 180_000, env = process.env } = {}) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout });
  if (result.error || result.status !== 0) {
    const reason = result.error
      ? result.error.code === 'ETIMEDOUT'
        ? `timed out after ${timeout / 1000} s`
        : result.error.message
      : `exit status ${result.status}`;
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40);
    throw new CheckFailed(
      `\`${command} ${args.join(' ')}\` failed (${reason})\n    ${output.join('\n    ')}`,
    );
  }
  return result.stdout;
}

/** Files (not folders) under a folder, as forward-slash paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** The package a bare module specifier names (`@scope/name/sub` -> `@scope/name`). */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["']([^"']+)["']/g;
const cssUrlPattern = /url\(\s*['"]?([^'")]+)['"]?\s*\)/g;

/** Package names that a file imports by bare specifier (JS, declarations) or url() (CSS). */
function bareImports(file, text) {
  const pattern = file.endsWith('.css') ? cssUrlPattern : importPattern;
  const names = new Set();
  for (const match of text.matchAll(pattern)) {
    const specifier = match[1];
    if (/^(\.|\/|data:|https?:|#)/.test(specifier)) continue;
    if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
    names.add(packageOf(specifier));
  }
  return names;
}

function exportTargets(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

/** Whether every file of both dist/ folders is newer than every file they are built from. */
function buildIsFresh() {
  const mtimes = (dir, files) => files.map((file) => statSync(path.join(dir, file)).mtimeMs);
  const inputs = [...packages, { dir: path.join(root, 'calendar') }].flatMap(({ dir }) =>
    mtimes(dir, [
      ...filesUnder(path.join(dir, 'src')).map((file) => `src/${file}`),
      ...readdirSync(dir).filter((file) =>
        /^(package\.json|tsconfig.*\.json|vite\.config\.ts)$/.test(file),
      ),
    ]),
  );
  inputs.push(...mtimes(path.join(root, 'scripts'), ['library-types.mjs']));
  const outputs = packages.flatMap(({ dir }) =>
    existsSync(path.join(dir, 'dist'))
      ? mtimes(path.join(dir, 'dist'), filesUnder(path.join(dir, 'dist')))
      : [],
  );
  return outputs.length > 0 && Math.min(...outputs) > Math.max(...inputs);
}

function buildAndPack(tarballs) {
  section('Build and pack (pnpm)');
  if (reuseBuild && buildIsFresh()) {
    ok('dist/ of both packages is newer than their sources: the build is reused');
  } else {
    run('pnpm', ['--filter', '@city/tokens', '--filter', '@city/design-system', 'run', 'build'], {
      timeout: 300_000,
    });
    ok('pnpm build of @city/tokens and @city/design-system');
  }
  for (const pkg of packages) {
    const before = new Set(readdirSync(tarballs));
    run('pnpm', ['--filter', pkg.name, 'pack', '--pack-destination', tarballs]);
    const made = readdirSync(tarballs).filter((file) => !before.has(file) && file.endsWith('.tgz'));
    check(made.length === 1, `pnpm pack ${pkg.name} -> ${made[0] ?? 'no tarball'}`);
    pkg.tarball = path.join(tarballs, made[0]);
  }
}

const forbiddenInTarball = [
  [/^src\//, 'sources (src/)'],
  [/\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)__tests__\/|\.testing\.[cm]?[jt]sx?$/, 'test files'],
  [/\.stories\.[jt]sx?$/, 'stories'],
  [
    /(^|\/)(tsconfig[\w.]*\.json|vite\.config\.[cm]?[jt]s|vitest\.config\.[cm]?[jt]s)$/,
    'build configuration',
  ],
  [/(?<!\.d)\.tsx?$/, 'TypeScript sources'],
  [/\.map$/, 'source maps'],
];

function inspectTarballs(extracted) {
  section('Tarball contents');
  for (const pkg of packages) {
    const dir = path.join(extracted, pkg.name.replace('/', '__'));
    mkdirSync(dir, { recursive: true });
    run('tar', ['-xzf', pkg.tarball, '-C', dir]);
    const packageDir = path.join(dir, 'package');
    const plain = filesUnder(packageDir);
    const manifest = readJson(path.join(packageDir, 'package.json'));
    pkg.manifest = manifest;
    const label = `${pkg.name}@${manifest.version}`;

    for (const [pattern, what] of forbiddenInTarball) {
      const found = plain.filter((file) => pattern.test(file));
      check(found.length === 0, `${label}: no ${what}`, `    ${found.slice(0, 10).join('\n    ')}`);
    }
    check(
      plain.every(
        (file) =>
          file === 'package.json' ||
          file.startsWith('dist/') ||
          /^(README|LICEN[CS]E|CHANGELOG)/i.test(file),
      ),
      `${label}: only dist/, package.json and documents`,
      plain.filter((file) => !file.startsWith('dist/')).join(', '),
    );
    check(
      plain.some((file) => file.endsWith('.d.ts')),
      `${label}: declaration files (.d.ts)`,
    );
    check(
      plain.some((file) => file.endsWith('.css')),
      `${label}: compiled CSS`,
    );

    const text = JSON.stringify(manifest);
    check(!text.includes('workspace:'), `${label}: package.json has no workspace: versions`);
    check(manifest.private !== true, `${label}: package.json is not private`);
    const missingTargets = Object.entries(manifest.exports ?? {}).flatMap(([subpath, value]) =>
      exportTargets(value)
        .filter(
          (target) => !target.startsWith('./dist/') || !existsSync(path.join(packageDir, target)),
        )
        .map((target) => `${subpath} -> ${target}`),
    );
    check(
      Object.keys(manifest.exports ?? {}).length > 0 && missingTargets.length === 0,
      `${label}: every export (${Object.keys(manifest.exports).join(', ')}) points at a file of dist/`,
      missingTargets.join('\n'),
    );
    const versionless = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })
      .filter(([, spec]) => !/^[\^~]?\d+\.\d+\.\d+(-[\w.]+)?$|^>=?\s*\d/.test(String(spec)))
      .map(([name, spec]) => `${name}: ${spec}`);
    check(
      versionless.length === 0,
      `${label}: dependencies have registry versions`,
      versionless.join('\n'),
    );

    const declared = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const undeclared = new Set();
    for (const file of plain.filter((name) => /\.(js|d\.ts|css)$/.test(name))) {
      for (const name of bareImports(file, readFileSync(path.join(packageDir, file), 'utf8'))) {
        if (!declared.has(name)) undeclared.add(`${name} (in ${file})`);
      }
    }
    check(
      undeclared.size === 0,
      `${label}: every package that dist/ imports is a dependency or peer dependency`,
      [...undeclared].slice(0, 10).join('\n'),
    );
  }
  const [tokens, designSystem] = packages;
  check(
    designSystem.manifest.dependencies?.['@city/tokens'] === tokens.manifest.version,
    `@city/design-system depends on @city/tokens ${tokens.manifest.version}, the version packed beside it`,
    `found ${designSystem.manifest.dependencies?.['@city/tokens']}`,
  );
}

/** Fails clearly when the registry cannot be reached, before npm starts its own retries. */
async function checkRegistry(app, env) {
  const registry = run('npm', ['config', 'get', 'registry'], { cwd: app, env }).trim();
  const url = new URL('react', registry.endsWith('/') ? registry : `${registry}/`);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/vnd.npm.install-v1+json' },
      signal: AbortSignal.timeout(20_000),
    });
    check(response.ok, `npm registry ${registry} answers (${response.status})`);
  } catch (error) {
    throw new CheckFailed(
      `npm registry ${registry} cannot be reached (${error instanceof Error ? error.message : error}): ` +
        "the scratch app installs react, react-dom and the packages' dependencies from it",
    );
  }
}

async function install(app) {
  section('Scratch app outside the workspace (npm)');
  const fromRoot = path.relative(root, app);
  check(
    fromRoot.startsWith('..') || path.isAbsolute(fromRoot),
    `scratch app ${app} is outside the workspace`,
  );
  // Node looks for packages in node_modules of every parent folder: none may exist.
  const parents = [];
  for (let dir = path.dirname(app); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) parents.push(dir);
    if (dir === path.dirname(dir)) break;
  }
  check(parents.length === 0, 'no node_modules above the scratch app', parents.join(', '));

  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify({ name: 'regione-site', private: true, type: 'module' }, null, 2)}\n`,
  );
  // npm must not see the pnpm run that may have started this script (its user agent, the
  // workspace package's settings); the registry and cache settings stay.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(npm_package_|npm_lifecycle_|pnpm_config_)/.test(key) &&
        ![
          'npm_config_user_agent',
          'npm_execpath',
          'npm_node_execpath',
          'npm_command',
          'PNPM_SCRIPT_SRC_DIR',
        ].includes(key),
    ),
  );
  await checkRegistry(app, env);
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--fetch-retries=1',
      // Metadata that npm's cache holds is used without asking again; the rest is fetched.
      '--prefer-offline',
      '--fetch-timeout=60000',
      ...packages.map((pkg) => pkg.tarball),
      ...registryPackages,
    ],
    { cwd: app, env, timeout: 240_000 },
  );
  ok(`npm install of both tarballs and ${registryPackages.join(', ')}`);
  for (const pkg of packages) {
    const installed = path.join(app, 'node_modules', ...pkg.name.split('/'), 'package.json');
    check(
      existsSync(installed) && readJson(installed).version === pkg.manifest.version,
      `${pkg.name}@${pkg.manifest.version} installed from its tarball`,
    );
  }
  const nestedTokens = path.join(app, 'node_modules/@city/design-system/node_modules/@city/tokens');
  check(!existsSync(nestedTokens), "one copy of @city/tokens (design-system uses the app's)");
}

// Runs in the scratch app: resolves every export, imports the JavaScript ones and resolves the
// font files that the font-face sheets name, as a bundler would.
const resolveScript = `
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
const report = [];
for (const name of ['@city/tokens', '@city/design-system']) {
  const manifest = JSON.parse(readFileSync(new URL('./node_modules/' + name + '/package.json', import.meta.url), 'utf8'));
  for (const subpath of Object.keys(manifest.exports)) {
    const specifier = subpath === '.' ? name : name + subpath.slice(1);
    const file = fileURLToPath(import.meta.resolve(specifier));
    const entry = { specifier, file: file.slice(file.indexOf('node_modules')), size: existsSync(file) ? statSync(file).size : -1 };
    if (file.endsWith('.js') && !subpath.startsWith('./fonts')) {
      const module = await import(specifier);
      entry.exports = Object.keys(module).length;
    }
    if (subpath.startsWith('./fonts/')) {
      const sheet = readFileSync(file.replace(/\\.js$/, '.css'), 'utf8');
      const require = createRequire(file);
      entry.fontFiles = [...sheet.matchAll(/url\\(\\s*['"]?([^'")]+)['"]?\\s*\\)/g)].map((match) => {
        try { return existsSync(require.resolve(match[1])) ? 'ok' : match[1]; } catch { return match[1]; }
      });
    }
    report.push(entry);
  }
}
console.log(JSON.stringify(report));
`;

// Runs in the scratch app: a page of the sibling site in the regione theme, rendered on the
// server with every Suspense boundary resolved.
const renderScript = `
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import {
  Button, Card, DesignSystemProvider, Hero, SiteFooter, SiteHeader, Stack, TextField,
} from '@city/design-system';
import { regione } from '@city/tokens';

const page = h(DesignSystemProvider, { locale: 'it', themeClassName: regione.className },
  h(SiteHeader, {
    logo: h('span', null, 'Regione Turismo'),
    languageHrefs: { it: '/it', en: '/en', fr: '/fr' },
    currentLocale: 'it',
    navigation: [
      { label: 'Scopri', href: '/it/scopri' },
      { label: 'Eventi', href: '/it/eventi' },
    ],
    cart: { href: '/it/carrello', count: 2 },
  }),
  h('main', { id: 'main' },
    h(Hero, { title: 'Valli e borghi della regione', subtitle: 'Un anno di feste, cammini e sapori.' }),
    h(Stack, { gap: 'lg', padding: 'lg' },
      h(Card, {
        href: '/it/eventi/festa-della-castagna',
        title: 'Festa della castagna',
        description: 'Tre giorni di mercati e musica nel borgo.',
      }),
      h('form', { 'aria-label': 'Newsletter', method: 'post', action: '/it/newsletter' },
        h(TextField, { label: 'Indirizzo email', name: 'email', type: 'email', isRequired: true }),
        h(Button, { type: 'submit' }, 'Iscriviti'),
      ),
    ),
  ),
  h(SiteFooter, {
    columns: [
      { id: 'info', title: 'Informazioni', items: [
        { id: 'contatti', label: 'Contatti', kind: 'internal', href: '/it/contatti' },
        { id: 'orari', label: 'Uffici aperti tutti i giorni', kind: 'text' },
      ] },
    ],
    onOpenCookiePreferences: () => {},
  }),
);

// The whole document once every Suspense boundary has resolved, as a crawler would get it.
const html = await new Promise((resolve, reject) => {
  let text = '';
  const sink = new Writable({
    write(chunk, encoding, done) { text += chunk; done(); },
    final(done) { resolve(text); done(); },
  });
  const stream = renderToPipeableStream(page, {
    onAllReady: () => stream.pipe(sink),
    onShellError: reject,
    onError: reject,
  });
});
process.stdout.write(JSON.stringify({ html, themeClass: regione.className }));
`;

// Type-checked in the scratch app: the public types in use, and wrong props that must be errors
// (were the types missing or \`any\`, the @ts-expect-error lines would fail instead).
const typesSource = `
import type { ReactElement } from 'react';
import {
  Button, Card, DesignSystemProvider, Hero, SiteFooter, SiteHeader, TextField, buttonVariants,
} from '@city/design-system';
import type { ButtonVariant, DateEntry, FooterColumn, SiteHeaderNavItem } from '@city/design-system';
import { cartBadge, isLocale, siteHeaderMessages } from '@city/design-system/pure';
import type { Locale } from '@city/design-system/pure';
import { regione, themes, vars } from '@city/tokens';
import type { ThemeId } from '@city/tokens';

const navigation: SiteHeaderNavItem[] = [{ label: 'Eventi', href: '/it/eventi' }];
const columns: FooterColumn[] = [{ id: 'info', items: [{ id: 'a', label: 'Contatti', kind: 'text' }] }];
const variant: ButtonVariant = buttonVariants[0];
const theme: ThemeId = 'regione';
const brand: string = vars.color.brand.base;
const entry: DateEntry['ricorrenza'] = 'mai';
const badge: string = cartBadge(120);
const header: string = siteHeaderMessages.it.cartEmpty;
const locale: boolean = isLocale('fr');

export function Page(): ReactElement {
  return (
    <DesignSystemProvider locale="it" themeClassName={themes[theme].className}>
      <SiteHeader logo="Regione" languageHrefs={{ it: '/it', en: '/en', fr: '/fr' }} navigation={navigation} />
      <Hero title="Regione" />
      <Card href="/it/eventi/1" title="Festa" />
      <TextField label="Email" name="email" />
      <Button variant={variant}>Iscriviti</Button>
      <SiteFooter columns={columns} onOpenCookiePreferences={() => undefined} />
      {/* @ts-expect-error: not a variant of Button */}
      <Button variant="fluorescent">No</Button>
      {/* @ts-expect-error: SiteFooter needs its columns */}
      <SiteFooter onOpenCookiePreferences={() => undefined} />
    </DesignSystemProvider>
  );
}

// @ts-expect-error: not a theme of @city/tokens
export const unknownTheme: ThemeId = 'notte';
// @ts-expect-error: a locale of the library is it, en or fr
export const unknownLocale: Locale = 'de';
export const used = [brand, entry, badge, header, locale, regione.className];
`;

function typecheck(app) {
  section('Types (tsc --noEmit in the scratch app)');
  writeFileSync(path.join(app, 'page.tsx'), typesSource);
  const base = {
    strict: true,
    noEmit: true,
    jsx: 'react-jsx',
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    types: [],
  };
  // Under nodenext, the strictest resolution, every declaration file is checked too (an import
  // that does not resolve there is an error, not a silent `any`); the bundler run checks the page.
  const configs = {
    nodenext: { ...base, module: 'NodeNext', moduleResolution: 'NodeNext', skipLibCheck: false },
    bundler: { ...base, module: 'ESNext', moduleResolution: 'bundler', skipLibCheck: true },
  };
  for (const [name, compilerOptions] of Object.entries(configs)) {
    const config = `tsconfig.${name}.json`;
    writeFileSync(
      path.join(app, config),
      JSON.stringify({ compilerOptions, files: ['page.tsx'] }, null, 2),
    );
    run(process.execPath, [tsc, '-p', config], { cwd: app });
    const scope = compilerOptions.skipLibCheck ? 'page.tsx' : 'page.tsx and every declaration file';
    ok(`${scope} type-check with moduleResolution ${name} (wrong props are errors)`);
  }
}

function cssClasses(css) {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** Declarations of the rules whose selector is exactly `.className`. */
function declarationsOf(css, className) {
  const names = new Set();
  const selector = new RegExp(`(^|[},;])\\s*\\.${className}\\s*\\{([^}]*)\\}`, 'g');
  for (const match of css.matchAll(selector)) {
    for (const declaration of match[2].matchAll(/(--[\w-]+)\s*:/g)) names.add(declaration[1]);
  }
  return names;
}

function contractVariables(value, found = new Set()) {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/var\((--[\w-]+)/g)) found.add(match[1]);
  } else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) contractVariables(child, found);
  }
  return found;
}

function renderAndCheckCss(app, resolved) {
  section('Exports in Node (import.meta.resolve, import)');
  for (const entry of resolved) {
    const what = entry.exports !== undefined ? `, ${entry.exports} exports` : '';
    check(entry.size > 0, `${entry.specifier} -> ${entry.file} (${entry.size} bytes${what})`);
    if (entry.exports !== undefined) check(entry.exports > 0, `${entry.specifier} imports in Node`);
    if (entry.fontFiles) {
      const missing = entry.fontFiles.filter((result) => result !== 'ok');
      check(
        entry.fontFiles.length > 0 && missing.length === 0,
        `${entry.specifier}: the ${entry.fontFiles.length} font files of its sheet resolve`,
        missing.join('\n'),
      );
    }
  }

  section('Server rendering (react-dom/server, regione theme)');
  const rendered = JSON.parse(run(process.execPath, ['render.mjs'], { cwd: app }));
  const { html, themeClass } = rendered;
  writeFileSync(path.join(app, 'page.html'), html);
  ok(`rendered ${html.length} characters of HTML (page.html)`);
  const classAttributes = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
    match[1].split(/\s+/).filter(Boolean),
  );
  const htmlClasses = new Set(classAttributes);
  check(htmlClasses.has(themeClass), `the page carries the regione theme class ${themeClass}`);
  for (const text of [
    '<header',
    '<footer',
    '<h1',
    'Valli e borghi della regione',
    'Festa della castagna',
    'Indirizzo email',
    'Iscriviti',
    'Contatti',
  ]) {
    check(html.includes(text), `the HTML contains ${text}`);
  }
  check(
    /<label[^>]*for="([^"]+)"[\s\S]*?<input[^>]*id="\1"/.test(html) ||
      /<input[^>]*id="([^"]+)"[\s\S]*?<label[^>]*for="\1"/.test(html),
    "the text field's label is tied to its input",
  );

  section('Compiled CSS');
  const cssOf = (specifier) => {
    const entry = resolved.find((item) => item.specifier === specifier);
    if (!entry) throw new CheckFailed(`${specifier} is not exported`);
    return readFileSync(path.join(app, entry.file), 'utf8');
  };
  const tokensCss = cssOf('@city/tokens/style.css');
  const designCss = cssOf('@city/design-system/style.css');
  const contract = contractVariables(
    JSON.parse(run(process.execPath, ['contract.mjs'], { cwd: app })),
  );
  const themed = declarationsOf(tokensCss, themeClass);
  const unset = [...contract].filter((name) => !themed.has(name));
  check(
    contract.size > 50 && unset.length === 0,
    `@city/tokens/style.css: .${themeClass} sets all ${contract.size} variables of the theme contract`,
    `unset: ${unset.slice(0, 10).join(', ')}`,
  );
  const usedByComponents = [...designCss.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]);
  const fromContract = new Set(usedByComponents.filter((name) => contract.has(name)));
  check(
    fromContract.size > 20,
    `@city/design-system/style.css reads ${fromContract.size} contract variables by the names @city/tokens defines`,
  );
  check(
    !designCss.includes(`.${themeClass}`),
    "@city/design-system/style.css does not repeat the themes (they are @city/tokens')",
  );
  const defined = new Set([...cssClasses(tokensCss), ...cssClasses(designCss)]);
  const componentClasses = [...htmlClasses].filter((name) => name !== themeClass);
  const styled = componentClasses.filter((name) => defined.has(name));
  check(
    styled.length > 20,
    `${styled.length} of the ${componentClasses.length} class names in the HTML are rules of the CSS`,
  );
  // A class without a rule must be one the library generates for a style that adds nothing (a
  // recipe's default variant); and every element still gets at least one class with a rule.
  const libraryJs = filesUnder(path.join(app, 'node_modules/@city/design-system/dist'))
    .filter((file) => file.endsWith('.js'))
    .map((file) =>
      readFileSync(path.join(app, 'node_modules/@city/design-system/dist', file), 'utf8'),
    )
    .join('\n');
  const unstyled = componentClasses.filter((name) => !defined.has(name));
  const foreign = unstyled.filter((name) => !libraryJs.includes(`"${name}"`));
  check(
    foreign.length === 0,
    `the ${unstyled.length} class names without a rule are empty styles of the library (${unstyled.join(', ') || 'none'})`,
    `class names neither in the CSS nor generated by the library: ${foreign.join(', ')}`,
  );
  const bare = [...html.matchAll(/<(\w+)[^>]*\sclass="([^"]*)"/g)]
    .filter(
      ([, , value]) => !value.split(/\s+/).some((name) => defined.has(name) || name === themeClass),
    )
    .map(([, tag, value]) => `<${tag} class="${value}">`);
  check(bare.length === 0, 'every element with a class has a rule in the CSS', bare.join('\n'));
}

async function main() {
  console.log(
    'library packages: @city/tokens and @city/design-system as a sibling site installs them',
  );
  scratch = mkdtempSync(path.join(tmpdir(), 'city-library-'));
  const tarballs = path.join(scratch, 'tarballs');
  const extracted = path.join(scratch, 'extracted');
  const app = path.join(scratch, 'app');
  for (const dir of [tarballs, extracted, app]) mkdirSync(dir);

  buildAndPack(tarballs);
  inspectTarballs(extracted);
  await install(app);

  writeFileSync(path.join(app, 'resolve.mjs'), resolveScript);
  writeFileSync(path.join(app, 'render.mjs'), renderScript);
  writeFileSync(
    path.join(app, 'contract.mjs'),
    "import { vars } from '@city/tokens';\nprocess.stdout.write(JSON.stringify(vars));\n",
  );
  const resolved = JSON.parse(run(process.execPath, ['resolve.mjs'], { cwd: app }));
  renderAndCheckCss(app, resolved);
  typecheck(app);
}

try {
  await main();
  console.log(
    `\nlibrary packages: ${checks} checks passed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (!keep) rmSync(scratch, { recursive: true, force: true });
  else console.log(`scratch app kept in ${scratch}`);
} catch (error) {
  const message = error instanceof CheckFailed ? error.message : (error?.stack ?? String(error));
  console.error(`\n  FAIL  ${message}`);
  console.error(
    `\nlibrary packages: FAILED after ${checks} passed checks` +
      (scratch ? `; scratch app kept in ${scratch}` : ''),
  );
  process.exit(1);
}
