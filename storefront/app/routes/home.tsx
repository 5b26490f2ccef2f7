import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { CardGrid, Heading, Stack, Text } from '@city/design-system';
import type { Route } from './+types/home';
import { ContentCard, FIRST_CARDS } from '../components/ContentCard';
import type { SearchHit } from '../lib/api/content';
import { api } from '../lib/api/request.server';
import { localeCookie } from '../lib/i18n/config';
import { readCookie } from '../lib/i18n/detect';
import { localeCookieName } from '../lib/i18n/config';
import { requestLocale } from '../lib/i18n/request.server';
import { pageMeta } from '../lib/seo/meta';
import { message, seoBase, today } from '../lib/seo/page.server';
import { useSite } from '../lib/site';
import * as styles from '../components/content.css';
import { belowFold } from '../styles/rendering.css';
import { staticPage } from '../lib/static-page';

async function safeSearch(run: () => Promise<{ data: SearchHit[] }>): Promise<SearchHit[]> {
  try {
    return (await run()).data;
  } catch {
    return [];
  }
}

/**
 * The home page, at /<lang> and at / (rendered in the detected language, canonical /<lang>,
 * and the detected language remembered in the i18n_redirected cookie).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request, params.lang);
  const [upcoming, discover] = await Promise.all([
    safeSearch(() =>
      api(context).content.search(locale, {
        type: 'eventi',
        hidePast: true,
        sort: 'next',
        limit: 6,
      }),
    ),
    safeSearch(() =>
      api(context).content.search(locale, {
        type: 'risorse,attivita',
        hidePast: true,
        sort: 'next',
        limit: 3,
      }),
    ),
  ]);
  const base = seoBase(request, locale);
  const payload = {
    locale,
    today: today(),
    upcoming,
    discover,
    alternates: { it: '/it', en: '/en', fr: '/fr' },
    seo: {
      ...base,
      title: base.siteName,
      description: message(locale, 'site.description'),
      path: `/${locale}`,
    },
  };
  if (params.lang) return data(payload);
  const headers = new Headers({
    Vary: 'Accept-Language, Cookie',
    'Cache-Control': 'private, no-cache',
  });
  if (!readCookie(request.headers.get('cookie'), localeCookieName)) {
    headers.append('Set-Cookie', localeCookie(locale));
  }
  return data(payload, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.seo, alternates: loaderData.alternates });
}

/** Complete HTML from the server, not hydrated (lib/static-page.ts). */
export const handle = staticPage;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { config } = useSite();
  const { locale, upcoming, discover } = loaderData;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1} size="display">
          {t('home.title')}
        </Heading>
        <Text size="lg">{t('home.intro')}</Text>
      </Stack>
      <section className={styles.section} aria-labelledby="home-upcoming">
        <Heading level={2} id="home-upcoming">
          {t('home.upcoming')}
        </Heading>
        {upcoming.length > 0 ? (
          <CardGrid aria-labelledby="home-upcoming">
            {upcoming.map((hit, index) => (
              <ContentCard
                key={`${hit.tipo}-${hit.id}`}
                hit={hit}
                priority={index === 0}
                belowFold={index >= FIRST_CARDS}
                locale={locale}
                host={config.assetsOrigin}
                today={loaderData.today}
              />
            ))}
          </CardGrid>
        ) : null}
        <Link to={`/${locale}/agenda`} className={styles.buyLink}>
          {t('home.allEvents')}
        </Link>
      </section>
      {discover.length > 0 ? (
        <section className={`${styles.section} ${belowFold}`} aria-labelledby="home-discover">
          <Heading level={2} id="home-discover">
            {t('home.discover')}
          </Heading>
          <CardGrid aria-labelledby="home-discover">
            {discover.map((hit) => (
              <ContentCard
                key={`${hit.tipo}-${hit.id}`}
                hit={hit}
                locale={locale}
                host={config.assetsOrigin}
                today={loaderData.today}
              />
            ))}
          </CardGrid>
        </section>
      ) : null}
    </Stack>
  );
}
