import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { SiteFooter } from './SiteFooter';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('composes columns, logos, cookie link, end text and social icons inside the contentinfo landmark', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <DesignSystemProvider locale="it">
        <SiteFooter
          cards={[
            {
              id: 'c',
              title: 'Torino Card',
              link: { kind: 'cta', label: 'Scopri', href: '/it/card' },
            },
          ]}
          columns={[
            {
              id: '1',
              items: [{ id: 'a', label: 'Contatti', kind: 'internal', href: '/it/contatti' }],
            },
            { id: '2', items: [] },
            { id: '3', items: [] },
            { id: '4', items: [] },
          ]}
          logos={[{ id: 'l', src: '/citta.svg', alt: 'Città di Torino', width: 120 }]}
          social={[{ network: 'youtube', href: 'https://youtube.com/@turismotorino' }]}
          endText="Turismo Torino e Provincia — P. IVA 01234567890"
          onOpenCookiePreferences={onOpen}
        />
      </DesignSystemProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('region', { name: 'Da non perdere' })).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Link utili' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'Città di Torino' })).toBeInTheDocument();
    expect(within(footer).getByText(/P\. IVA 01234567890/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /YouTube/ })).toBeInTheDocument();
    await user.click(within(footer).getByRole('button', { name: 'Preferenze cookie' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
