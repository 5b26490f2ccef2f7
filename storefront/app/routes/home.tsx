import { data } from 'react-router';
import type { Route } from './+types/home';
import { HomeScreen } from '../features/content/HomeScreen';
import type { SearchHit } from '../lib/api/content';
import { api } from '../lib/api/request.server';
import { localeCookie, localeCookieName } from '../lib/i18n/config';
import { readCookie } from '../lib/i18n/detect';
import { requestLocale } from '../lib/i18n/request.server';
import { pageMeta } from '../lib/seo/meta';
import { message, seoBase, today } from '../lib/seo/page.server';
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
  const { locale, today, upcoming, discover } = loaderData;
  return <HomeScreen locale={locale} today={today} upcoming={upcoming} discover={discover} />;
}
