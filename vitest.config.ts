import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs } from './scripts/chromium.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Projects:
 *  - unit: pure logic and components in jsdom (tokens, design-system, storefront)
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
          include: [
            'tokens/src/**/*.test.{ts,tsx}',
            'design-system/src/**/*.test.{ts,tsx}',
            'storefront/app/**/*.test.{ts,tsx}',
          ],
          setupFiles: [path.join(dirname, 'scripts/vitest.setup.ts')],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
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
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
        },
      },
    ],
  },
});
