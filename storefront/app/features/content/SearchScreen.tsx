import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button, CardGrid, Heading, Pagination, Stack, Text, TextField } from '@city/design-system';
import type { Category, SearchResult } from '../../lib/api/content';
import type { Locale } from '../../lib/i18n/config';
import { facetsHref, searchTypes } from '../../lib/search-facets';
import type { Facets } from '../../lib/search-facets';
import { useSite } from '../../lib/site';
import { ContentCard, FIRST_CARDS } from './ContentCard';
import * as styles from './content.css';

export interface SearchScreenProps {
  locale: Locale;
  /** The facets read from the address (the agenda is the search on events). */
  facets: Facets;
  /** The content search's answer for those facets. */
  result: SearchResult;
  /** The categories offered as a facet, named in the page's language. */
  categories: readonly Category[];
  /** The day the page is rendered for (yyyy-MM-dd). */
  today: string;
}

/**
 * The search page and the events agenda: a GET form of facets (it works without JavaScript; the
 * address keeps the search) and the results as cards with pagination.
 */
export function SearchScreen({ locale, facets, result, categories, today }: SearchScreenProps) {
  const { t } = useTranslation();
  const { config } = useSite();
  const navigation = useNavigation();
  const pathname = `/${locale}/cerca`;
  const agenda = facets.type === 'eventi';
  return (
    <Stack gap="lg">
      <Heading level={1}>{t(agenda ? 'search.agendaTitle' : 'search.title')}</Heading>
      <Form method="get" action={pathname} role="search" aria-label={t('search.filters')}>
        <fieldset className={styles.facets}>
          <legend className={styles.field}>{t('search.filters')}</legend>
          <TextField
            id="f-q"
            name="q"
            type="search"
            label={t('search.query')}
            defaultValue={facets.q ?? ''}
            maxLength={200}
          />
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
          <TextField
            id="f-from"
            name="from"
            type="date"
            label={t('search.from')}
            defaultValue={facets.from ?? ''}
          />
          <TextField
            id="f-to"
            name="to"
            type="date"
            label={t('search.to')}
            defaultValue={facets.to ?? ''}
          />
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
          <Button type="submit">{t('search.submit')}</Button>
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
                  today={today}
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
