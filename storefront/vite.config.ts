import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
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
 * app/lib/hydration.ts): one more entry chunk of the client build, whose address the server
 * build gets as `import pageScript from 'virtual:page-script'`. React Router builds the client
 * first, so the name is known when the server build asks for it. In development the dev server
 * serves the source module.
 *
 * In the client build that entry imports the chunks it shares with the hydrated pages (consent
 * rules, locales, the cart's domain…), eight files three imports deep. Once the build is written
 * the entry is bundled again into one file with everything it imports statically; the dynamic
 * import of the consent dialog stays a dynamic import of the client build's own chunk. Measured
 * on the agenda page (Lighthouse, mobile preset): with the eight modules TBT 78-226 ms and LCP
 * 1.38-1.47 s, with the one file TBT 2-20 ms and LCP 1.22-1.31 s; the module loader's work of
 * eight fetches and instantiations, not the code itself, was the cost.
 */
function pageScript(): Plugin {
  const entry = fileURLToPath(new URL('./app/enhance/page.ts', import.meta.url));
  const virtualId = 'virtual:page-script';
  const resolvedId = `\0${virtualId}`;
  let config: ResolvedConfig | undefined;
  let reference: string | undefined;
  let fileName: string | undefined;
  return {
    name: 'city-page-script',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config?.command === 'build' && this.environment.name === 'client')
        reference = this.emitFile({ type: 'chunk', id: entry, name: 'page' });
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !reference || !options.dir) return;
      const chunk = path.join(options.dir, this.getFileName(reference));
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
      if (!code) this.error('the page script could not be bundled into one file');
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      // Beside the chunk it was made from: its dynamic imports are relative to that folder.
      fileName = path.posix.join(
        path.posix.dirname(this.getFileName(reference)),
        `page-${hash}.js`,
      );
      writeFileSync(path.join(options.dir, fileName), code);
      // The chunk it was made from is no longer used by any page.
      rmSync(chunk);
    },
    resolveId(source) {
      return source === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const base = config?.base ?? '/';
      if (config?.command !== 'build')
        return `export default ${JSON.stringify(`${base}app/enhance/page.ts`)};`;
      // The client never renders the script element (lib/hydration.ts): no address needed there.
      if (this.environment.name === 'client') return 'export default "";';
      if (!fileName) this.error('the page script is named by the client build, which runs first');
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
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
