import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { CardGrid, Heading, Pagination, Stack, Text } from '@city/design-system';
import type { Route } from './+types/cerca';
import { ContentCard, FIRST_CARDS } from '../components/ContentCard';
import * as styles from '../components/content.css';
import type { Category, SearchResult } from '../lib/api/content';
import { api } from '../lib/api/request.server';
import { isLocale } from '../lib/i18n/config';
import { pageMeta } from '../lib/seo/meta';
import { message, seoBase, today } from '../lib/seo/page.server';
import { useSite } from '../lib/site';
import { facetsHref, searchTypes } from '../lib/search-facets';
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
  const { t } = useTranslation();
  const { config } = useSite();
  const navigation = useNavigation();
  const { locale, facets, result, categories } = loaderData;
  const pathname = `/${locale}/cerca`;
  const agenda = facets.type === 'eventi';
  return (
    <Stack gap="lg">
      <Heading level={1}>{t(agenda ? 'search.agendaTitle' : 'search.title')}</Heading>
      <Form method="get" action={pathname} role="search" aria-label={t('search.filters')}>
        <fieldset className={styles.facets}>
          <legend className={styles.field}>{t('search.filters')}</legend>
          <Facet id="f-q" label={t('search.query')}>
            <input
              id="f-q"
              name="q"
              type="search"
              className={styles.input}
              defaultValue={facets.q ?? ''}
              maxLength={200}
            />
          </Facet>
          <FacetSelect
            name="type"
            label={t('search.type')}
            value={facets.type ?? ''}
            options={[
              { value: '', label: t('search.anyType') },
              ...searchTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
            ]}
          />
          <FacetSelect
            name="category"
            label={t('search.category')}
            value={facets.category ?? ''}
            options={[
              { value: '', label: t('search.anyCategory') },
              ...categories.map((c) => ({ value: c.codice, label: c.nome })),
            ]}
          />
          <FacetDate name="from" label={t('search.from')} value={facets.from ?? ''} />
          <FacetDate name="to" label={t('search.to')} value={facets.to ?? ''} />
          <FacetSelect
            name="sort"
            label={t('search.sort')}
            value={facets.sort ?? 'next'}
            options={[
              { value: 'next', label: t('search.sortNext') },
              { value: 'title', label: t('search.sortTitle') },
            ]}
          />
          <div className={styles.checkboxRow}>
            <input
              id="f-past"
              name="past"
              type="checkbox"
              value="1"
              defaultChecked={facets.past === '1'}
            />
            <label htmlFor="f-past">{t('search.showPast')}</label>
          </div>
          <button type="submit" className={styles.submit}>
            {t('search.submit')}
          </button>
        </fieldset>
      </Form>
      <section aria-labelledby="results-title" aria-busy={navigation.state === 'loading'}>
        <Stack gap="md">
          <Heading level={2} id="results-title" size="lg">
            {t('search.results', { count: result.meta.total })}
          </Heading>
          {result.data.length === 0 ? (
            <Text>{t('search.noResults')}</Text>
          ) : (
            <CardGrid aria-labelledby="results-title">
              {result.data.map((hit, index) => (
                <ContentCard
                  key={`${hit.tipo}-${hit.id}`}
                  hit={hit}
                  belowFold={index >= FIRST_CARDS}
                  locale={locale}
                  host={config.assetsOrigin}
                  today={loaderData.today}
                />
              ))}
            </CardGrid>
          )}
          {result.meta.pages > 1 ? (
            <Pagination
              page={result.meta.page}
              totalPages={result.meta.pages}
              hrefForPage={(p) => facetsHref(pathname, facets, p)}
            />
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}

/** One labelled facet of the search form. */
function Facet({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A date facet; its id is `f-{name}`. */
function FacetDate({ name, label, value }: { name: string; label: string; value: string }) {
  const id = `f-${name}`;
  return (
    <Facet id={id} label={label}>
      <input id={id} name={name} type="date" className={styles.input} defaultValue={value} />
    </Facet>
  );
}

/** A facet chosen from a list; its id is `f-{name}`. */
function FacetSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = `f-${name}`;
  return (
    <Facet id={id} label={label}>
      <select id={id} name={name} className={styles.input} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Facet>
  );
}
