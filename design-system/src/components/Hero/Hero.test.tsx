import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hero } from '.';

afterEach(cleanup);

describe('Hero', () => {
  it('gives the page its h1, breadcrumb and subtitle', () => {
    render(
      <Hero
        title="Musei Reali"
        subtitle="Un percorso tra palazzi e giardini"
        breadcrumb={{ homeHref: '/it', items: [{ label: 'Musei Reali', href: '/it/musei-reali' }] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Musei Reali' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByText('Un percorso tra palazzi e giardini')).toBeInTheDocument();
  });

  it('loads its image with priority', () => {
    const { container } = render(
      <Hero
        title="Palazzo Madama"
        image={{
          image: { id: 'x', width: 1600, height: 900 },
          host: 'https://cms.example.org',
          alt: 'Facciata',
        }}
      />,
    );
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
