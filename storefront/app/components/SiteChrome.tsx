import type { ReactNode } from 'react';
import type { Footer } from '../lib/api/content';
import type { Section } from '../lib/domain/prefooter';
import { useFooterMarkup } from '../lib/footer-markup';
import { useStaticDocument } from '../lib/static-page';
import { useLayout, useSite } from '../lib/site';
import type { ConsentPreferences } from '../stores/consent';
import { ConsentManager } from './ConsentManager';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import * as styles from './chrome.css';

export interface ChromeData {
  footer: Footer | null;
  section: Section;
  consent: ConsentPreferences;
  policyHref: string;
}

/** The default layout (header, page, pre-footer, footer) or the empty one (page only). */
export function SiteChrome({
  children,
  data,
}: {
  children: ReactNode;
  data: ChromeData | undefined;
}) {
  const { locale, config } = useSite();
  const layout = useLayout();
  const staticDocument = useStaticDocument();
  const footerMarkup = useFooterMarkup();
  const consent = data ? (
    <ConsentManager
      locale={locale}
      initial={data.consent}
      tagManagerUrl={config.tagManagerUrl}
      a11yWidgetUrl={config.a11yWidgetUrl}
      policyHref={data.policyHref}
      staticDocument={staticDocument}
    />
  ) : null;
  if (layout === 'empty') {
    return (
      <>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {consent}
      </>
    );
  }
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footerMarkup && data?.footer ? (
        // Finished HTML on pages that are not hydrated (components/SiteFooter.server.tsx).
        <div
          dangerouslySetInnerHTML={{
            __html: footerMarkup({
              footer: data.footer,
              section: data.section,
              host: config.assetsOrigin,
              locale,
            }),
          }}
        />
      ) : (
        <SiteFooter
          footer={data?.footer ?? null}
          section={data?.section ?? 'visita'}
          host={config.assetsOrigin}
        />
      )}
      {consent}
    </>
  );
}
