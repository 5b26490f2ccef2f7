import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart';
import { groupForCheckout, orderLines, pricingPayload } from './checkout';

let next = 0;
function item(partial: Partial<CartItem> & Pick<CartItem, 'id' | 'tipo'>): CartItem {
  next += 1;
  return { key: `k${next}`, dettaglio: 'x', prezzo: 1000, quantita: 1, ...partial };
}

describe('checkout grouping', () => {
  it('groups gift cards by recipient email', () => {
    const groups = groupForCheckout([
      item({ id: 1, tipo: 'carte_regalate', email: 'a@example.org' }),
      item({ id: 1, tipo: 'carte_regalate', email: 'A@example.org ' }),
      item({ id: 1, tipo: 'carte_regalate', email: 'b@example.org' }),
    ]);
    expect(groups.map((group) => group.quantita)).toEqual([2, 1]);
  });

  it('groups passes by holder name, birth date and agreement', () => {
    const holder = { first_name: 'Anna', last_name: 'Rossi', data_di_nascita: '1990-04-01' };
    const groups = groupForCheckout([
      item({ id: 5, tipo: 'abbonamenti_athena', intestatario: holder }),
      item({ id: 5, tipo: 'abbonamenti_athena', intestatario: { ...holder } }),
      item({
        id: 5,
        tipo: 'abbonamenti_athena',
        intestatario: { ...holder, data_di_nascita: '1991-04-01' },
      }),
      item({ id: 5, tipo: 'abbonamenti_athena', intestatario: holder, convenzione: 'CRAL' }),
    ]);
    expect(groups.map((group) => group.quantita)).toEqual([2, 1, 1]);
  });

  it('groups guided tours by date, rate, accessories, agreement and language', () => {
    const base = {
      id: 3,
      tipo: 'visite_guidate' as const,
      data: '202612051030',
      tariffa: 'intero',
      lingua: 'it',
    };
    const groups = groupForCheckout([
      item({ ...base, accessorio: ['audio', 'mappa'] }),
      item({ ...base, accessorio: ['mappa', 'audio'] }),
      item({ ...base, accessorio: ['audio'] }),
      item({ ...base, tariffa: 'ridotto' }),
      item({ ...base, lingua: 'en' }),
      item({ ...base, data: '202612061030' }),
      item({ ...base, convenzione: 'SOCI' }),
    ]);
    expect(groups.map((group) => group.quantita)).toEqual([2, 1, 1, 1, 1, 1]);
  });

  it('groups appointments by date, rate, language and session', () => {
    const base = {
      id: 4,
      tipo: 'appuntamenti' as const,
      data: '202612051030',
      tariffa: null,
      lingua: 'it',
      sessione: 's1',
    };
    const groups = groupForCheckout([
      item(base),
      item(base),
      item({ ...base, sessione: 's2' }),
      item({ ...base, lingua: 'fr' }),
    ]);
    expect(groups.map((group) => [group.quantita, group.keys.length])).toEqual([
      [2, 2],
      [1, 1],
      [1, 1],
    ]);
  });

  it('builds order lines with quantities and pricing payloads with quantity 1', () => {
    const items = [
      item({ id: 1, tipo: 'carte' }),
      item({ id: 1, tipo: 'carte' }),
      item({ id: 2, tipo: 'carte', quantita: 3 }),
    ];
    expect(orderLines(items).map((line) => [line.id, line.quantita])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(pricingPayload(items).map((line) => line.quantita)).toEqual([1, 1, 1]);
  });
});
