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

  it('renders the footer with its links and the consent button', () => {
    const html = footerMarkup({ footer: footerWith('Contatti'), ...page });
    expect(html).toMatch(/^<footer/);
    expect(html).toContain('href="https://example.org/a"');
    expect(html).toContain('>Contatti</a>');
    expect(html).toContain('data-consent-reopen=""');
  });

  it('renders a footer of the content service once, and anew for a new answer', () => {
    const footer = footerWith('Prima');
    const first = footerMarkup({ footer, ...page });
    // The cache's answers are never changed; if one were, the markup already made would stay.
    footer.colonna_1[0]!.etichetta = 'Seconda';
    expect(footerMarkup({ footer, ...page })).toBe(first);
    expect(footerMarkup({ footer: { ...footer }, ...page })).toContain('>Seconda</a>');
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
