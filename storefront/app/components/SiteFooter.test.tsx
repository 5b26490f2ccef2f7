import { fireEvent, render, screen, within } from '@testing-library/react';
import { StaticRouter, useHref } from 'react-router';
import { DesignSystemProvider } from '@city/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Footer } from '../lib/api/content';
import { useConsent } from '../stores/consent';
import { SiteFooter, footerContent } from './SiteFooter';

const host = 'https://cms.example.org';
const image = (id: string, title: string | null = null) => ({
  id,
  title,
  width: 400,
  height: 160,
  blurhash: null,
});

/** An answer of GET /pages/content/part/footer, as the content client parses it. */
function answer(overrides: Partial<Footer> = {}): Footer {
  return {
    prefooter: 'visita',
    cards: [
      {
        id: 1,
        cover: image('cover-1'),
        titolo: 'Torino Card',
        sottotitolo: 'Musei e trasporti',
        tipologia_link: 'cta',
        cta: { etichetta: 'Scopri', url: '/it/card', esterno: false },
        social: null,
      },
      {
        id: 2,
        cover: null,
        titolo: 'Seguici',
        sottotitolo: null,
        tipologia_link: 'social',
        cta: null,
        social: [
          { link: 'https://instagram.com/torino', icon: 'instagram' },
          { link: 'https://myspace.com/torino', icon: 'myspace' },
        ],
      },
    ],
    subcard: [
      {
        footer_subcard_id: {
          id: 7,
          tipologia: 'link_interno',
          link_interno: { id: 3, url: '/it/convention' },
          link_esterno: null,
          logo: image('sub-7', 'Convention Bureau'),
        },
      },
      {
        footer_subcard_id: {
          id: 8,
          tipologia: 'link_esterno',
          link_interno: null,
          link_esterno: 'https://www.filmcommission.example',
          logo: image('sub-8'),
        },
      },
      {
        footer_subcard_id: {
          id: 9,
          tipologia: 'link_esterno',
          link_interno: null,
          link_esterno: 'https://nologo.example',
          logo: null,
        },
      },
    ],
    sponsor: [
      { id: 1, nome: 'Sponsor 1', link: 'https://sponsor1.example.com', logo: image('sp-1') },
      { id: 2, nome: null, link: null, logo: image('sp-2', 'Fondazione') },
      { id: 3, nome: 'Senza logo', link: null, logo: null },
    ],
    colonna_1: [
      { etichetta: 'Chi siamo', tipologia: 'interno', pagina: { id: 1, url: '/it/chi-siamo' } },
      { etichetta: 'Regione', tipologia: 'esterno', link_esterno: 'https://regione.example' },
      { etichetta: 'Via Roma 1, Torino', tipologia: 'testo' },
      { etichetta: '  ', tipologia: 'interno', pagina: { id: 2, url: '/it/vuota' } },
      { etichetta: 'Pagina mancante', tipologia: 'interno', pagina: null },
    ],
    colonna_2: [],
    colonna_3: [],
    colonna_4: [{ etichetta: 'Privacy', tipologia: 'interno', pagina: { url: '/it/privacy' } }],
    colonna_5: [
      { link: 'https://www.comune.example', logo: image('l-1'), larghezza_in_footer: 90 },
      { link: null, logo: image('l-2', 'Regione Piemonte'), larghezza_in_footer: null },
      { link: 'https://empty.example', logo: null, larghezza_in_footer: 100 },
    ],
    social: [
      { link: 'https://youtube.com/@torino', icon: 'youtube' },
      { link: 'https://example.org', icon: 'rss' },
    ],
    sponsor_titolo: 'I nostri partner',
    fine_pagina: '<p>P. IVA 0123</p>',
    ...overrides,
  };
}

