import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
 * first, so the hashed name is known when the server build asks for it. In development the
 * dev server serves the source module.
 */
function pageScript(): Plugin {
  const entry = fileURLToPath(new URL('./app/enhance/page.ts', import.meta.url));
  const virtualId = 'virtual:page-script';
  const resolvedId = `\0${virtualId}`;
  let config: ResolvedConfig | undefined;
  let reference: string | undefined;
  let fileName: string | undefined;
  let imports: string[] = [];
  return {
    name: 'city-page-script',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config?.command === 'build' && this.environment.name === 'client')
        reference = this.emitFile({ type: 'chunk', id: entry, name: 'page' });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client' || !reference) return;
      fileName = this.getFileName(reference);
      // Every chunk the page script imports, however deep: the document preloads them all at
      // once, so the browser does not discover them one level of imports at a time.
      const seen = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (!chunk || chunk.type !== 'chunk') return;
        for (const imported of chunk.imports) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          visit(imported);
        }
      };
      visit(fileName);
      imports = [...seen];
    },
    resolveId(source) {
      return source === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const base = config?.base ?? '/';
      if (config?.command !== 'build')
        return `export default ${JSON.stringify(`${base}app/enhance/page.ts`)};\nexport const imports = [];`;
      // The client never renders the script element (lib/hydration.ts): no address needed there.
      if (this.environment.name === 'client')
        return 'export default "";\nexport const imports = [];';
      if (!fileName) this.error('the page script is named by the client build, which runs first');
      return [
        `export default ${JSON.stringify(`${base}${fileName}`)};`,
        `export const imports = ${JSON.stringify(imports.map((name) => `${base}${name}`))};`,
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
