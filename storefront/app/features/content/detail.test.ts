import { describe, expect, it } from 'vitest';
import { contentItemSchema } from '../../lib/api/content';
import { alternatesOf, contentDetail, crumbsOf } from './detail';

const today = '2026-05-14';
const label = (key: string) => `«${key}»`;

function item(fields: Record<string, unknown>) {
  return contentItemSchema.parse({ id: 7, titolo: 'Titolo', url: '/it/titolo', ...fields });
}

describe('contentDetail', () => {
  it('gives an upcoming event its calendar file and no purchase', () => {
    const page = contentDetail(
      item({
        tipo: 'eventi',
        date: [{ ricorrenza: 'mai', data_inizio: '2026-06-01', data_fine: '2026-06-02' }],
      }),
      'it',
      { today, html: '<p>Testo</p>', label },
    );
    expect(page.item.past).toBe(false);
    expect(page.buy).toBeNull();
    expect(page.calendar).toBe('/it/l/eventi/7/calendar.ics');
    expect(page.item.html).toBe('<p>Testo</p>');
    expect(page.item.dates).toHaveLength(1);
  });

  it('reads the day it is given: the same event is past a month later, without links', () => {
    const page = contentDetail(
      item({
        tipo: 'eventi',
        date: [{ ricorrenza: 'mai', data_inizio: '2026-06-01', data_fine: '2026-06-02' }],
      }),
      'it',
      { today: '2026-07-01', html: '', label },
    );
    expect(page.item.past).toBe(true);
    expect(page.calendar).toBeNull();
  });

  it('links a guided tour with a date to come to its purchase page in the language', () => {
    const page = contentDetail(
      item({ tipo: 'visite_guidate', date_visite_guidate: [{ id: 1, data: '2026-05-20' }] }),
      'fr',
      { today, html: '', label },
    );
    expect(page.buy).toBe('/fr/acquista/visite-guidate/7');
    expect(page.item.dates).toEqual([{ id: 1, data: '2026-05-20' }]);
  });

  it('takes a product to the purchase page of its product type', () => {
    const page = contentDetail(item({ tipo: 'prodotti', tipo_prodotto: 'carte' }), 'en', {
      today,
      html: '',
      label,
    });
    expect(page.buy).toBe('/en/acquista/carte/7');
    expect(page.item.past).toBe(false);
  });

  it('marks a preview and a missing translation', () => {
    const page = contentDetail(item({ tipo: 'risorse', translation_missing: true }), 'en', {
      today,
      html: '',
      label,
      preview: true,
    });
    expect(page.preview).toBe(true);
    expect(page.item.translationMissing).toBe(true);
  });
});

describe('crumbsOf', () => {
  it('walks the parent paths of a page, the page itself last', () => {
    const crumbs = crumbsOf(
      { tipo: 'pagine', titolo: 'Uffici', url: '/it/visita/pianifica-la-tua-visita/uffici' },
      'it',
      label,
    );
    expect(crumbs).toEqual([
      { label: 'Visita', href: '/it/visita' },
      { label: 'Pianifica la tua visita', href: '/it/visita/pianifica-la-tua-visita' },
      { label: 'Uffici', href: '/it/visita/pianifica-la-tua-visita/uffici' },
    ]);
  });

  it('puts the search on its type before any other item', () => {
    expect(crumbsOf({ tipo: 'eventi', titolo: 'Jazz', url: '/en/jazz' }, 'en', label)).toEqual([
      { label: '«types.eventi»', href: '/en/cerca?type=eventi' },
      { label: 'Jazz', href: '/en/jazz' },
    ]);
  });
});

describe('alternatesOf', () => {
  it('lists the translations of the site’s languages, and the item itself in its own', () => {
    const alternates = alternatesOf(
      item({
        tipo: 'eventi',
        url: '/en/jazz',
        translations: [
          { languages_code: 'it', url: '/it/jazz-it' },
          { languages_code: 'de', url: '/de/jazz' },
          { languages_code: 'fr', url: null },
        ],
      }),
      'en',
    );
    expect(alternates).toEqual({ it: '/it/jazz-it', en: '/en/jazz' });
  });
});
