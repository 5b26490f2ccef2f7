import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import { commerceRoutes } from './routes.commerce';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Commerce entries whose module is not written yet are left out, so the tree always builds. */
function available(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.filter((entry) => {
    const present = existsSync(path.join(appDir, entry.file));
    if (!present)
      console.warn(`[routes] ${entry.file} does not exist yet: route ${entry.path} skipped`);
    return present;
  });
}

const sitemapLocales = ['it', 'en', 'fr'];

/**
 * The route tree of spec section 2. Every page lives under /:lang (it, en, fr; anything else is
 * a 404); the home page also answers at /. Resource routes (messages, sitemaps, robots) sit
 * beside the site layout.
 */
export default [
  route('i18n/:version/:locale/messages.json', 'routes/i18n.messages.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  ...sitemapLocales.map((locale) =>
    route(`sitemap-${locale}.xml`, 'routes/sitemap.locale.ts', { id: `sitemap-${locale}` }),
  ),
  layout('routes/_site.tsx', [
    index('routes/home.tsx', { id: 'home-root' }),
    route(':lang', 'routes/_lang.tsx', [
      index('routes/home.tsx', { id: 'home' }),
      route('cerca', 'routes/cerca.tsx'),
      route('agenda', 'routes/agenda.tsx'),
      route('node/:id', 'routes/node.$id.tsx'),
      route('visit', 'routes/redirect.home.tsx', { id: 'redirect-visit' }),
      route('visita', 'routes/redirect.home.tsx', { id: 'redirect-visita' }),
      route('decouvrir', 'routes/redirect.home.tsx', { id: 'redirect-decouvrir' }),
      route('visit/plan-your-trip/torino-piemonte-card', 'routes/redirect.card.tsx', {
        id: 'card-en',
      }),
      route('decouvrir/preparer-ton-sejour/torino-piemonte-card', 'routes/redirect.card.tsx', {
        id: 'card-fr',
      }),
      route('visita/pianifica-la-tua-visita/torino-piemonte-card', 'routes/redirect.card.tsx', {
        id: 'card-it',
      }),
      route('traduzione-mancante', 'routes/traduzione-mancante.tsx'),
      route('l/eventi/:id/calendar.ics', 'routes/l.eventi.$id.calendar.ts'),
      route('l/:type/:id', 'routes/l.$type.$id.tsx'),
      route('preview/:type/:id', 'routes/preview.$type.$id.tsx'),
      ...available(commerceRoutes),
      route('*', 'routes/content.$.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
