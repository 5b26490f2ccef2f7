import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild, type Plugin as EsbuildPlugin } from 'esbuild';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import {
  build as viteBuild,
  defineConfig,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';

/**
 * BUNDLE_STATS=<file> writes, for the client build, every chunk with the modules it holds and
 * their rendered size: what to read when the first-load budget (bench/bundle.mjs) is exceeded.
 * The islands' own build on Preact writes its chunks to <file>.islands.json.
 */
function bundleStats(file: string | undefined): Plugin | null {
  if (!file) return null;
  return {
    name: 'city-bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          file: c.fileName,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          modules: Object.entries(c.modules)
            .map(([id, m]) => ({ id, size: m.renderedLength }))
            .filter((m) => m.size > 0)
            .sort((a, b) => b.size - a.size),
        }));
      writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * The page script of the pages that are not hydrated (app/enhance/page.ts, see
 * app/lib/static-page.ts) and the screens it runs there as islands (app/enhance/cart.tsx,
 * checkout.tsx, the purchase pages' purchase.tsx and the queue step's queue.tsx, see
 * components/Island.tsx): more entry chunks of the client build, whose addresses the server
 * build gets from `virtual:page-script` (the page script as default export, the islands as
 * `islandScripts`). React Router builds the client first, so the names are known when the
 * server build asks for them. In development the dev server serves the source modules.
 *
 * In the client build each entry imports chunks it shares with the hydrated pages (the page
 * script eight files three imports deep, each island about forty). Once the build is written
 * the page script is bundled again into one file with everything it imports statically, and
 * the islands together into a file each plus the files they share (sharedGroups); dynamic
 * imports (the consent dialog, the checkout's form check) stay dynamic imports of the client
 * build's own chunks. Measured on the agenda page (Lighthouse, mobile preset): with the eight
 * modules TBT 78-226 ms and LCP 1.38-1.47 s, with the one file TBT 2-20 ms and LCP 1.22-1.31 s;
 * the module loader's work of eight fetches and instantiations, not the code itself, was the
 * cost. An island's styles are its route's, which the page links already.
 */
const enhanceEntries = {
  page: './app/enhance/page.ts',
  cart: './app/enhance/cart.tsx',
  checkout: './app/enhance/checkout.tsx',
  purchase: './app/enhance/purchase.tsx',
  queue: './app/enhance/queue.tsx',
} as const;
type EnhanceEntry = keyof typeof enhanceEntries;

/**
 * Modules the page script imports on demand that are bundled again into one file each, in place
 * (the same file name, so that the page script's import stays right): the guided tour form's
 * script was otherwise its own chunk plus sixteen chunks of a few hundred bytes it shares with
 * the client build, each one more request and module instantiation on a phone.
 */
const oneFileChunks = [
  './app/enhance/tour-form.ts',
  './app/enhance/appointment-form.ts',
  './app/enhance/bundle-form.ts',
];

/**
 * Chunks whose dynamic imports preload nothing (modulePreload below): the checkout's form check
 * and the modules bundled again into one file (their names, as the client build names chunks).
 */
const noPreloads = new RegExp(
  `(^|/)(${['checkout.validator', ...oneFileChunks.map((source) => path.basename(source, '.ts'))]
    .map((name) => name.replace(/[.]/g, '\\.'))
    .join('|')})-[^/]*\\.js$`,
);
const islandNames = [
  'cart',
  'checkout',
  'purchase',
  'queue',
] as const satisfies readonly EnhanceEntry[];

/**
 * What the islands share is split into files evaluated one after the other, each in a task of
 * its own (app/enhance/page.ts): in one file its evaluation was one task of about 30 ms on this
 * machine, 120 ms at a phone's speed. Each group is the client build's chunk holding most of the
 * modules that match; what is left forms one more file.
 */
const sharedGroups = {
  'react-dom': /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./,
  i18next: /[\\/]node_modules[\\/]i18next[\\/]/,
  'react-aria': /[\\/]node_modules[\\/]react-aria[\\/]/,
} as const;

/** esbuild's plugin that leaves dynamic imports as they are: chunks of the client build. */
const keepDynamicImports: EsbuildPlugin = {
  name: 'keep-dynamic-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

async function bundleIntoOneFile(chunk: string): Promise<Uint8Array> {
  const result = await esbuild({
    entryPoints: [chunk],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins: [keepDynamicImports],
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`${chunk} could not be bundled into one file`);
  return code;
}

interface IslandFiles {
  /** The island's own code, whose module exports `mount`. */
  script: string;
  /** What it shares with the other islands (React, i18next, the design system…), loaded first. */
  shared: string[];
}

/**
 * The islands bundled together with code splitting: each island's own file and the files they
 * share, named by their content. Paths are relative to `folder`.
 */
async function bundleIslands(
  chunks: Record<string, string>,
  groups: Record<string, string>,
  folder: string,
): Promise<{ files: Map<string, IslandFiles>; outputs: { path: string; contents: Uint8Array }[] }> {
  const result = await esbuild({
    // The groups as entries of their own: the code they hold goes to files of its own.
    entryPoints: { ...chunks, ...groups },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    outdir: folder,
    entryNames: '[name]-[hash]',
    chunkNames: 'island-shared-[hash]',
    logLevel: 'silent',
    // Their dynamic import (the checkout's form check) is bundled with them too: as the
    // client build's chunk it carried second copies of react-hook-form and React's JSX runtime.
    // Vite's preload list for it is empty (modulePreload below), so nothing else is fetched.
  });
  const files = new Map<string, IslandFiles>();
  const nameOf = (entryPoint: string) =>
    Object.keys(chunks).find((key) => path.resolve(chunks[key]!) === path.resolve(entryPoint));
  const relative = (file: string) =>
    path.relative(folder, path.resolve(file)).split(path.sep).join('/');
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = nameOf(meta.entryPoint);
    if (!name) continue;
    const shared: string[] = [];
    const visit = (file: string) => {
      for (const imported of result.metafile.outputs[file]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || imported.external) continue;
        if (shared.includes(relative(imported.path))) continue;
        visit(imported.path);
        shared.push(relative(imported.path));
      }
    };
    visit(output);
    files.set(name, { script: relative(output), shared });
  }
  // Only the islands' files and what they import, now or later, are written; the groups'
  // entries themselves are not used.
  const used = new Set<string>();
  const keep = (file: string) => {
    if (used.has(relative(file))) return;
    used.add(relative(file));
    for (const imported of result.metafile.outputs[file]?.imports ?? [])
      if (!imported.external) keep(imported.path);
  };
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    const island = meta.entryPoint ? files.get(nameOf(meta.entryPoint) ?? '') : undefined;
    if (island?.script === relative(output)) keep(output);
  }
  return {
    files,
    outputs: result.outputFiles.filter((output) => used.has(relative(output.path))),
  };
}

