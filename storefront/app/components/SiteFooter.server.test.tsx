import { beforeAll, describe, expect, it } from 'vitest';
import type { Footer } from '../lib/api/content';
import { defaultLocale, locales } from '../lib/i18n/config';
import { registerMessages } from '../lib/i18n/instance';
import { allMessages } from '../lib/i18n/messages.server';
import { footerMarkup } from './SiteFooter.server';

function footerWith(label: string): Footer {
  return {
    prefooter: 'visita',
    cards: [],
    subcard: [],
    sponsor: [],
    colonna_1: [{ etichetta: label, tipologia: 'esterno', link_esterno: 'https://example.org/a' }],
    colonna_2: [],
    colonna_3: [],
    colonna_4: [],
    colonna_5: [],
    social: [],
    sponsor_titolo: null,
  } as unknown as Footer;
}

const page = {
  section: 'visita',
  host: 'https://cms.example.org',
  locale: 'it',
} as const;

const withCards = (footer: Footer): Footer =>
  ({
    ...footer,
    cards: [1, 2].map((id) => ({
      id,
      titolo: `Card ${id}`,
      sottotitolo: null,
      tipologia_link: null,
      cover: { id: `cover-${id}`, width: 800, height: 520 },
    })),
  }) as unknown as Footer;

describe('footer markup of pages that are not hydrated', () => {
  beforeAll(() => {
    for (const locale of locales) {
      registerMessages(locale, allMessages[locale], allMessages[defaultLocale]);
    }
  });

  it('renders the design system’s footer as plain HTML, with the consent button', () => {
    const html = footerMarkup({ footer: footerWith('Contatti'), ...page });
    expect(html).toMatch(/^<footer/);
    expect(html).toContain('href="https://example.org/a"');
    expect(html).toMatch(/>Contatti<span[^>]*> \(si apre in una nuova scheda\)<\/span>/);
    expect(html).toMatch(
      /<button type="button"[^>]*data-consent-reopen=""[^>]*>Preferenze cookie</,
    );
    // Native mode: nothing that only react-aria would run.
    expect(html).not.toContain('data-rac');
  });

  it('marks the sponsor carousel for the page script, with ids of its own', () => {
    const footer = {
      ...footerWith('Contatti'),
      sponsor: [1, 2].map((id) => ({
        id,
        nome: `Sponsor ${id}`,
        link: `https://sponsor${id}.example.com`,
        logo: { id: `logo-${id}`, width: 200, height: 80 },
      })),
    } as Footer;
    const html = footerMarkup({ footer, ...page });
    expect(html).toContain('data-enhance="sponsor-carousel"');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/footer-/);
  });

  it('renders a footer of the content service once, and anew for a new answer', () => {
    const footer = footerWith('Prima');
    const first = footerMarkup({ footer, ...page });
    // The cache's answers are never changed; if one were, the markup already made would stay.
    footer.colonna_1[0]!.etichetta = 'Seconda';
    expect(footerMarkup({ footer, ...page })).toBe(first);
    expect(footerMarkup({ footer: { ...footer }, ...page })).toContain('>Seconda<');
  });

  it('keeps the markup of each language apart', () => {
    const footer = footerWith('Contatti');
    const italian = footerMarkup({ footer, ...page });
    const english = footerMarkup({ footer, ...page, locale: 'en' });
    expect(italian).toContain('Preferenze cookie');
    expect(english).toContain('Cookie preferences');
  });

  it('loads the pre-footer pictures lazily: no page has them on its first screen', () => {
    const markup = footerMarkup({ footer: withCards(footerWith('Contatti')), ...page });
    expect(markup.match(/loading="lazy"/g)).toHaveLength(2);
    expect(markup).not.toContain('fetchPriority="high"');
  });
});
