import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

const dependencies = Object.keys(pkg.dependencies);
const isExternal = (id: string, importer: string | undefined) =>
  dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)) ||
  (fontFaceSheet.test(id) && /[\\/]src[\\/]fonts[\\/]/.test(importer ?? ''));

/**
 * Hand-written @font-face sheets (src/fonts/*.css) point at font files of the @fontsource
 * packages by package path. Library mode would inline those files as base64; instead the sheets
 * are copied verbatim beside their module and the consumer's bundler resolves the font files.
 */
const fontFaceSheet = /^\.\/[\w-]+\.css$/;

function copyFontFaceSheets(): Plugin {
  return {
    name: 'city:copy-font-face-sheets',
    generateBundle() {
      for (const file of readdirSync('src/fonts').filter((name) => name.endsWith('.css'))) {
        this.emitFile({
          type: 'asset',
          fileName: `fonts/${file}`,
          source: readFileSync(`src/fonts/${file}`, 'utf8'),
        });
      }
    },
  };
}

/**
 * Library build: ESM + CSS in dist/ (types come from `tsc -p tsconfig.build.json`).
 * The theme classes land in dist/tokens.css (`@city/tokens/style.css`), which the consumer
 * imports once; dist/index.js itself imports no CSS so that Node can load it for SSR.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), copyFontFaceSheets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The package ships no sources, so no source maps that would point at them.
    sourcemap: false,
    cssCodeSplit: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        'fonts/index': 'src/fonts/index.ts',
        'fonts/citta': 'src/fonts/citta.ts',
        'fonts/regione': 'src/fonts/regione.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // The theme classes of the main entry: @city/tokens/style.css
        assetFileNames: (asset) =>
          asset.names.includes('index.css') ? 'tokens.css' : 'assets/[name][extname]',
      },
    },
  },
});
