import { describe, expect, it } from 'vitest';
import { contentItemSchema } from '../api/content';
import { icsCalendar } from './ics';
import { breadcrumbJsonLd, itemJsonLd } from './jsonld';
import { pageMeta } from './meta';
import { urlset } from './sitemap';

describe('pageMeta', () => {
  const base = {
    title: 'Jazz',
    origin: 'https://site.example',
    locale: 'en' as const,
    path: '/en/events/jazz-12',
    siteName: 'City',
  };

  it('writes canonical, hreflang per locale and x-default to Italian', () => {
    const meta = pageMeta({
      ...base,
      description: 'Live',
      alternates: { it: '/it/eventi/jazz-12', en: '/en/events/jazz-12' },
    });
    expect(meta).toContainEqual({ title: 'Jazz | City' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://site.example/en/events/jazz-12',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'it-IT',
      href: 'https://site.example/it/eventi/jazz-12',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://site.example/it/eventi/jazz-12',
    });
    expect(meta.some((m) => 'hrefLang' in m && m.hrefLang === 'fr-FR')).toBe(false);
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_GB' });
    expect(meta).toContainEqual({ name: 'description', content: 'Live' });
  });

  it('previews are noindex and have no canonical', () => {
    const meta = pageMeta({ ...base, noindex: true });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(meta.some((m) => 'rel' in m && m.rel === 'canonical')).toBe(false);
  });
});

describe('JSON-LD', () => {
  it('an event carries offers and eventStatus', () => {
    const item = contentItemSchema.parse({
      tipo: 'eventi',
      id: 12,
      titolo: 'Jazz',
      url: '/it/eventi/jazz-12',
      prezzo: 1500,
      next_date: '2026-12-05',
      last_date: '2026-12-06',
      luogo: { nome: 'Teatro', citta: 'Torino' },
    });
    const ld = itemJsonLd(item, 'https://s.example/it/eventi/jazz-12', null, null) as Record<
      string,
      unknown
    >;
    expect(ld['@type']).toBe('Event');
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.startDate).toBe('2026-12-05');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '15.00', priceCurrency: 'EUR' });
    expect(ld.location).toMatchObject({ '@type': 'Place', name: 'Teatro' });
  });

  it('a show, tour or appointment without next and last date spans its own single dates', () => {
    const dates = [{ data: '2027-01-09T10:00:00' }, { data: '2026-12-05T10:00:00' }];
    for (const tipo of ['spettacoli', 'visite_guidate', 'appuntamenti']) {
      const item = contentItemSchema.parse({
        tipo,
        id: 3,
        titolo: 'Show',
        url: '/it/s',
        [`date_${tipo}`]: dates,
      });
      expect(itemJsonLd(item, 'u', null, null)).toMatchObject({
        '@type': 'Event',
        startDate: '2026-12-05T10:00:00',
        endDate: '2027-01-09T10:00:00',
      });
    }
  });

  it('places are tourist attractions and products are products', () => {
    const place = contentItemSchema.parse({
      tipo: 'risorse',
      id: 1,
      titolo: 'Mole',
      url: '/it/risorse/mole-1',
    });
    expect(itemJsonLd(place, 'u', null, null)).toMatchObject({ '@type': 'TouristAttraction' });
    const product = contentItemSchema.parse({
      tipo: 'prodotti',
      id: 5969,
      titolo: 'Card',
      url: '/it/p',
      prezzo: 3500,
    });
    expect(itemJsonLd(product, 'u', null, '/it/acquista/carte/5969')).toMatchObject({
      '@type': 'Product',
      offers: { price: '35.00', url: '/it/acquista/carte/5969' },
    });
  });

  it('breadcrumb list numbers its items from 1', () => {
    expect(
      breadcrumbJsonLd([{ label: 'Home', href: '/it' }, { label: 'Jazz' }], 'https://s.example'),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/it' },
        { '@type': 'ListItem', position: 2, name: 'Jazz' },
      ],
    });
  });
});

describe('icsCalendar', () => {
  it('writes an all-day event with an exclusive end and escaped text, CRLF separated', () => {
    const ics = icsCalendar({
      uid: 'eventi-12@site.example',
      title: 'Jazz, blues; soul',
      url: 'https://s.example/it/eventi/jazz-12',
      start: '2026-12-05',
      end: '2026-12-06',
      stamp: new Date('2026-11-22T00:00:00Z'),
      location: 'Teatro',
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261205\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261207\r\n');
    expect(ics).toContain('SUMMARY:Jazz\\, blues\\; soul\r\n');
    expect(ics).toContain('DTSTAMP:20261122T000000Z');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('folds long lines at 75 octets', () => {
    const ics = icsCalendar({
      uid: 'x',
      title: 'È'.repeat(80),
      url: 'u',
      start: '2026-12-05',
      stamp: new Date(0),
    });
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});

describe('urlset', () => {
  it('lists urls with alternates and x-default', () => {
    const xml = urlset('https://s.example', [
      { loc: '/it/a', lastmod: '2026-11-01T10:00:00Z', alternates: { it: '/it/a', fr: '/fr/a' } },
    ]);
    expect(xml).toContain('<loc>https://s.example/it/a</loc>');
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>');
    expect(xml).toContain('hreflang="fr-FR" href="https://s.example/fr/a"');
    expect(xml).toContain('hreflang="x-default" href="https://s.example/it/a"');
  });
});
