import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { FooterColumns } from './FooterColumns';

afterEach(cleanup);

describe('FooterColumns', () => {
  it('renders internal links, external links opening outside and plain text', () => {
    render(
      <DesignSystemProvider locale="it">
        <FooterColumns
          columns={[
            {
              id: 'c1',
              title: 'Turismo Torino',
              items: [
                { id: 'a', label: 'Chi siamo', kind: 'internal', href: '/it/chi-siamo' },
                {
                  id: 'b',
                  label: 'Regione Piemonte',
                  kind: 'external',
                  href: 'https://www.regione.piemonte.it',
                },
                { id: 'c', label: 'P. IVA 01234567890', kind: 'text' },
              ],
            },
            { id: 'c2', items: [] },
          ]}
        />
      </DesignSystemProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Link utili' });
    expect(within(nav).getByRole('heading', { name: 'Turismo Torino' })).toBeInTheDocument();
    const internal = within(nav).getByRole('link', { name: 'Chi siamo' });
    expect(internal).toHaveAttribute('href', '/it/chi-siamo');
    expect(internal).not.toHaveAttribute('target');
    const external = within(nav).getByRole('link', { name: /^Regione Piemonte/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(within(nav).getByText('P. IVA 01234567890').closest('a')).toBeNull();
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });
});
