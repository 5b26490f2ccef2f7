import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading, Stack, Text } from '@city/design-system';
import type { Route } from './+types/traduzione-mancante';
import * as styles from '../components/content.css';
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
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Heading level={1}>{t('missing.title')}</Heading>
      <Text>{t('missing.text')}</Text>
      <Link to={`/${loaderData.locale}`} className={styles.buyLink}>
        {t('missing.back')}
      </Link>
    </Stack>
  );
}
