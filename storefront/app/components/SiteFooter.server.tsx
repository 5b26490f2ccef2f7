import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { DesignSystemProvider } from '@city/design-system';
import type { Footer } from '../lib/api/content';
import type { FooterMarkupInput } from '../lib/footer-markup';
import { i18nFor } from '../lib/i18n/instance';
import { SiteFooter } from './SiteFooter';

/*
 * The pre-footer and footer of the pages that are not hydrated, rendered to markup once per footer
 * answer of the content service (the same on every page of a language and section; why: README,
 * Performance, "Footer markup"). The content cache hands out the same footer object until it
 * refreshes it (lib/api/content.server.ts), so a new answer renders anew. The markup is what
 * <SiteFooter> renders in the page, with the same language and design-system locale.
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
      <StaticRouter location={`/${locale}`}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <DesignSystemProvider locale={locale}>
            <SiteFooter footer={footer} section={section} host={host} />
          </DesignSystemProvider>
        </I18nextProvider>
      </StaticRouter>,
    );
    byPage.set(key, html);
  }
  return html;
}
