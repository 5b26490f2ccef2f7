import { renderToStaticMarkup } from 'react-dom/server';
import { DesignSystemProvider, SiteFooter } from '@city/design-system';
import type { Footer } from '../lib/api/content';
import type { FooterMarkupInput } from '../lib/footer-markup';
import { footerContent } from './SiteFooter';

/*
 * The pre-footer and footer of the pages that are not hydrated, rendered to markup once per footer
 * answer of the content service (the same on every page of a language and section; why: README,
 * Performance, "Footer markup"). The content cache hands out the same footer object until it
 * refreshes it (lib/api/content.server.ts), so a new answer renders anew. It is the design
 * system's SiteFooter in native mode (`interactive={false}`): plain links and buttons, the cookie
 * link found by the page script through `data-consent-reopen`, the sponsor carousel enhanced by
 * the page script when it comes into view.
 */
const rendered = new WeakMap<Footer, Map<string, string>>();

export function footerMarkup({ footer, section, host, locale }: FooterMarkupInput): string {
  let byPage = rendered.get(footer);
  if (!byPage) {
    byPage = new Map();
    rendered.set(footer, byPage);
  }
  const key = `${locale} ${section} ${host}`;
  let html = byPage.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <DesignSystemProvider locale={locale} interactive={false}>
        <SiteFooter {...footerContent(footer, section, host)} />
      </DesignSystemProvider>,
      // Its ids are written into every page: they must not meet the ids the page renders.
      { identifierPrefix: 'footer-' },
    );
    byPage.set(key, html);
  }
  return html;
}
