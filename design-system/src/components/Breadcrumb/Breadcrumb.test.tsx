import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
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
