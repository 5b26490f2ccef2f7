import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, enhancedMarkup, renderBothWays } from '../private/renderBothWays';
import enhanceSearchField from './enhance';
import { SearchField } from './SearchField';

afterEach(cleanup);

describe('SearchField', () => {
  it('is a GET search form with a localized label and submit button', () => {
    render(
      <DesignSystemProvider locale="fr">
        <SearchField action="/fr/cerca" defaultValue="musée" />
      </DesignSystemProvider>,
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/fr/cerca');
    expect(form).toHaveAttribute('method', 'get');
    const input = screen.getByRole('searchbox', { name: 'Rechercher sur le site' });
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveValue('musée');
    expect(screen.getByRole('button', { name: 'Rechercher' })).toHaveAttribute('type', 'submit');
  });

  it('hands the query to onSubmit, and Escape clears the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_query: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(<SearchField action="/it/cerca" onSubmit={onSubmit} hideLabel />);
    const input = screen.getByRole('searchbox', { name: 'Cerca nel sito' });
    await user.type(input, 'Egizio');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onSubmit).toHaveBeenCalledWith('Egizio', expect.anything());
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});

describe('SearchField in native mode', () => {
  it.each([
    ['empty', <SearchField action="/fr/cerca" />],
    [
      'with a query, label hidden',
      <SearchField action="/fr/cerca" defaultValue="musée" hideLabel />,
    ],
    ['own parameter', <SearchField action="/fr/cerca" name="query" className="x" />],
  ])('is react-aria’s markup once enhanced (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(comparableMarkup(enhancedMarkup(native, enhanceSearchField))).toBe(
      comparableMarkup(interactive),
    );
  });

  it('sends the query with the form and clears it once enhanced', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <SearchField action="/fr/cerca" defaultValue="musée" />
      </DesignSystemProvider>,
    );
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(new FormData(form).get('q')).toBe('musée');
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).toBeNull();
    const root = container.querySelector<HTMLElement>('[data-enhance="search-field"]')!;
    enhanceSearchField(root);
    const input = screen.getByRole('searchbox', { name: 'Rechercher sur le site' });
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(root).toHaveAttribute('data-empty', 'true');
    await user.type(input, 'Egizio');
    expect(root).not.toHaveAttribute('data-empty');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});
