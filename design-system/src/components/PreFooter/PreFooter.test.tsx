import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { PreFooter } from './PreFooter';
import type { PreFooterCard } from './PreFooter';

afterEach(cleanup);

const card = (id: string): PreFooterCard => ({
  id,
  title: `Card ${id}`,
  subtitle: 'Subtitle',
  link: { kind: 'cta', label: `Go ${id}`, href: `/en/${id}` },
});

describe('PreFooter', () => {
  it('stacks exactly three cards vertically', () => {
    render(<PreFooter cards={[card('a'), card('b'), card('c')]} />);
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('data-layout', 'vertical');
  });

  it('lays out two or four cards as a grid', () => {
    const { rerender } = render(<PreFooter cards={[card('a'), card('b')]} />);
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('data-layout', 'grid');
    rerender(<PreFooter cards={[card('a'), card('b'), card('c'), card('d')]} />);
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('data-layout', 'grid');
  });

  it('renders a call to action or social links, and partner logos linking in or out', () => {
    render(
      <DesignSystemProvider locale="en">
        <PreFooter
          section="convention"
          cards={[
            card('a'),
            {
              id: 'social',
              title: 'Follow the city',
              link: {
                kind: 'social',
                items: [{ network: 'facebook', href: 'https://facebook.com/torino' }],
              },
            },
          ]}
          subcards={[
            {
              id: 'p1',
              href: '/en/card',
              external: false,
              logo: { src: '/logo1.svg', alt: 'Torino Card' },
            },
            {
              id: 'p2',
              href: 'https://example.org',
              external: true,
              logo: { src: '/logo2.svg', alt: 'Region' },
            },
          ]}
        />
      </DesignSystemProvider>,
    );
    const region = screen.getByRole('region', { name: 'Don’t miss' });
    expect(region).toHaveAttribute('data-section', 'convention');
    expect(within(region).getByRole('heading', { name: 'Follow the city' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Go a' })).toHaveAttribute('href', '/en/a');
    expect(within(region).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const partners = within(region).getByRole('list', { name: 'Partners and projects' });
    expect(within(partners).getByRole('link', { name: 'Torino Card' })).not.toHaveAttribute(
      'target',
    );
    const external = within(partners).getByRole('link', { name: /^Region/ });
    expect(external).toHaveAttribute('target', '_blank');
  });
});

describe('PreFooter cover', () => {
  it('accepts an element as the cover', () => {
    render(
      <PreFooter
        cards={[{ ...card('a'), cover: <img src="/cover.jpg" alt="Piazza Castello" /> }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Piazza Castello' })).toHaveAttribute(
      'src',
      '/cover.jpg',
    );
  });
});
