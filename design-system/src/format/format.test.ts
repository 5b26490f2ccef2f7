import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatPrice,
  formatTime,
  formatWholeNumber,
  toDateTimeAttribute,
} from './index';
import { formatTag } from './locale';

/** Intl separates amount and currency with no-break spaces; compare with plain spaces. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats cents as euro in Italian', () => {
    expect(plain(formatPrice(1250, 'it'))).toBe('12,50 €');
    expect(plain(formatPrice(123456, 'it'))).toBe('1234,56 €');
    expect(plain(formatPrice(12345678, 'it'))).toBe('123.456,78 €');
  });

  it('formats cents as euro in English (GB)', () => {
    expect(formatPrice(1250, 'en')).toBe('€12.50');
    expect(formatPrice(123456, 'en')).toBe('€1,234.56');
  });

  it('formats cents as euro in French', () => {
    expect(plain(formatPrice(1250, 'fr'))).toBe('12,50 €');
    expect(plain(formatPrice(123456, 'fr'))).toBe('1 234,56 €');
  });

  it('keeps two decimals for whole amounts and zero', () => {
    expect(plain(formatPrice(1000, 'it'))).toBe('10,00 €');
    expect(formatPrice(0, 'en')).toBe('€0.00');
    expect(formatPrice(5, 'en')).toBe('€0.05');
  });

  it('rounds fractions of a cent', () => {
    expect(formatPrice(1249.6, 'en')).toBe('€12.50');
  });

  it('formats negative amounts (discounts)', () => {
    expect(formatPrice(-500, 'en')).toBe('-€5.00');
  });

  it("writes what Intl's currency format writes, separators and no-break spaces included", () => {
    const amounts = [0, 1, 99, 100, 999, 1000, 99999, 100000, 123456, 999999, 1000000];
    for (let cents = 7; cents < 1e13; cents = cents * 13 + 11) amounts.push(cents, -cents);
    for (const locale of ['it', 'en', 'fr'] as const) {
      const intl = new Intl.NumberFormat(formatTag(locale), {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const cents of amounts)
        expect([locale, cents, formatPrice(cents, locale)]).toEqual([
          locale,
          cents,
          intl.format(cents / 100),
        ]);
    }
  });
});

describe('formatWholeNumber', () => {
  it("writes what Intl's number format writes for whole numbers", () => {
    const values = [0, 1, 12, 999, 1000, 9999, 10000, 123456, 1234567];
    for (let value = 3; value < 1e15; value = value * 17 + 5) values.push(value, -value);
    for (const locale of ['it', 'en', 'fr'] as const) {
      const intl = new Intl.NumberFormat(formatTag(locale));
      for (const value of values)
        expect([locale, value, formatWholeNumber(value, locale)]).toEqual([
          locale,
          value,
          intl.format(value),
        ]);
    }
  });
});

describe('formatDate', () => {
  it('uses dd/MM/yyyy in Italian and French', () => {
    expect(formatDate('2026-06-01', 'it')).toBe('01/06/2026');
    expect(formatDate('2026-06-01', 'fr')).toBe('01/06/2026');
  });

  it('uses MM/dd/yyyy in English', () => {
    expect(formatDate('2026-06-01', 'en')).toBe('06/01/2026');
    expect(formatDate('2026-12-31', 'en')).toBe('12/31/2026');
  });

  it('shows wall-clock strings without an offset as written', () => {
    expect(formatDate('2026-06-01T23:30:00', 'it')).toBe('01/06/2026');
    expect(formatDate('2026-06-01 00:15', 'it')).toBe('01/06/2026');
  });

  it('shows instants in the city time zone by default', () => {
    // 22:30 UTC on 31 May is 00:30 on 1 June in Rome (summer time, UTC+2).
    expect(formatDate('2026-05-31T22:30:00Z', 'it')).toBe('01/06/2026');
    expect(formatDate(new Date(Date.UTC(2026, 4, 31, 22, 30)), 'it')).toBe('01/06/2026');
    expect(formatDate('2026-05-31T22:30:00Z', 'it', { timeZone: 'UTC' })).toBe('31/05/2026');
  });

  it('accepts leap days and refuses impossible dates', () => {
    expect(formatDate('2028-02-29', 'it')).toBe('29/02/2028');
    expect(formatDate('2026-02-29', 'it')).toBe('');
    expect(formatDate('2026-04-31', 'en')).toBe('');
    expect(formatDate('not a date', 'fr')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'fr')).toBe('');
  });
});

describe('formatTime', () => {
  it('uses HH:mm on the 24-hour clock in every locale', () => {
    expect(formatTime('2026-06-01T21:05:00', 'it')).toBe('21:05');
    expect(formatTime('2026-06-01T21:05:00', 'en')).toBe('21:05');
    expect(formatTime('2026-06-01T09:00', 'fr')).toBe('09:00');
    expect(formatTime('2026-06-01', 'it')).toBe('00:00');
  });

  it('converts instants to the city time zone', () => {
    // 20:00 UTC in January is 21:00 in Rome (UTC+1).
    expect(formatTime('2026-01-10T20:00:00Z', 'it')).toBe('21:00');
    expect(formatTime('2026-01-10T20:00:00Z', 'it', { timeZone: 'UTC' })).toBe('20:00');
  });
});

describe('formatDateTime', () => {
  it('joins date and time with "ore" in Italian', () => {
    expect(formatDateTime('2026-06-01T21:00:00', 'it')).toBe('01/06/2026 ore 21:00');
  });

  it('joins with "at" in English and "à" in French', () => {
    expect(formatDateTime('2026-06-01T21:00:00', 'en')).toBe('06/01/2026 at 21:00');
    expect(formatDateTime('2026-06-01T21:00:00', 'fr')).toBe('01/06/2026 à 21:00');
  });

  it('returns an empty string for an invalid value', () => {
    expect(formatDateTime('2026-13-01T10:00', 'it')).toBe('');
  });
});

describe('toDateTimeAttribute', () => {
  it('gives machine-readable dates and date-times', () => {
    expect(toDateTimeAttribute('2026-06-01T21:00:00')).toBe('2026-06-01');
    expect(toDateTimeAttribute('2026-06-01T21:00:00', true)).toBe('2026-06-01T21:00');
  });
});
