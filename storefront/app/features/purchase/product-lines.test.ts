import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, NO_AGREEMENT, parseLineSource, productLines } from './product-lines';
import type { ProductLineSource } from './product-lines';

/*
 * The product purchase form's cart lines, from whatever the form sends: the browser's check
 * refuses bad values first, but the lines are written from the form's values as they are when the
 * check cannot be loaded, so they must stay well formed for any input.
 */

const gift: ProductLineSource = {
  id: 5970,
  tipo: 'carte_regalate',
  name: 'Gift card',
  price: 2500,
  rates: { INT: 2500, RID: 1500 },
};

describe('productLines', () => {
  it('writes one line per unit with the rate’s price and the recipient', () => {
    const lines = productLines(gift, {
      quantita: '2',
      tariffa: 'RID',
      email: 'amica@example.org',
    });
    expect(lines).toEqual([
      {
        id: 5970,
        tipo: 'carte_regalate',
        dettaglio: 'Gift card',
        prezzo: 1500,
        quantita: 1,
        email: 'amica@example.org',
        intestatario: null,
        tariffa: 'RID',
        convenzione: null,
      },
      expect.objectContaining({ prezzo: 1500, email: 'amica@example.org' }),
    ]);
  });

  it('writes a pass once, for its holder, with the agreement chosen', () => {
    const pass = { ...gift, tipo: 'abbonamenti_athena' as const, rates: {} };
    const values = {
      quantita: '5',
      first_name: 'Anna',
      last_name: 'Rossi',
      data_di_nascita: '1990-04-01',
      convenzione: 'CRAL',
      email: 'ignored@example.org',
    };
    expect(productLines(pass, values)).toEqual([
      expect.objectContaining({
        tipo: 'abbonamenti_athena',
        prezzo: 2500,
        email: null,
        convenzione: 'CRAL',
        intestatario: { first_name: 'Anna', last_name: 'Rossi', data_di_nascita: '1990-04-01' },
      }),
    ]);
    expect(productLines(pass, { ...values, convenzione: NO_AGREEMENT })[0]?.convenzione).toBeNull();
  });

  it('keeps any sent values within the form’s rules (generated input)', () => {
    const value = fc.oneof(fc.string(), fc.constant(undefined), fc.integer().map(String));
    fc.assert(
      fc.property(
        fc.constantFrom('carte', 'carte_regalate', 'abbonamenti_athena'),
        fc.record(
          {
            quantita: fc.oneof(value, fc.double().map(String)),
            tariffa: fc.oneof(value, fc.constantFrom('INT', 'RID', '__proto__', 'toString')),
            email: value,
            convenzione: value,
            first_name: value,
          },
          { requiredKeys: [] },
        ),
        (tipo, values) => {
          const lines = productLines({ ...gift, tipo }, values);
          expect(lines.length).toBeGreaterThanOrEqual(1);
          expect(lines.length).toBeLessThanOrEqual(
            tipo === 'abbonamenti_athena' ? 1 : MAX_QUANTITY,
          );
          for (const line of lines) {
            expect([1500, 2500]).toContain(line.prezzo);
            expect(line.quantita).toBe(1);
            if (tipo !== 'carte_regalate') expect(line.email).toBeNull();
            if (tipo !== 'abbonamenti_athena') expect(line.intestatario).toBeNull();
          }
        },
      ),
    );
  });
});

describe('parseLineSource', () => {
  it('reads what the form carries', () => {
    expect(parseLineSource(JSON.stringify(gift))).toEqual(gift);
  });

  it.each([
    ['not JSON', '{'],
    ['no id', JSON.stringify({ ...gift, id: undefined })],
    ['another product type', JSON.stringify({ ...gift, tipo: 'biglietti' })],
    ['a price that is text', JSON.stringify({ ...gift, price: '25' })],
    ['a rate without a number', JSON.stringify({ ...gift, rates: { INT: null } })],
    ['rates as a list', JSON.stringify({ ...gift, rates: [1] })],
  ])('refuses %s', (_name, raw) => {
    expect(parseLineSource(raw)).toBeNull();
  });

  it('never throws on generated input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const source = parseLineSource(raw);
        if (source) expect(typeof source.id).toBe('number');
      }),
    );
  });
});
