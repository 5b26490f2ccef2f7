import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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
      plugins: [vanillaExtractPlugin()],
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
