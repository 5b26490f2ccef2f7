import type { Route } from './+types/sitemap.locale';
import { api } from '../lib/api/request.server';
import { isLocale } from '../lib/i18n/config';
import type { Locale } from '../lib/i18n/config';
import { siteOrigin } from '../lib/seo/origin.server';
import { urlset } from '../lib/seo/sitemap';
import type { SitemapUrl } from '../lib/seo/sitemap';

/**
 * Sitemap of one language: the home, the search and agenda, and every published, current item
 * of the content service (past events and shows are left out by the service; previews never
 * appear).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const match = /sitemap-(\w+)\.xml$/.exec(new URL(request.url).pathname);
  const locale = match?.[1];
  if (!isLocale(locale)) throw new Response('Page Not Found', { status: 404 });
  const entries = await api(context).content.sitemap(locale);
  const fixed = (path: string): SitemapUrl => ({
    loc: `/${locale}${path}`,
    alternates: { it: `/it${path}`, en: `/en${path}`, fr: `/fr${path}` } as Record<Locale, string>,
  });
  const urls: SitemapUrl[] = [
    fixed(''),
    fixed('/cerca'),
    ...entries
      .filter((e) => !e.url.includes('/preview/'))
      .map((e) => ({
        loc: e.url,
        lastmod: e.lastmod,
        alternates: e.alternates as Partial<Record<Locale, string>>,
      })),
  ];
  return new Response(urlset(siteOrigin(request), urls), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
