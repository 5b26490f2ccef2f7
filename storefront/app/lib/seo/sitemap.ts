import { localeTag } from '../i18n/config';
import type { Locale } from '../i18n/config';

export interface SitemapUrl {
  loc: string;
  lastmod?: string | null | undefined;
  alternates?: Partial<Record<Locale, string>> | undefined;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A urlset with xhtml:link alternates per locale (and x-default to Italian). */
export function urlset(origin: string, urls: readonly SitemapUrl[]): string {
  const abs = (p: string) => escapeXml(/^https?:/.test(p) ? p : `${origin}${p}`);
  const body = urls.map((u) => {
    const alts = Object.entries(u.alternates ?? {}) as [Locale, string][];
    const links = alts.map(
      ([l, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${localeTag(l)}" href="${abs(href)}"/>`,
    );
    const xDefault = u.alternates?.it;
    if (xDefault)
      links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(xDefault)}"/>`);
    return [
      '  <url>',
      `    <loc>${abs(u.loc)}</loc>`,
      ...(u.lastmod ? [`    <lastmod>${escapeXml(u.lastmod.slice(0, 10))}</lastmod>`] : []),
      ...links,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}