/**
 * What every island imports was one file (92 KB minified: Preact, react-aria's core, the stores,
 * the icons, the design system's shared parts), whose evaluation was one task of 22-30 ms at full
 * speed on a slow machine. Preact and react-aria's core are now files of their own, which
 * app/enhance/page.ts evaluates one per task like the other shared files (24, 34 and 35 KB). A
 * size limit for the group (rolldown's maxSize) was tried first: it cut the modules into chunks
 * that import each other in circles.
 */
const sharedByAllIslands = [
  {
    name: 'island-shared',
    test: /[\\/]node_modules[\\/].*[\\/]preact[\\/]/,
    minShareCount: islandNames.length,
    priority: 2,
  },
  {
    name: 'island-shared',
    test: /[\\/]node_modules[\\/].*[\\/]react-aria[\\/]/,
    minShareCount: islandNames.length,
    priority: 1,
  },
];

/**
 * The islands built again from their sources on Preact (preact/compat) instead of react-dom: the
 * screens, react-aria, react-hook-form and react-i18next run unchanged on Preact's
 * implementation of React's API, and react-dom (63 KB gzip, half of an island's first load) is
 * replaced by about 11 KB. A second build of the islands' entries alone, with React's packages
 * aliased, the same vanilla-extract plugin (the same class names as the client build, whose
 * stylesheets the page links) and no CSS written. Each island's file and the files they share;
 * paths relative to `folder`.
 */
/** A file of the preact package the storefront depends on. */
const preactFile = (file: string) =>
  fileURLToPath(new URL(`./node_modules/preact/${file}`, import.meta.url));

