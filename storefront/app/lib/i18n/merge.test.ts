import { describe, expect, it } from 'vitest';
import { mergeMessages, messagesPath, pickMessages } from './merge';

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

describe('pickMessages', () => {
  const messages = {
    commerce: {
      titles: { cart: 'Cart', checkout: 'Checkout' },
      cart: { empty: 'Empty', total: 'Total' },
      queue: { wait: 'Wait' },
    },
    site: { name: 'City' },
  };

  it('keeps the texts and branches at the paths, in the same shape', () => {
    expect(pickMessages(messages, ['commerce.titles.cart', 'commerce.cart'])).toEqual({
      commerce: { titles: { cart: 'Cart' }, cart: { empty: 'Empty', total: 'Total' } },
    });
  });

  it('leaves out paths that are not there and joins paths of one branch', () => {
    expect(
      pickMessages(messages, ['commerce.nope', 'site.name.deeper', 'site', 'site.name']),
    ).toEqual({ site: { name: 'City' } });
    expect(pickMessages(messages, [])).toEqual({});
  });

  it('copies what it picks: the source stays as it was', () => {
    const picked = pickMessages(messages, ['commerce.cart']);
    (picked.commerce as Record<string, Record<string, string>>).cart!.empty = 'changed';
    expect(messages.commerce.cart.empty).toBe('Empty');
  });
});
