import type { MetaDescriptor } from 'react-router';
import { localeTag, locales } from '../i18n/config';
import type { Locale } from '../i18n/config';

export interface PageSeo {
  title: string;
  description?: string | null | undefined;
  /** Absolute origin of the site (https://www.example.com). */
  origin: string;
  locale: Locale;
  /** Path of this page in this locale (its canonical). */
  path: string;
  /** Equivalent page per locale; the default locale's is x-default. */
  alternates?: Partial<Record<Locale, string>> | undefined;
  image?: string | null | undefined;
  type?: 'website' | 'article' | undefined;
  noindex?: boolean | undefined;
  jsonLd?: readonly object[] | undefined;
  siteName: string;
}

/** Title, description, canonical, hreflang alternates with x-default, Open Graph and JSON-LD. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const abs = (path: string) => (/^https?:/.test(path) ? path : `${seo.origin}${path}`);
  const title = seo.title === seo.siteName ? seo.title : `${seo.title} | ${seo.siteName}`;
  const out: MetaDescriptor[] = [{ title }];
  if (seo.description) out.push({ name: 'description', content: seo.description });
  if (seo.noindex) {
    out.push({ name: 'robots', content: 'noindex, nofollow' });
  } else {
    out.push({ tagName: 'link', rel: 'canonical', href: abs(seo.path) });
    const alternates = seo.alternates ?? { [seo.locale]: seo.path };
    for (const locale of locales) {
      const href = alternates[locale];
      if (href)
        out.push({
          tagName: 'link',
          rel: 'alternate',
          hrefLang: localeTag(locale),
          href: abs(href),
        });
    }
    const xDefault = alternates.it ?? seo.path;
    out.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: abs(xDefault) });
  }
  out.push(
    { property: 'og:title', content: seo.title },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: abs(seo.path) },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: localeTag(seo.locale).replace('-', '_') },
  );
  if (seo.description) out.push({ property: 'og:description', content: seo.description });
  if (seo.image) {
    out.push(
      { property: 'og:image', content: seo.image },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
  }
  for (const data of seo.jsonLd ?? []) out.push({ 'script:ld+json': data });
  return out;
}
