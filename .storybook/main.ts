import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const storefrontModules = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../storefront/node_modules',
);

/**
 * The addresses of the storefront's page script and islands, which its own build writes
 * (storefront/vite.config.ts) and its server reads for pages that are not hydrated. The Pages
 * stories render pages in the browser, where no page script is linked: none is known.
 */
const storefrontPageScript = {
  name: 'storefront-page-script',
  resolveId: (id: string) => (id === 'virtual:page-script' ? '\0virtual:page-script' : null),
  load: (id: string) =>
    id === '\0virtual:page-script' ? 'export default ""; export const islandScripts = {};' : null,
};

/**
 * The component workbench: every story of stories/ plus the Foundations docs.
 * Dev: `npm run storybook` (port 6006). Tests: `vitest run --project storybook` (see vitest.config.ts).
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@chromatic-com/storybook',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), storefrontPageScript],
      resolve: {
        // The Pages stories (stories/pages) render the storefront's screens inside its router and
        // i18next: the stories resolve these two from the storefront, as the screens do.
        alias: [
          { find: /^react-router$/, replacement: path.join(storefrontModules, 'react-router') },
          { find: /^react-i18next$/, replacement: path.join(storefrontModules, 'react-i18next') },
        ],
      },
      optimizeDeps: {
        // Compiled *.css.ts files import these runtimes, which the dependency scan cannot see in
        // the source: pre-bundled late, they made Vite reload the page in the middle of a
        // story-test run on a fresh cache. They are plain ESM, so they are served as they are.
        exclude: [
          '@vanilla-extract/sprinkles',
          '@vanilla-extract/recipes',
          '@vanilla-extract/dynamic',
        ],
      },
    });
  },
};

export default config;
