import { writeFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), bundleStats(process.env.BUNDLE_STATS)],
  // Workspace packages ship TypeScript sources and vanilla-extract styles: bundle them in SSR too.
  ssr: { noExternal: [/^@city\//] },
  build: { target: 'es2022', cssCodeSplit: true, sourcemap: process.env.SOURCEMAP === '1' },

  server: { port: 3000 },
});
