import { describe, expect, it } from 'vitest';
import {
  type CartItem,
  canRemoveOne,
  cartTotals,
  groupCart,
  isNumericDate,
  matchesAppointment,
  removeOneFromGroup,
} from './cart';

function item(partial: Partial<CartItem> & Pick<CartItem, 'key' | 'id' | 'tipo'>): CartItem {
  return { dettaglio: 'Prodotto', prezzo: 1000, quantita: 1, ...partial };
}

describe('cart view grouping', () => {
  it('groups by type and id and merges gift cards for others into gift cards', () => {
    const groups = groupCart([
      item({ key: 'a', id: 1, tipo: 'carte', prezzo: 2500 }),
      item({ key: 'b', id: 1, tipo: 'carte_regalate', prezzo: 2500, email: 'friend@example.org' }),
      item({ key: 'c', id: 2, tipo: 'carte', prezzo: 5000 }),
      item({ key: 'd', id: 1, tipo: 'visite_guidate', prezzo: 1200 }),
    ]);
    expect(groups.map((group) => [group.key, group.items.length])).toEqual([
      ['carte:1', 2],
      ['carte:2', 1],
      ['visite_guidate:1', 1],
    ]);
  });

  it('computes single price, total, discounted total and the combo flag', () => {
    const [tour, card] = groupCart([
      item({ key: 'a', id: 7, tipo: 'visite_guidate', prezzo: 1500, prezzo_gruppo: 1200 }),
      item({ key: 'b', id: 7, tipo: 'visite_guidate', prezzo: 1500, prezzo_gruppo: 1200 }),
      item({ key: 'c', id: 3, tipo: 'carte', prezzo: 3000, prezzo_combo: 2000 }),
    ]);
    expect(tour).toMatchObject({
      prezzoSingolo: 1500,
      totale: 3000,
      totaleScontato: 2400,
      combo: false,
    });
    expect(card).toMatchObject({
      prezzoSingolo: 3000,
      totale: 3000,
      totaleScontato: 2000,
      combo: true,
    });
    expect(cartTotals([...tour!.items, ...card!.items])).toEqual({
      totale: 6000,
      totaleScontato: 4400,
      sconto: 1600,
      count: 3,
      combo: true,
    });
  });
});

describe('removing one item of a group', () => {
  const items = [
    item({ key: 'a', id: 1, tipo: 'carte' }),
    item({ key: 'b', id: 1, tipo: 'carte_regalate', email: 'x@example.org' }),
    item({ key: 'c', id: 2, tipo: 'abbonamenti_athena' }),
  ];

  it('is allowed only when the group has more than one item', () => {
    const [gift, pass] = groupCart(items);
    expect(canRemoveOne(gift!)).toBe(true);
    expect(canRemoveOne(pass!)).toBe(false);
  });

  it('removes the last item of a larger group and leaves a single-item group alone', () => {
    expect(removeOneFromGroup(items, 'carte:1').map((i) => i.key)).toEqual(['a', 'c']);
    expect(removeOneFromGroup(items, 'abbonamenti_athena:2').map((i) => i.key)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('appointment items', () => {
  it('match the cart only when their date is numeric', () => {
    expect(isNumericDate('202612051030')).toBe(true);
    expect(isNumericDate(202612051030)).toBe(true);
    expect(isNumericDate('2026-12-05')).toBe(false);
    expect(isNumericDate(null)).toBe(false);
    const numeric = item({ key: 'a', id: 9, tipo: 'appuntamenti', data: '202612051030' });
    const textual = item({ key: 'b', id: 9, tipo: 'appuntamenti', data: '2026-12-05T10:30' });
    expect(matchesAppointment(numeric, 9, '202612051030')).toBe(true);
    expect(matchesAppointment(numeric, 9, 202612051030)).toBe(true);
    expect(matchesAppointment(textual, 9, '2026-12-05T10:30')).toBe(false);
    expect(matchesAppointment(numeric, 8, '202612051030')).toBe(false);
  });
});
