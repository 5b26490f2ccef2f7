import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { PurchaseSummary } from '.';
import type { PurchaseSummaryProps } from '.';

afterEach(cleanup);

const tour: PurchaseSummaryProps = {
  title: 'Torino sotterranea',
  subtitle: 'Rifugi antiaerei e ghiacciaie',
  description: 'Un percorso di 90 minuti sotto il centro storico.',
  image: { image: { id: 'cover', width: 1600, height: 900 }, host: 'https://cms.example.org' },
  details: [
    { id: 'place', label: 'Luogo', value: 'Piazza San Carlo', icon: 'pin' },
    { id: 'duration', label: 'Durata', value: '90 minuti', icon: 'clock' },
  ],
  prices: [
    { id: 'intero', label: 'Intero', cents: 1500 },
    { id: 'gruppo', label: 'Gruppi', note: 'Da 10 persone', cents: 1200, kind: 'group' },
  ],
  moreHref: '/it/visite-guidate/torino-sotterranea-2012',
};

function inItalian(props: PurchaseSummaryProps) {
  return render(
    <DesignSystemProvider locale="it">
      <PurchaseSummary {...props} />
    </DesignSystemProvider>,
  );
}

describe('PurchaseSummary', () => {
  it('is a region named by the product, with its picture, facts and the price of each rate', () => {
    inItalian(tour);
    const region = screen.getByRole('region', { name: 'Torino sotterranea' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Torino sotterranea',
    );
    // the picture is decorative: the heading names the product
    const picture = region.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture?.getAttribute('src')).toContain('https://cms.example.org/assets/cover');
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Luogo', 'Durata', 'Intero', 'GruppiDa 10 persone']);
    const values = within(region)
      .getAllByRole('definition')
      .map((value) => value.textContent?.replace(/\s/g, ' '));
    expect(values).toEqual(['Piazza San Carlo', '90 minuti', '15,00 €', '12,00 €']);
    expect(within(region).getByRole('heading', { level: 3, name: 'Prezzi' })).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Maggiori informazioni' })).toHaveAttribute(
      'href',
      '/it/visite-guidate/torino-sotterranea-2012',
    );
  });

  it('lists what is included, with a bundle price against the list price', () => {
    inItalian({
      title: 'Card + visita guidata',
      headingLevel: 3,
      included: [
        { id: 'card', label: 'Torino Piemonte Card', cents: 3200, originalCents: 3500 },
        { id: 'tour', label: 'Torino sotterranea', cents: 1200, originalCents: 1500 },
        { id: 'map', label: 'Mappa della città' },
      ],
      prices: [
        {
          id: 'total',
          label: 'Prezzo del pacchetto',
          cents: 4400,
          originalCents: 5000,
          attributes: { 'data-testid': 'total' },
        },
      ],
    });
    const list = screen.getByRole('list', { name: 'Cosa comprende' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Torino Piemonte Card');
    // the old price is struck through and said to be the original one
    expect(items[0]?.querySelector('s')).toHaveTextContent(/Prezzo originale: 35,00/);
    expect(items[0]).toHaveTextContent('32,00');
    expect(items[2]?.textContent).toBe('Mappa della città');
    expect(screen.getByRole('heading', { level: 4, name: 'Prezzi' })).toBeVisible();
    expect(screen.getByTestId('total')).toHaveTextContent(/44,00.*50,00|50,00.*44,00/);
  });

  it('cuts a long description and leaves out the sections it has no data for', () => {
    inItalian({ title: 'Carta regalo', description: 'Regala un’esperienza. '.repeat(40) });
    const text = screen.getByText(/^Regala/).textContent ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(321);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says its headings in the provider’s language, or in the caller’s words', () => {
    render(
      <DesignSystemProvider locale="fr">
        <PurchaseSummary
          title="Turin souterrain"
          prices={[{ id: 'plein', label: 'Plein tarif', cents: 1500 }]}
          included={[{ id: 'guide', label: 'Guide' }]}
          moreHref="/fr/x"
          labels={{ more: 'Voir la visite' }}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Tarifs' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ce qui est compris' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir la visite' })).toBeVisible();
    expect(screen.getByRole('definition')).toHaveTextContent(/15,00\s€/);
  });

  it('gives the same markup with and without react-aria', () => {
    const element = <PurchaseSummary {...tour} image={null} moreHref={null} />;
    const markup = (interactive: boolean) =>
      renderToStaticMarkup(
        <DesignSystemProvider locale="en" interactive={interactive}>
          {element}
        </DesignSystemProvider>,
      );
    expect(markup(false)).toBe(markup(true));
    expect(markup(true)).toContain('Prices');
  });
});