async function bundleIslandsOnPreact(
  entries: Record<string, string>,
  folder: string,
): Promise<{ files: Map<string, IslandFiles>; outputs: { path: string; contents: string }[] }> {
  const result = await viteBuild({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'warn',
    mode: 'production',
    plugins: [
      vanillaExtractPlugin(),
      // Beside the client build's stats: the islands' own chunks.
      bundleStats(process.env.BUNDLE_STATS && `${process.env.BUNDLE_STATS}.islands.json`),
      // The islands render no page script address (components/Island.tsx is the server's).
      {
        name: 'city-page-script-in-islands',
        resolveId: (source) => (source === 'virtual:page-script' ? '\0virtual:page-script' : null),
        load: (id) =>
          id === '\0virtual:page-script'
            ? 'export default ""; export const islandScripts = {};'
            : null,
      },
    ],
    resolve: {
      // Absolute paths: the design system and the libraries resolve React from their own folders.
      alias: [
        { find: /^react-dom\/client$/, replacement: preactFile('compat/client.mjs') },
        { find: /^react-dom$/, replacement: preactFile('compat/dist/compat.mjs') },
        {
          find: /^react\/jsx-(dev-)?runtime$/,
          replacement: preactFile('jsx-runtime/dist/jsxRuntime.mjs'),
        },
        { find: /^react$/, replacement: preactFile('compat/dist/compat.mjs') },
      ],
    },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      cssCodeSplit: false,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: entries,
        preserveEntrySignatures: 'exports-only',
        // A module the islands import for one function may import React Router, which they never
        // run (tree-shaken away): its React 19 imports that Preact lacks are not errors.
        shimMissingExports: true,
        output: {
          format: 'es',
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'island-shared-[hash].js',
          codeSplitting: { groups: sharedByAllIslands },
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const chunks = outputs.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Map<string, IslandFiles>();
  for (const chunk of chunks) {
    if (!chunk.isEntry || !chunk.name || !(chunk.name in entries)) continue;
    const shared: string[] = [];
    const visit = (fileName: string) => {
      for (const imported of byName.get(fileName)?.imports ?? []) {
        if (shared.includes(imported)) continue;
        visit(imported);
        shared.push(imported);
      }
    };
    visit(chunk.fileName);
    files.set(chunk.name, { script: chunk.fileName, shared });
  }
  return {
    files,
    outputs: chunks.map((chunk) => ({
      path: path.join(folder, chunk.fileName),
      contents: chunk.code,
    })),
  };
}

function pageScript(): Plugin {
  const virtualId = 'virtual:page-script';
  const resolvedId = `\0${virtualId}`;
  let config: ResolvedConfig | undefined;
  const references = new Map<EnhanceEntry, string>();
  let pageFileName: string | undefined;
  const groupChunks = new Map<string, string>();
  const onDemand = new Set<string>();
  const islandFiles = new Map<(typeof islandNames)[number], IslandFiles>();
  return {
    name: 'city-page-script',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config?.command !== 'build' || this.environment.name !== 'client') return;
      for (const [name, source] of Object.entries(enhanceEntries) as [EnhanceEntry, string][]) {
        const id = fileURLToPath(new URL(source, import.meta.url));
        references.set(name, this.emitFile({ type: 'chunk', id, name }));
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client' || references.size === 0) return;
      const wanted = oneFileChunks.map((source) => fileURLToPath(new URL(source, import.meta.url)));
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.facadeModuleId && wanted.includes(chunk.facadeModuleId))
          onDemand.add(chunk.fileName);
      if (onDemand.size !== wanted.length)
        this.error(`not every one of ${oneFileChunks.join(', ')} is a chunk of its own`);
      for (const [group, pattern] of Object.entries(sharedGroups)) {
        let best: { fileName: string; size: number } | undefined;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const size = Object.entries(chunk.modules)
            .filter(([id]) => pattern.test(id))
            .reduce((sum, [, module]) => sum + module.renderedLength, 0);
          if (size > (best?.size ?? 0)) best = { fileName: chunk.fileName, size };
        }
        if (!best) this.error(`no chunk of the client build holds ${group}`);
        groupChunks.set(group, best.fileName);
      }
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || references.size === 0 || !options.dir) return;
      const pageBuilt = this.getFileName(references.get('page')!);
      // The files are written beside the chunks they are made from: their dynamic imports are
      // relative to that folder.
      const assets = path.posix.dirname(pageBuilt);
      const folder = path.join(options.dir, assets);
      try {
        const code = await bundleIntoOneFile(path.join(options.dir, pageBuilt));
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        const fileName = path.posix.join(assets, `page-${hash}.js`);
        writeFileSync(path.join(options.dir, fileName), code);
        pageFileName = fileName;
        for (const chunk of onDemand)
          writeFileSync(
            path.join(options.dir, chunk),
            await bundleIntoOneFile(path.join(options.dir, chunk)),
          );
        const chunks = Object.fromEntries(
          islandNames.map((name) => [
            name,
            path.join(options.dir!, this.getFileName(references.get(name)!)),
          ]),
        );
        const groups = Object.fromEntries(
          [...groupChunks].map(([group, fileName]) => [
            `group-${group}`,
            path.join(options.dir!, fileName),
          ]),
        );
        const sources = Object.fromEntries(
          islandNames.map((name) => [
            name,
            fileURLToPath(new URL(enhanceEntries[name], import.meta.url)),
          ]),
        );
        const { files, outputs } =
          process.env.ISLANDS_ON_REACT === '1'
            ? await bundleIslands(chunks, groups, folder)
            : await bundleIslandsOnPreact(sources, folder);
        for (const output of outputs) writeFileSync(output.path, output.contents);
        for (const name of islandNames) {
          const island = files.get(name);
          if (!island) throw new Error(`the ${name} island was not bundled`);
          islandFiles.set(name, {
            script: path.posix.join(assets, island.script),
            shared: island.shared.map((file) => path.posix.join(assets, file)),
          });
        }
      } catch (error) {
        this.error(error instanceof Error ? error : String(error));
      }
      // The chunks they were made from are no longer used by any page…
      const removed = [...references.values()].map((reference) => {
        const built = this.getFileName(reference);
        rmSync(path.join(options.dir!, built));
        return path.posix.basename(built);
      });
      // …nor imported by another chunk (an entry chunk can hold modules other chunks import).
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
        const text = readFileSync(path.join(folder, file), 'utf8');
        const user = removed.find((name) => text.includes(name));
        if (user) this.error(`${file} imports ${user}, which was bundled again and removed`);
      }
    },
    resolveId(source) {
      return source === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const base = config?.base ?? '/';
      // The client never renders these addresses (lib/static-page.ts, components/Island.tsx).
      if (config?.command === 'build' && this.environment.name === 'client')
        return 'export default ""; export const islandScripts = {};';
      let page: string;
      let islands: Record<string, IslandFiles>;
      if (config?.command !== 'build') {
        // The dev server serves the source modules.
        page = `${base}${enhanceEntries.page.slice(2)}`;
        islands = Object.fromEntries(
          islandNames.map((name) => [
            name,
            { script: `${base}${enhanceEntries[name].slice(2)}`, shared: [] },
          ]),
        );
      } else {
        if (!pageFileName || islandFiles.size !== islandNames.length)
          this.error('the page script is named by the client build, which runs first');
        page = `${base}${pageFileName}`;
        islands = Object.fromEntries(
          [...islandFiles].map(([name, files]) => [
            name,
            {
              script: `${base}${files.script}`,
              shared: files.shared.map((file) => `${base}${file}`),
            },
          ]),
        );
      }
      return [
        `export default ${JSON.stringify(page)};`,
        `export const islandScripts = ${JSON.stringify(islands)};`,
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    reactRouter(),
    pageScript(),
    bundleStats(process.env.BUNDLE_STATS),
  ],
  // Workspace packages ship TypeScript sources and vanilla-extract styles: bundle them in SSR too.
  ssr: { noExternal: [/^@city\//] },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: process.env.SOURCEMAP === '1',
    modulePreload: {
      // The checkout's form check is imported by the checkout island, whose bundle holds its own
      // copy (see bundleIslands): preloading the client build's chunks for it would fetch code
      // that is never run. The hydrated checkout route imports it without preloads (it has no
      // styles, and is loaded on a field's first focus).
      // The modules bundled again into one file (oneFileChunks) need none of their chunks either.
      resolveDependencies: (filename, deps) => (noPreloads.test(filename) ? [] : deps),
    },
  },

  server: { port: 3000 },
});
