import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@city/design-system';
import { searchResultSchema } from '../../lib/api/content';
import { registerMessages } from '../../lib/i18n/instance';
import type { Facets } from '../../lib/search-facets';
import { localeMessages } from '../commerce/island-messages.testing';
import { SearchScreen } from './SearchScreen';

const result = searchResultSchema.parse({
  data: [
    { tipo: 'eventi', id: 1, titolo: 'Jazz al parco', url: '/it/jazz-al-parco' },
    { tipo: 'eventi', id: 2, titolo: 'Notte dei musei', url: '/it/notte-dei-musei' },
  ],
  meta: { total: 30, page: 2, limit: 12, pages: 3 },
});

/** The screen as the server renders it for a page that is not hydrated. */
function renderSearch(facets: Facets) {
  const i18n = registerMessages('it', localeMessages('it'));
  const Stub = createRoutesStub([
    {
      path: '/it/cerca',
      Component: () => (
        <I18nextProvider i18n={i18n}>
          <DesignSystemProvider locale="it" interactive={false}>
            <SearchScreen
              locale="it"
              facets={facets}
              result={result}
              categories={[{ id: 3, codice: 'musica', nome: 'Musica' }]}
              today="2026-05-14"
            />
          </DesignSystemProvider>
        </I18nextProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/it/cerca']} />);
  return screen.getByRole('search', { name: 'Filtri' });
}

describe('SearchScreen', () => {
  it('is a GET form to the search page that sends the facets it shows', () => {
    const form = renderSearch({
      q: 'jazz',
      type: 'eventi',
      category: 'musica',
      from: '2026-05-01',
      sort: 'title',
      past: '1',
    }) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/it/cerca');
    expect([...new FormData(form)]).toEqual([
      ['q', 'jazz'],
      ['type', 'eventi'],
      ['category', 'musica'],
      ['from', '2026-05-01'],
      ['to', ''],
      ['sort', 'title'],
      ['past', '1'],
    ]);
  });

  it('names every control by its label and submits with a native button', () => {
    const form = renderSearch({});
    const search = within(form);
    expect(search.getByRole('searchbox', { name: 'Cosa cerchi?' })).toHaveAttribute('name', 'q');
    expect(search.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    expect(search.getByLabelText('Dal')).toHaveAttribute('type', 'date');
    expect(
      search.getByRole('checkbox', { name: 'Mostra anche i contenuti conclusi' }),
    ).not.toBeChecked();
    expect(search.getByRole('button', { name: 'Cerca' })).toHaveAttribute('type', 'submit');
  });

  it('offers the open choice of a facet once, whether a value is chosen or not', () => {
    const open = within(renderSearch({}));
    const openType = open.getByRole('combobox', { name: 'Tipo' });
    expect(within(openType).getAllByRole('option', { name: 'Tutti i tipi' })).toHaveLength(1);
    expect(openType).toHaveValue('');
    cleanup();
    const chosen = within(renderSearch({ type: 'eventi' }));
    const chosenType = chosen.getByRole('combobox', { name: 'Tipo' });
    expect(chosenType).toHaveValue('eventi');
    expect(within(chosenType).getByRole('option', { name: 'Tutti i tipi' })).toHaveValue('');
  });

  it('titles the search on events as the agenda and pages through the same facets', () => {
    renderSearch({ type: 'eventi', q: 'jazz' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agenda degli eventi');
    expect(screen.getByRole('heading', { level: 2, name: /30/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /3/ })).toHaveAttribute(
      'href',
      '/it/cerca?type=eventi&q=jazz&page=3',
    );
  });
});
