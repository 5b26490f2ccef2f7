import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { media } from '@city/tokens';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { SponsorCarousel } from './SponsorCarousel';
import type { Sponsor } from './SponsorCarousel';
import { reducedMotionQuery } from './parts';

const sponsors: Sponsor[] = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
  id: `s${n}`,
  logo: { src: `/logo-${n}.svg`, alt: `Sponsor ${n}`, width: 200, height: 80 },
  href: `https://sponsor${n}.example.com`,
}));

const asset = (n: number): Sponsor => ({
  id: `a${n}`,
  logo: {
    asset: { id: `asset-${n}`, width: 400, height: 160 },
    host: 'https://cms.example.org',
    alt: `Partner ${n}`,
  },
  href: `/it/partner-${n}`,
  external: false,
});

function renderNative(items: Sponsor[], locale: 'it' | 'en' | 'fr' = 'it') {
  return render(
    <DesignSystemProvider locale={locale} interactive={false}>
      <SponsorCarousel sponsors={items} title="I nostri partner" />
    </DesignSystemProvider>,
  );
}

describe('SponsorCarousel without script (interactive={false})', () => {
  it('is a list of logo links in a labelled carousel that names its enhancement', () => {
    renderNative(sponsors);
    const region = screen.getByRole('region', { name: 'I nostri partner' });
    expect(region).toHaveAttribute('data-enhance', 'sponsor-carousel');
    expect(region).toHaveAttribute('aria-roledescription', 'carosello');
    expect(region).not.toHaveAttribute('data-enhanced');
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    const link = within(items[0]!).getByRole('link', { name: /^Sponsor 1/ });
    expect(link).toHaveAttribute('href', 'https://sponsor1.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.outerHTML).not.toContain('data-rac');
  });

  it('renders its buttons with their localized names, hidden until the enhancement runs', () => {
    renderNative(sponsors, 'fr');
    // Hidden buttons are out of the accessibility tree and the tab order.
    expect(screen.queryByRole('button')).toBeNull();
    const next = screen.getByRole('button', { name: 'Sponsors suivants', hidden: true });
    const previous = screen.getByRole('button', { name: 'Sponsors précédents', hidden: true });
    expect(next).toHaveAttribute('type', 'button');
    expect(next).toHaveAttribute('data-carousel-control', 'next');
    expect(previous).toHaveAttribute('data-carousel-control', 'previous');
    expect(next.closest('[hidden]')).not.toBeNull();
  });

  it('lets the keyboard scroll the list itself only when a logo has no link to focus', () => {
    const { unmount } = renderNative(sponsors);
    expect(document.querySelector('[data-carousel-viewport]')).not.toHaveAttribute('tabindex');
    unmount();
    renderNative([...sponsors.slice(0, 3), { ...sponsors[3]!, href: undefined }]);
    const viewport = screen.getByRole('group', { name: 'I nostri partner' });
    expect(viewport).toHaveAttribute('tabindex', '0');
    expect(viewport).toHaveAttribute('data-carousel-viewport');
  });

  it('shows assets of the content service at the sponsor logo width, twice that on phones', () => {
    renderNative([asset(1), asset(2)]);
    const img = screen.getByRole('img', { name: 'Partner 1' });
    expect(img).toHaveAttribute('width', '140');
    expect(img).toHaveAttribute('loading', 'lazy');
    const phone = img.parentElement?.querySelector('source[media="(max-width: 767px)"]');
    expect(phone?.getAttribute('srcSet')).toContain('width=280');
    expect(screen.getByRole('link', { name: 'Partner 1' })).toHaveAttribute(
      'href',
      '/it/partner-1',
    );
  });

  it('renders nothing without sponsors', () => {
    const { container } = renderNative([]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SponsorCarousel in both modes', () => {
  it.each(['it', 'en', 'fr'] as const)(
    'gives the same markup with and without React before it is driven (%s)',
    (locale) => {
      for (const items of [sponsors, [asset(1), asset(2), { ...sponsors[0]!, href: undefined }]]) {
        const both = renderBothWays(<SponsorCarousel sponsors={items} title="Sponsor" />, locale);
        expect(both.static).not.toContain('data-rac');
        expect(both.interactive).toContain('data-rac');
        expect(comparableMarkup(both.static)).toBe(comparableMarkup(both.interactive));
      }
    },
  );

  it('asks for reduced motion with the query of the tokens', () => {
    expect(reducedMotionQuery).toBe(media.reducedMotion);
  });
});
