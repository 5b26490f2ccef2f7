import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { Breadcrumb } from '.';

afterEach(cleanup);

describe('Breadcrumb', () => {
  it('starts at Home, links the trail and marks the last page as current', () => {
    render(
      <DesignSystemProvider locale="fr">
        <Breadcrumb
          homeHref="/fr"
          items={[
            { label: 'Découvrir', href: '/fr/decouvrir' },
            { label: 'Musées', href: '/fr/decouvrir/musees' },
          ]}
        />
      </DesignSystemProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Accueil', 'Découvrir']);
    expect(links[0]).toHaveAttribute('href', '/fr');
    const current = within(nav).getByText('Musées');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('shows only Home when there is no trail', () => {
    render(<Breadcrumb homeHref="/it" items={[]} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('Breadcrumb in native mode', () => {
  it('is the same trail of plain links without react-aria', () => {
    const { interactive, static: native } = renderBothWays(
      <Breadcrumb
        homeHref="/fr"
        items={[
          { label: 'Agenda', href: '/fr/agenda' },
          { label: 'Expositions', href: '/fr/agenda/expositions' },
          { label: 'Turner', href: '/fr/agenda/turner' },
        ]}
      />,
      'fr',
    );
    expect(interactive).toContain('data-rac');
    expect(native).not.toContain('data-rac');
    expect(native).toContain('aria-current="page"');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });
});
