import { describe, expect, it } from 'vitest';
import { mergeMessages, messagesPath } from './merge';

describe('mergeMessages', () => {
  it('deep-merges the files of a locale, later files winning', () => {
    const a = { nav: { home: 'Home', cart: 'Cart' }, site: { name: 'A' } };
    const b = { nav: { cart: 'Basket' }, commerce: { pay: 'Pay' } };
    expect(mergeMessages(a, b)).toEqual({
      nav: { home: 'Home', cart: 'Basket' },
      site: { name: 'A' },
      commerce: { pay: 'Pay' },
    });
    expect(a.nav.cart).toBe('Cart');
  });

  it('ignores values that are not strings or dictionaries', () => {
    expect(mergeMessages({ a: 1, b: ['x'], c: 'ok' }, null)).toEqual({ c: 'ok' });
  });
});

describe('messagesPath', () => {
  it('puts the version before the locale', () => {
    expect(messagesPath('abc123', 'fr')).toBe('/i18n/abc123/fr/messages.json');
  });
});
