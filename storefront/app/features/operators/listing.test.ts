import { describe, expect, it } from 'vitest';
import {
  imageMaxBytes,
  imageProblem,
  languageOfField,
  listingDefaults,
  listingShape,
  slotKeyOf,
  slotPlacesOf,
  slotWallClock,
} from './listing';
import { bundleSchema } from '../../lib/api/bundle';

describe('operator listing image', () => {
  it('accepts JPEG, PNG, WebP and AVIF up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
      expect(imageProblem({ type, size: imageMaxBytes })).toBeNull();
  });

  it('names the reason of a refusal: type first, then size', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('commerce.operators.imageType');
    expect(imageProblem({ type: 'text/plain', size: imageMaxBytes + 1 })).toBe(
      'commerce.operators.imageType',
    );
    expect(imageProblem({ type: 'image/png', size: imageMaxBytes + 1 })).toBe(
      'commerce.operators.imageTooLarge',
    );
  });
});

describe('operator listing answer', () => {
  it('reads status, cover, translation ids and unlimited slots of the product API', () => {
    const listing = listingShape.parse({
      id: 7,
      status: 'in_review',
      cover: '1ae33ddb-6ee4-4429-bda6-250c7b5142e2',
      cover_image: { id: '1ae33ddb-6ee4-4429-bda6-250c7b5142e2', type: 'image/png' },
      translations: [{ id: 3, languages_code: 'it', titolo: 'Kayak' }],
      slots: [{ id: 1, data: '202612051030', capacita: null }],
    });
    expect(listing.stato).toBe('in_review');
    expect(listing.translations[0]?.id).toBe(3);
    expect(listing.cover_image?.id).toBe(listing.cover);
    expect(listing.slots?.[0]?.capacita).toBeNull();
  });

  it('takes an unknown status as a draft', () => {
    expect(listingShape.parse({ id: 1, status: 'archived' }).stato).toBe('draft');
  });
});

describe('operator listing form', () => {
  it('fills each language’s fields from the listing’s translations, empty for a new one', () => {
    const listing = listingShape.parse({
      id: 3,
      email: 'info@example.org',
      translations: [
        { languages_code: 'it', titolo: 'Kayak', descrizione: 'Sul Po' },
        { languages_code: 'fr', titolo: 'Kayak (fr)' },
      ],
    });
    expect(listingDefaults(listing)).toMatchObject({
      titolo_it: 'Kayak',
      descrizione_it: 'Sul Po',
      titolo_en: '',
      titolo_fr: 'Kayak (fr)',
      email: 'info@example.org',
      invia: '',
    });
    expect(listingDefaults(null).titolo_it).toBe('');
  });

  it('names the language tab of a translated field, and no tab for the others', () => {
    expect(languageOfField('titolo_en')).toBe('en');
    expect(languageOfField('descrizione_fr')).toBe('fr');
    expect(languageOfField('email')).toBeNull();
    expect(languageOfField('titolo_de')).toBeNull();
  });

  it('reads a slot key as the wall-clock time the date pickers take', () => {
    expect(slotWallClock('202612051030')).toBe('2026-12-05T10:30');
    expect(slotWallClock('2026-12-05')).toBeNull();
  });

  it('fills an organiser’s rows from the slots, by row', () => {
    const listing = listingShape.parse({
      id: 3,
      slots: [
        { id: 1, data: '202612051030', capacita: 12 },
        { id: 2, data: '202612061500', capacita: null },
      ],
    });
    expect(listingDefaults(listing)).toMatchObject({
      slot_data_0: '2026-12-05T10:30',
      slot_capacita_0: '12',
      slot_data_1: '2026-12-06T15:00',
      slot_capacita_1: '',
    });
  });

  it('reads a typed start as a slot key only when it is a real time, and places from 1 to 10,000', () => {
    expect(slotKeyOf('2026-12-05T10:30')).toBe('202612051030');
    expect(slotKeyOf('2026-12-05T10:30:59')).toBe('202612051030');
    expect(slotKeyOf('2026-02-29T10:30')).toBeNull();
    expect(slotKeyOf('2028-02-29T10:30')).toBe('202802291030');
    expect(slotKeyOf('2026-12-05T24:00')).toBeNull();
    expect(slotKeyOf('2026-12-05 10:30')).toBeNull();
    expect(slotKeyOf('')).toBeNull();
    expect(slotPlacesOf('1')).toBe(1);
    expect(slotPlacesOf('10000')).toBe(10_000);
    for (const refused of ['0', '10001', '1e3', '-1', ' 2', '2.5', ''])
      expect(slotPlacesOf(refused), refused).toBeNull();
  });
});

describe('bundle answer', () => {
  it('needs at least one item with both prices', () => {
    const item = {
      tipo: 'carte',
      id: 5969,
      nome: { it: 'Card' },
      prezzo: 3500,
      prezzo_combo: 3200,
      richiede_data: false,
    };
    const bundle = { id: 1, codice: 'X', nome: null, prezzo: 3500, prezzo_combo: 3200 };
    expect(bundleSchema.safeParse({ ...bundle, elementi: [item] }).success).toBe(true);
    expect(bundleSchema.safeParse({ ...bundle, elementi: [] }).success).toBe(false);
    expect(
      bundleSchema.safeParse({ ...bundle, elementi: [{ ...item, tipo: 'biglietti' }] }).success,
    ).toBe(false);
  });
});
