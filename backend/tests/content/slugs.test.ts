// The slug of a translation written without one (derived/slugs.ts): the type's path in the
// translation's language, the title's words and the item's id.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentTypes } from '@city/content-types';
import { slugFromTitle, slugify, slugPrefixes } from '../../extensions/content/src/derived/slugs';

describe('slugs made from the title', () => {
  it('puts the type path of the language before the title and the id', () => {
    expect(slugFromTitle('eventi', 'it', 'Concerto di Primavera — Teatro Regio', 1001)).toBe(
      'eventi/concerto-di-primavera-teatro-regio-1001',
    );
    expect(slugFromTitle('eventi', 'en', 'Spring concert', 1001)).toBe(
      'events/spring-concert-1001',
    );
    expect(slugFromTitle('visite_guidate', 'fr', 'Visite de la Mole Antonelliana', 7)).toBe(
      'visites-guidees/visite-de-la-mole-antonelliana-7',
    );
    expect(slugFromTitle('pagine', 'it', 'Città d’arte!', 12)).toBe('citta-d-arte-12');
  });

  it('makes nothing without a title and only the id from a title without letters', () => {
    expect(slugFromTitle('eventi', 'it', null, 1)).toBeNull();
    expect(slugFromTitle('eventi', 'it', '   ', 1)).toBeNull();
    expect(slugFromTitle('eventi', 'it', '★ ★', 5)).toBe('eventi/5');
  });

  it('knows a path in three languages for every type but pages', () => {
    for (const tipo of contentTypes.filter((t) => t !== 'pagine'))
      expect(Object.keys(slugPrefixes[tipo] ?? {}).sort(), tipo).toEqual(['en', 'fr', 'it']);
  });

  it('gives any title a path of lower-case words, unique by the id', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 1e9 }), (title, id) => {
        const slug = slugFromTitle('eventi', 'it', title, id);
        if (!title.trim()) expect(slug).toBeNull();
        else expect(slug).toMatch(new RegExp(`^eventi/([a-z0-9]+(-[a-z0-9]+)*-)?${id}$`));
        expect(slugify(title).length).toBeLessThanOrEqual(120);
      }),
    );
  });
});
