import type { Meta } from '@storybook/react-vite';
import type { Locale } from '@city/design-system';
import { SearchScreen } from '../../storefront/app/features/content/SearchScreen';
import type { Facets } from '../../storefront/app/lib/search-facets';
import { searchData, searchPath } from './content-data';
import { siteMessage } from './messages';
import { pageStory } from './site';

/**
 * The search page (routes/cerca.tsx) and the events agenda (routes/agenda.tsx leads to the search
 * on events): a GET form of facets and the results. Not hydrated on the site.
 */
const meta = {
  title: 'Pages/Search',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

function search(facets: Facets) {
  return pageStory({
    path: (locale: Locale) => searchPath(locale, facets),
    load: (locale: Locale) => searchData(locale, facets),
    title: (data) =>
      siteMessage(data.locale, facets.type === 'eventi' ? 'search.agendaTitle' : 'search.title'),
    render: (data) => (
      <SearchScreen
        locale={data.locale}
        facets={data.facets}
        result={data.result}
        categories={data.categories}
        today={data.today}
      />
    ),
  });
}

/** /agenda: the events to come, next dates first. */
export const Agenda = search({ type: 'eventi' });

/** Every type, past items included, in title order: two pages of results. */
export const Results = search({ past: '1', sort: 'title' });

/** A search that finds nothing. */
export const NoResults = search({ q: 'zzz' });
