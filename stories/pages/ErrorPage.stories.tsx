import type { Meta } from '@storybook/react-vite';
import type { Locale } from '@city/design-system';
import { pageStory } from './site';

/**
 * The error page of the site (components/ErrorView.tsx inside the site layout's ErrorBoundary):
 * what a content page shows when its loader fails. Not hydrated, as the content page it replaces.
 */
const meta = {
  title: 'Pages/Error',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

/** An unknown slug: the content page's loader answers 404. */
export const NotFound = pageStory({
  path: (locale: Locale) => `/${locale}/pagina-che-non-esiste`,
  load: () => null,
  render: () => null,
  title: () => '404',
  // A route error response, as React Router makes of `throw new Response('Page not found', { status: 404 })`.
  error: () => ({ status: 404, statusText: 'Not Found', internal: false, data: 'Page not found' }),
});

/**
 * A failure of the server (the content service cannot be reached): React Router sends the page
 * this error in place of the original one in production.
 */
export const ServerError = pageStory({
  path: (locale: Locale) => `/${locale}/torino-jazz-al-valentino`,
  load: () => null,
  render: () => null,
  title: () => '500',
  error: () => new Error('Unexpected Server Error'),
});
