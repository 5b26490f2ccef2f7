import { createContext, useContext } from 'react';

/**
 * The joined stylesheet of a page that is not hydrated (styles-bundle-href.server.ts); null when the document
 * links its stylesheets as React Router does.
 */
export const StylesBundleContext = createContext<string | null>(null);

export function useStylesBundle(): string | null {
  return useContext(StylesBundleContext);
}
