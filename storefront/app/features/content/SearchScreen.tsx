import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import {
  Button,
  CardGrid,
  Checkbox,
  Heading,
  Pagination,
  Select,
  Stack,
  Text,
  TextField,
} from '@city/design-system';
import type { SelectOption } from '@city/design-system';
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
          <Select
            id="f-type"
            name="type"
            label={t('search.type')}
            {...openFacet(
              t('search.anyType'),
              facets.type,
              searchTypes.map((type) => ({ id: type, label: t(`types.${type}`) })),
            )}
          />
          <Select
            id="f-category"
            name="category"
            label={t('search.category')}
            {...openFacet(
              t('search.anyCategory'),
              facets.category,
              categories.map((c) => ({ id: c.codice, label: c.nome })),
            )}
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
          <Select
            id="f-sort"
            name="sort"
            label={t('search.sort')}
            defaultSelectedKey={facets.sort ?? 'next'}
            options={[
              { id: 'next', label: t('search.sortNext') },
              { id: 'title', label: t('search.sortTitle') },
            ]}
          />
          <Checkbox name="past" value="1" defaultSelected={facets.past === '1'}>
            {t('search.showPast')}
          </Checkbox>
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

/**
 * The choices of a facet that may be left open ("any type"). While nothing is chosen the open
 * choice is the select's placeholder (its empty option); once something is chosen it is an empty
 * option of its own before the others, so that the facet can be opened again.
 */
function openFacet(any: string, value: string | undefined, options: SelectOption[]) {
  return value
    ? { defaultSelectedKey: value, options: [{ id: '', label: any }, ...options] }
    : { placeholder: any, options };
}
