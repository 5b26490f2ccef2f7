import { describe, expect, it } from 'vitest';
import { parseValues } from './checkout.schemas';
import { applicationSchema, normalizeTaxId, serverFieldError } from './operator-application';
import en from '../../locales/en/commerce.json';

const valid = {
  ragione_sociale: 'Canoa Viva srl',
  partita_iva: '12345678901',
  telefono: '+39 011 1234567',
  sito_web: '',
  descrizione: 'Canoe trips on the river with certified guides.',
};

describe('operator application form', () => {
  it('accepts a VAT number, a tax code and an empty website', () => {
    expect(parseValues(applicationSchema, valid).success).toBe(true);
    expect(
      parseValues(applicationSchema, { ...valid, partita_iva: 'rssmra80a01l219x' }).success,
    ).toBe(true);
    expect(parseValues(applicationSchema, { ...valid, partita_iva: 'IT 123.456.789-01' })).toEqual(
      expect.objectContaining({ success: true }),
    );
    expect(normalizeTaxId('it 123.456.789-01')).toBe('IT12345678901');
  });

  it('names each faulty field and why', () => {
    const empty = parseValues(applicationSchema, {});
    expect(empty).toEqual({
      success: false,
      fieldErrors: {
        ragione_sociale: 'commerce.application.errors.ragione_sociale.required',
        partita_iva: 'commerce.application.errors.partita_iva.required',
        telefono: 'commerce.application.errors.telefono.required',
        descrizione: 'commerce.application.errors.descrizione.required',
      },
    });
    const bad = parseValues(applicationSchema, {
      ragione_sociale: 'x',
      partita_iva: '123',
      telefono: 'call me',
      sito_web: 'javascript:alert(1)',
      descrizione: 'short',
    });
    expect(bad).toEqual({
      success: false,
      fieldErrors: {
        ragione_sociale: 'commerce.application.errors.ragione_sociale.too_short',
        partita_iva: 'commerce.application.errors.partita_iva.format',
        telefono: 'commerce.application.errors.telefono.format',
        sito_web: 'commerce.application.errors.sito_web.format',
        descrizione: 'commerce.application.errors.descrizione.too_short',
      },
    });
  });

  it('maps the product API refusals to messages that exist', () => {
    expect(serverFieldError('telefono', 'format')).toBe(
      'commerce.application.errors.telefono.format',
    );
    expect(serverFieldError('sito_web', 'unknown')).toBe(
      'commerce.application.errors.sito_web.format',
    );
    expect(serverFieldError('tipo', 'required')).toBeNull();
    const errors = en.commerce.application.errors as Record<string, Record<string, string>>;
    for (const field of Object.keys(valid))
      for (const reason of ['required', 'too_short', 'too_long', 'format'])
        expect(errors[field]?.[reason], `${field}.${reason}`).toMatch(/\S/);
  });
});
