import type { Route } from './+types/robots';
import { siteOrigin } from '../lib/seo/origin.server';

export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /it/preview/',
    'Disallow: /en/preview/',
    'Disallow: /fr/preview/',
    'Disallow: /it/dashboard',
    'Disallow: /en/dashboard',
    'Disallow: /fr/dashboard',
    'Disallow: /it/checkout',
    'Disallow: /en/checkout',
    'Disallow: /fr/checkout',
    'Disallow: /i18n/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