describe('footerContent: the footer answer as the design system’s props', () => {
  it('maps the pre-footer: cards with their cover asset, call to action or social links', () => {
    const props = footerContent(answer(), 'press', host);
    expect(props.section).toBe('press');
    expect(props.cards).toEqual([
      {
        id: 'card-1',
        title: 'Torino Card',
        subtitle: 'Musei e trasporti',
        cover: { asset: image('cover-1'), host, alt: '' },
        link: { kind: 'cta', label: 'Scopri', href: '/it/card', external: undefined },
      },
      {
        id: 'card-2',
        title: 'Seguici',
        subtitle: undefined,
        cover: undefined,
        link: {
          kind: 'social',
          items: [{ network: 'instagram', href: 'https://instagram.com/torino' }],
        },
      },
    ]);
  });

  it('names logos after their title, else the host they link to, and leaves out those without a picture', () => {
    const props = footerContent(answer(), 'visita', host);
    expect(props.subcards).toEqual([
      {
        id: 'subcard-7',
        href: '/it/convention',
        external: false,
        logo: { asset: image('sub-7', 'Convention Bureau'), host, alt: 'Convention Bureau' },
      },
      {
        id: 'subcard-8',
        href: 'https://www.filmcommission.example',
        external: true,
        logo: { asset: image('sub-8'), host, alt: 'filmcommission.example' },
      },
    ]);
    expect(props.sponsors).toEqual([
      {
        id: 'sponsor-1',
        logo: { asset: image('sp-1'), host, alt: 'Sponsor 1' },
        href: 'https://sponsor1.example.com',
      },
      {
        id: 'sponsor-2',
        logo: { asset: image('sp-2', 'Fondazione'), host, alt: 'Fondazione' },
        href: undefined,
      },
    ]);
    expect(props.sponsorTitle).toBe('I nostri partner');
    expect(props.logos).toEqual([
      {
        id: 'logo-0',
        asset: image('l-1'),
        host,
        alt: 'comune.example',
        width: 90,
        href: 'https://www.comune.example',
      },
      // Without a width of its own, the library's logo width.
      {
        id: 'logo-1',
        asset: image('l-2', 'Regione Piemonte'),
        host,
        alt: 'Regione Piemonte',
        width: 120,
        href: undefined,
      },
    ]);
  });

  it('maps the four columns: internal, external and text items, none without a label', () => {
    const { columns } = footerContent(answer(), 'visita', host);
    expect(columns.map((column) => column.id)).toEqual([
      'colonna-1',
      'colonna-2',
      'colonna-3',
      'colonna-4',
    ]);
    expect(columns[0]!.items).toEqual([
      { id: '1-0', label: 'Chi siamo', kind: 'internal', href: '/it/chi-siamo' },
      { id: '1-1', label: 'Regione', kind: 'external', href: 'https://regione.example' },
      { id: '1-2', label: 'Via Roma 1, Torino', kind: 'text' },
      { id: '1-4', label: 'Pagina mancante', kind: 'text' },
    ]);
    expect(columns[3]!.items).toEqual([
      { id: '4-0', label: 'Privacy', kind: 'internal', href: '/it/privacy' },
    ]);
  });

  it('keeps the known social networks and the sanitised end text', () => {
    const props = footerContent(answer(), 'visita', host);
    expect(props.social).toEqual([{ network: 'youtube', href: 'https://youtube.com/@torino' }]);
    expect(props.endText).toEqual({ html: '<p>P. IVA 0123</p>' });
    expect(footerContent(answer({ fine_pagina: null }), 'visita', host).endText).toBeUndefined();
  });

  it('gives an empty footer without an answer', () => {
    expect(footerContent(null, 'scuole', host)).toEqual({ section: 'scuole', columns: [] });
  });
});

describe('SiteFooter on hydrated pages', () => {
  beforeEach(() => {
    useConsent
      .getState()
      .init({ bannerClosed: true, gdpr: true, misurazione: false, marketing: false });
    // The sponsor carousel's Embla asks for what jsdom lacks.
    const inert = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    vi.stubGlobal('ResizeObserver', inert);
    vi.stubGlobal('IntersectionObserver', inert);
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the design system’s footer whose cookie link shows the banner again', () => {
    render(
      <DesignSystemProvider locale="it">
        <SiteFooter footer={answer()} section="convention" host={host} />
      </DesignSystemProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    const preFooter = within(footer).getByRole('region', { name: 'Da non perdere' });
    expect(preFooter.dataset.section).toBe('convention');
    const carousel = within(footer).getByRole('region', { name: 'I nostri partner' });
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: 'Chi siamo' }).getAttribute('href')).toBe(
      '/it/chi-siamo',
    );
    fireEvent.click(within(footer).getByRole('button', { name: 'Preferenze cookie' }));
    expect(useConsent.getState().bannerClosed).toBe(false);
  });

  it('keeps the addresses of other sites as they are under the router (hydrated pages)', () => {
    render(
      <StaticRouter location="/it/dashboard/login">
        <DesignSystemProvider locale="it" navigate={() => {}} useHref={useHref}>
          <SiteFooter footer={answer()} section="visita" host={host} />
        </DesignSystemProvider>
      </StaticRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('https://instagram.com/torino');
    expect(hrefs).toContain('https://www.filmcommission.example');
    expect(hrefs).toContain('https://regione.example');
    expect(hrefs).toContain('/it/chi-siamo');
    expect(hrefs.filter((href) => href?.startsWith('/https'))).toEqual([]);
  });
});
