import type { Preview } from '@storybook/react-vite';
import {
  withDesignSystem,
  workbenchGlobalTypes,
  workbenchInitialGlobals,
} from '../stories/workbench/decorators';

const preview: Preview = {
  decorators: [withDesignSystem],
  // Toolbar: theme (citta, regione), locale (it, en, fr) and viewport (mobile 375, desktop 1280).
  globalTypes: workbenchGlobalTypes,
  initialGlobals: workbenchInitialGlobals,
  parameters: {
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (375)',
          styles: { width: '375px', height: '800px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    a11y: {
      // Any axe violation fails the story test (Vitest addon) and shows in the a11y panel.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Patterns', 'Pages'] },
    },
  },
};

export default preview;
