import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

// React, react-dom and every dependency stay imports (the consumer's bundler dedupes them);
// only the library's own code and its compiled vanilla-extract styles go into dist/.
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));

const builtTokens = fileURLToPath(new URL('../tokens/dist/index.js', import.meta.url));

/**
 * One library entry per JavaScript export of package.json: the workspace `exports` name the
 * source (`./src/pure.ts`), `publishConfig.exports` the file it becomes (`./dist/pure.js`), so a
 * new entry point is declared in package.json only. @city/calendar is a devDependency and thus
 * bundled: it is private to the workspace, and the published package must not depend on it.
 */
const publishedExports: Record<string, unknown> = pkg.publishConfig.exports;
const entries = Object.fromEntries(
  Object.entries(pkg.exports as Record<string, string>).map(([subpath, source]) => {
    const published = publishedExports[subpath];
    const target =
      typeof published === 'object' && published !== null && 'import' in published
        ? String(published.import)
        : '';
    const name = /^\.\/dist\/(.+)\.js$/.exec(target)?.[1];
    if (!name)
      throw new Error(`design-system: publishConfig.exports["${subpath}"] names no ./dist/*.js`);
    return [name, source.replace(/^\.\//, '')];
  }),
);

/**
 * Library build: dist/index.js (ESM), dist/pure.js (rules and words without React or styles) and dist/design-system.css (`@city/design-system/style.css`,
 * to import once next to `@city/tokens/style.css`). Types come from `tsc -p tsconfig.build.json`.
 * index.js imports no CSS, so that Node can load it during server rendering.
 */
export default defineConfig(({ command }) => {
  if (command === 'build' && !existsSync(builtTokens)) {
    throw new Error(
      'design-system: build @city/tokens first (pnpm --filter @city/tokens build, or pnpm -r build)',
    );
  }
  return {
    plugins: [vanillaExtractPlugin(), react()],
    resolve:
      command === 'build'
        ? {
            // Styles are compiled against the built tokens: compiled from source, the theme
            // contract would get other CSS variable names than in @city/tokens/style.css, and
            // the themes would be copied into this package's CSS. Tests and dev use the source.
            alias: [{ find: /^@city\/tokens$/, replacement: builtTokens }],
          }
        : {},
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The package ships no sources, so no source maps that would point at them.
      sourcemap: false,
      lib: {
        entry: entries,
        formats: ['es'],
        cssFileName: 'design-system',
      },
      rolldownOptions: {
        external: isExternal,
      },
    },
  };
});
