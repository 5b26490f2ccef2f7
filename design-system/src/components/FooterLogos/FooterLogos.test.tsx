import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FooterLogos, footerLogoWidth } from './FooterLogos';

afterEach(cleanup);

describe('FooterLogos', () => {
  it('turns larghezza_in_footer into a CSS width', () => {
    expect(footerLogoWidth(120)).toBe('120px');
    expect(footerLogoWidth(80.4)).toBe('80px');
    expect(footerLogoWidth(0)).toBe('auto');
    expect(footerLogoWidth(Number.NaN)).toBe('auto');
  });

  it('gives every logo its own width and links the ones with an address', () => {
    render(
      <FooterLogos
        logos={[
          {
            id: 'a',
            src: '/citta.svg',
            alt: 'Città di Torino',
            width: 140,
            href: 'https://www.comune.torino.it',
          },
          { id: 'b', src: '/regione.svg', alt: 'Regione Piemonte', width: 90 },
        ]}
      />,
    );
    const city = screen.getByRole('img', { name: 'Città di Torino' });
    const region = screen.getByRole('img', { name: 'Regione Piemonte' });
    expect(city).toHaveAttribute('width', '140');
    expect(region).toHaveAttribute('width', '90');
    expect(city.getAttribute('style')).toContain('140px');
    expect(region.getAttribute('style')).toContain('90px');
    expect(screen.getByRole('link', { name: /Città di Torino/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(region.closest('a')).toBeNull();
  });
});
