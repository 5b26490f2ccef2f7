import { createContext, useContext } from 'react';
import type { Footer } from './api/content';
import type { Locale } from './i18n/config';
import type { Section } from './domain/prefooter';

export interface FooterMarkupInput {
  footer: Footer;
  section: Section;
  host: string;
  locale: Locale;
}

/**
 * On the server, for a page that is not hydrated: the pre-footer and footer as finished HTML
 * (components/SiteFooter.server.tsx). Null where the footer is rendered as React elements
 * (hydrated pages, which React must find as it rendered them, and the browser).
 */
export const FooterMarkupContext = createContext<((input: FooterMarkupInput) => string) | null>(
  null,
);

export function useFooterMarkup() {
  return useContext(FooterMarkupContext);
}
