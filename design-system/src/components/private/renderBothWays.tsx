import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DesignSystemProvider } from '../../provider';
import type { Locale } from '../../provider';

/**
 * For tests: an element's markup under a provider as the browser gets it with react-aria
 * (`interactive`) and under `interactive={false}` (`static`).
 */
export function renderBothWays(
  element: ReactElement,
  locale: Locale,
): { interactive: string; static: string } {
  return {
    interactive: renderToStaticMarkup(
      <DesignSystemProvider locale={locale}>{element}</DesignSystemProvider>,
    ),
    static: renderToStaticMarkup(
      <DesignSystemProvider locale={locale} interactive={false}>
        {element}
      </DesignSystemProvider>,
    ),
  };
}
