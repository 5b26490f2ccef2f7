import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
import { commerceRoutes } from './routes.commerce';

const sitemapLocales = ['it', 'en', 'fr'];

/**
 * The route tree of spec section 2. Every page lives under /:lang (it, en, fr; anything else is
 * a 404); the home page also answers at /. Resource routes (messages, sitemaps, robots) sit
 * beside the site layout. Every route is listed: a missing module fails the build.
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
      ...commerceRoutes,
      route('*', 'routes/content.$.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
