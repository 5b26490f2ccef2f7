import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
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
