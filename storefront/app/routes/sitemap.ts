import type { Route } from './+types/sitemap';
import { locales } from '../lib/i18n/config';
import { siteOrigin } from '../lib/seo/origin.server';

/** Sitemap index: one sitemap per locale. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locales.map((l) => `  <sitemap><loc>${origin}/sitemap-${l}.xml</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
