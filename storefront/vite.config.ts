import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';

/**
 * BUNDLE_STATS=<file> writes, for the client build, every chunk with the modules it holds and
 * their rendered size: what to read when the first-load budget (bench/bundle.mjs) is exceeded.
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
 * app/lib/hydration.ts) and the screens it runs there as islands (app/enhance/cart.tsx and
 * checkout.tsx, see components/Island.tsx): more entry chunks of the client build, whose
 * addresses the server build gets from `virtual:page-script` (the page script as default export,
 * the islands as `islandScripts`). React Router builds the client first, so the names are known
 * when the server build asks for them. In development the dev server serves the source modules.
 *
 * In the client build each entry imports chunks it shares with the hydrated pages (the page
 * script eight files three imports deep, each island about forty). Once the build is written
 * each entry is bundled again into one file with everything it imports statically; dynamic
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
} as const;
type EnhanceEntry = keyof typeof enhanceEntries;
const islandNames = ['cart', 'checkout'] as const satisfies readonly EnhanceEntry[];

async function bundleIntoOneFile(chunk: string): Promise<Uint8Array> {
  const result = await esbuild({
    entryPoints: [chunk],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'keep-dynamic-imports',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`${chunk} could not be bundled into one file`);
  return code;
}

function pageScript(): Plugin {
  const virtualId = 'virtual:page-script';
  const resolvedId = `\0${virtualId}`;
  let config: ResolvedConfig | undefined;
  const references = new Map<EnhanceEntry, string>();
  const fileNames = new Map<EnhanceEntry, string>();
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
    async writeBundle(options) {
      if (this.environment.name !== 'client' || references.size === 0 || !options.dir) return;
      for (const [name, reference] of references) {
        const built = this.getFileName(reference);
        const chunk = path.join(options.dir, built);
        let code: Uint8Array;
        try {
          code = await bundleIntoOneFile(chunk);
        } catch (error) {
          this.error(error instanceof Error ? error : String(error));
        }
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        // Beside the chunk it was made from: its dynamic imports are relative to that folder.
        const fileName = path.posix.join(path.posix.dirname(built), `${name}-${hash}.js`);
        writeFileSync(path.join(options.dir, fileName), code);
        fileNames.set(name, fileName);
        // The chunk it was made from is no longer used by any page.
        rmSync(chunk);
      }
      // …nor imported by another chunk (an entry chunk can hold modules other chunks import).
      const removed = [...references.values()].map((reference) =>
        path.posix.basename(this.getFileName(reference)),
      );
      const folder = path.join(
        options.dir,
        path.posix.dirname(this.getFileName(references.get('page')!)),
      );
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
        const text = readFileSync(path.join(folder, file), 'utf8');
        const user = removed.find((name) => text.includes(name));
        if (user)
          this.error(`${file} imports ${user}, which was bundled into one file and removed`);
      }
    },
    resolveId(source) {
      return source === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const base = config?.base ?? '/';
      const address = (name: EnhanceEntry) => {
        if (config?.command !== 'build') return `${base}${enhanceEntries[name].slice(2)}`;
        const fileName = fileNames.get(name);
        if (!fileName) this.error(`${name} is named by the client build, which runs first`);
        return `${base}${fileName}`;
      };
      // The client never renders these addresses (lib/hydration.ts, components/Island.tsx).
      if (config?.command === 'build' && this.environment.name === 'client')
        return 'export default ""; export const islandScripts = {};';
      const islands = Object.fromEntries(islandNames.map((name) => [name, address(name)]));
      return [
        `export default ${JSON.stringify(address('page'))};`,
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
  build: { target: 'es2022', cssCodeSplit: true, sourcemap: process.env.SOURCEMAP === '1' },

  server: { port: 3000 },
});
