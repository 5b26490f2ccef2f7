// The content types and their facts: the list the schema snapshot offers, how each type is dated,
// which types are links, and the type checks against hostile input.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentTypes,
  dateKindOf,
  entryDatedTypes,
  isBookedByDate,
  isContentType,
  isLinkType,
  linkTypes,
  singleDatedTypes,
  singleDatesField,
  translationFields,
} from './index';

interface SnapshotField {
  collection: string;
  field: string;
  meta?: { options?: { choices?: { value: string }[] } };
}

/** The committed schema snapshot the backend applies. */
function snapshot(): { fields: SnapshotField[] } {
  const file = path.join(import.meta.dirname, '../../backend/snapshot/snapshot.json');
  return JSON.parse(readFileSync(file, 'utf8')) as { fields: SnapshotField[] };
}

describe('content types', () => {
  it('are the choices of contenuti.tipo in the committed schema snapshot', () => {
    const tipo = snapshot().fields.find((f) => f.collection === 'contenuti' && f.field === 'tipo');
    expect(tipo?.meta?.options?.choices?.map((c) => c.value)).toEqual([...contentTypes]);
  });

  it('give every item the translated texts the schema snapshot defines', () => {
    const fields = snapshot().fields.filter((f) => f.collection === 'contenuti_translations');
    const names = new Set(fields.map((f) => f.field));
    for (const field of translationFields) expect(names).toContain(field);
  });

  it('have no repeated name', () => {
    expect(new Set(contentTypes).size).toBe(contentTypes.length);
  });

  it('date events and activities by entries, shows, tours and appointments by single dates', () => {
    expect(entryDatedTypes).toEqual(['attivita', 'eventi']);
    expect(singleDatedTypes).toEqual(['spettacoli', 'visite_guidate', 'appuntamenti']);
    expect(dateKindOf('eventi')).toBe('entries');
    expect(dateKindOf('visite_guidate')).toBe('singles');
    expect(dateKindOf('pagine')).toBe('none');
  });

  it('name the detail field of each type with single dates', () => {
    expect(singleDatedTypes.map(singleDatesField)).toEqual([
      'date_spettacoli',
      'date_visite_guidate',
      'date_appuntamenti',
    ]);
  });

  it('make links of external URLs, files and operator pages only, none of them dated', () => {
    expect(linkTypes).toEqual(['link_esterni', 'link_file', 'link_operatore']);
    for (const type of linkTypes) expect(dateKindOf(type)).toBe('none');
    expect(isLinkType('eventi')).toBe(false);
  });

  it('book guided tours and appointments for a date, and no undated type', () => {
    expect(contentTypes.filter(isBookedByDate)).toEqual(['visite_guidate', 'appuntamenti']);
    for (const type of contentTypes.filter(isBookedByDate))
      expect(dateKindOf(type)).toBe('singles');
  });

  it('give every type exactly one date kind', () => {
    const none = contentTypes.filter((t) => dateKindOf(t) === 'none');
    expect(none.length + entryDatedTypes.length + singleDatedTypes.length).toBe(
      contentTypes.length,
    );
  });

  it('recognise only their own names, whatever string comes in', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
      fc.constantFrom(...contentTypes).map((t) => ` ${t}`),
      fc.constantFrom(...contentTypes).map((t) => t.toUpperCase()),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const known = (contentTypes as readonly string[]).includes(value);
        expect(isContentType(value)).toBe(known);
        if (!known) {
          expect(dateKindOf(value)).toBe('none');
          expect(isLinkType(value)).toBe(false);
          expect(isBookedByDate(value)).toBe(false);
        }
      }),
    );
    for (const value of [null, undefined, 1, {}, ['eventi']])
      expect(isContentType(value)).toBe(false);
  });
});
