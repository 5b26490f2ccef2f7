import type { Route } from './+types/traduzione-mancante';
import { MissingTranslationScreen } from '../features/content/MissingTranslationScreen';
import { isLocale } from '../lib/i18n/config';
import { pageMeta } from '../lib/seo/meta';
import { message, seoBase } from '../lib/seo/page.server';
import { staticPage } from '../lib/static-page';

/** Where the language switch leads when a page has no translation in the chosen language. */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw new Response('Page Not Found', { status: 404 });
  const locale = params.lang;
  return {
    locale,
    alternates: {
      it: '/it/traduzione-mancante',
      en: '/en/traduzione-mancante',
      fr: '/fr/traduzione-mancante',
    },
    seo: {
      ...seoBase(request, locale),
      title: message(locale, 'missing.title'),
      path: `/${locale}/traduzione-mancante`,
      noindex: true,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

/** Complete HTML from the server, not hydrated (lib/static-page.ts). */
export const handle = staticPage;

export default function MissingTranslation({ loaderData }: Route.ComponentProps) {
  return <MissingTranslationScreen locale={loaderData.locale} />;
}
