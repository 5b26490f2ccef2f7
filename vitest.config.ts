import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs } from './scripts/chromium.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const unitFiles = [
  'tokens/src/**/*.test.{ts,tsx}',
  'calendar/src/**/*.test.ts',
  'content-types/src/**/*.test.ts',
  'design-system/src/**/*.test.{ts,tsx}',
  'storefront/app/**/*.test.{ts,tsx}',
  // the page fixtures of the workbench, parsed with the storefront's schemas
  'stories/fixtures/**/*.test.ts',
];
const serverFiles = 'storefront/app/**/*.server.test.ts';

const themeIds = ['citta', 'regione'];
const storybookTheme = process.env.STORYBOOK_THEME ?? 'citta';
if (!themeIds.includes(storybookTheme)) {
  throw new Error(`STORYBOOK_THEME=${storybookTheme} is not a theme id (${themeIds.join(', ')})`);
}

/**
 * Projects:
 *  - unit: pure logic and components in jsdom (tokens, design-system, storefront)
 *  - unit-server: the storefront's server-only modules in Node
 *  - storybook: every story rendered in Debian Chromium (browser mode), play functions and axe checks
 * Backend tests need a running Directus and have their own config in backend/.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: unitFiles,
          exclude: [serverFiles],
          setupFiles: [path.join(dirname, 'scripts/vitest.setup.ts')],
          // One jsdom per worker, reused across files through VM contexts, instead of one per
          // file: the step takes about half the time.
          pool: 'vmThreads',
        },
      },
      {
        // Server-only modules (*.server.ts) run in Node itself, where their CommonJS
        // dependencies load as in production.
        test: {
          name: 'unit-server',
          environment: 'node',
          // and the checks of server.js, which sit beside it, and of the test and visual scripts
          include: [
            serverFiles,
            'storefront/*.server.test.ts',
            'scripts/**/*.test.mjs',
            'stories/visual/**/*.test.mjs',
          ],
        },
      },
      {
        plugins: [
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            // One theme per run: STORYBOOK_THEME=regione runs every story (and its axe checks)
            // under the regional theme; the default is the city theme.
            initialGlobals: { theme: storybookTheme },
          }),
        ],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
