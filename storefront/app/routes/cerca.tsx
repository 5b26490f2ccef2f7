import type { Route } from './+types/cerca';
import { SearchScreen } from '../features/content/SearchScreen';
import type { Category, SearchResult } from '../lib/api/content';
import { api } from '../lib/api/request.server';
import { isLocale } from '../lib/i18n/config';
import { pageMeta } from '../lib/seo/meta';
import { message, seoBase, today } from '../lib/seo/page.server';
import { parseFacets } from '../lib/read-search-facets.server';
import { staticPage } from '../lib/static-page';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw new Response('Page Not Found', { status: 404 });
  const locale = params.lang;
  const url = new URL(request.url);
  const facets = parseFacets(url.searchParams);
  const [result, categories] = await Promise.all([
    api(context).content.search(locale, {
      q: facets.q,
      type: facets.type,
      category: facets.category,
      from: facets.from,
      to: facets.to,
      hidePast: facets.past !== '1',
      sort: facets.sort ?? 'next',
      page: facets.page ?? 1,
      limit: 12,
    }),
    api(context)
      .content.categories(locale)
      .catch((): Category[] => []),
  ]);
  const base = seoBase(request, locale);
  const agenda = facets.type === 'eventi';
  return {
    locale,
    facets,
    result: result as SearchResult,
    categories,
    today: today(),
    seo: {
      ...base,
      title: message(locale, agenda ? 'search.agendaTitle' : 'search.title'),
      description: message(locale, 'site.description'),
      path: `/${locale}/cerca${agenda ? '?type=eventi' : ''}`,
      alternates: {
        it: `/it/cerca${agenda ? '?type=eventi' : ''}`,
        en: `/en/cerca${agenda ? '?type=eventi' : ''}`,
        fr: `/fr/cerca${agenda ? '?type=eventi' : ''}`,
      },
      // Filtered result pages are not worth indexing; the agenda and the bare search are.
      noindex: Boolean(
        facets.q || facets.category || facets.from || facets.to || facets.page || facets.past,
      ),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

/** Complete HTML from the server, not hydrated (lib/static-page.ts). */
export const handle = staticPage;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { locale, facets, result, categories, today } = loaderData;
  return (
    <SearchScreen
      locale={locale}
      facets={facets}
      result={result}
      categories={categories}
      today={today}
    />
  );
}
