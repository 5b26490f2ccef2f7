import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageLayout } from '.';

afterEach(cleanup);

describe('PageLayout', () => {
  it('gives the page its one level-1 heading, the intro, then the sections in order', () => {
    const { container } = render(
      <PageLayout title="Carrello" intro="Controlla gli articoli prima di pagare.">
        <section aria-label="Articoli">Articoli</section>
        <section aria-label="Riepilogo">Riepilogo</section>
      </PageLayout>,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Carrello');
    expect(screen.getByText('Controlla gli articoli prima di pagare.').tagName).toBe('P');
    expect(
      [...container.querySelectorAll('h1, p, section')].map((element) => element.textContent),
    ).toEqual(['Carrello', 'Controlla gli articoli prima di pagare.', 'Articoli', 'Riepilogo']);
    expect(
      within(container)
        .getAllByRole('region')
        .map((region) => region.textContent),
    ).toEqual(['Articoli', 'Riepilogo']);
  });

  it('writes no intro paragraph without an intro', () => {
    render(<PageLayout title="Cassa" />);
    expect(document.querySelector('p')).toBeNull();
  });

  it('is plain server markup: the same without a browser', () => {
    const element = (
      <PageLayout title="Commande" width="narrow">
        <p>Merci</p>
      </PageLayout>
    );
    const { container } = render(element);
    expect(renderToStaticMarkup(element)).toBe(container.innerHTML);
  });
});
