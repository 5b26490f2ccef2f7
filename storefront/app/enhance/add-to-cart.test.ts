import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCountOf } from './cart-count';
import { ADD_TO_CART, enhanceAddToCart, linesOf, withLines } from './add-to-cart';

const line = { id: 7, tipo: 'carte' as const, dettaglio: 'Armonia', prezzo: 4000, quantita: 1 };

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('withLines', () => {
  it('appends the lines, each with a key, to the stored cart and keeps its promo code', () => {
    const stored = JSON.stringify({
      state: { items: [{ ...line, key: 'a', id: 5 }], codicePromo: { codice: 'X' } },
      version: 1,
    });
    const next = JSON.parse(withLines(stored, [line], () => 'b')) as {
      state: { items: Array<{ key: string; id: number }>; codicePromo: unknown };
      version: number;
    };
    expect(next.version).toBe(1);
    expect(next.state.items.map((item) => [item.key, item.id])).toEqual([
      ['a', 5],
      ['b', 7],
    ]);
    expect(next.state.codicePromo).toEqual({ codice: 'X' });
  });

  it('starts an empty cart from anything it cannot read, and the header counts what it added', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.integer({ min: 1, max: 5 }),
        (stored, n) => {
          let current: string | null;
          try {
            const parsed = JSON.parse(stored ?? '') as { state?: { items?: unknown } } | null;
            current = Array.isArray(parsed?.state?.items) ? stored : null;
          } catch {
            current = null;
          }
          const before = cartCountOf(current);
          const next = withLines(
            stored,
            Array.from({ length: n }, () => line),
          );
          expect(cartCountOf(next)).toBe(before + n);
        },
      ),
    );
  });
});

describe('linesOf', () => {
  it('reads a list of lines and refuses anything else', () => {
    expect(linesOf(JSON.stringify([line]))).toEqual([line]);
    for (const raw of [null, '', 'x', '{}', '[1]', JSON.stringify([{ ...line, prezzo: '40' }])])
      expect(linesOf(raw)).toEqual([]);
  });
});

describe('enhanceAddToCart', () => {
  it('stores the form’s lines and goes to its address instead of sending it', () => {
    document.body.innerHTML = `<form method="get" action="/it/carrello" ${ADD_TO_CART}='${JSON.stringify([line])}'><button>Add</button></form>`;
    const go = vi.fn();
    enhanceAddToCart(document, go);
    const form = document.querySelector('form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(go).toHaveBeenCalledWith(`${location.origin}/it/carrello`);
    expect(cartCountOf(localStorage.getItem('cart'))).toBe(1);
  });

  it('leaves other forms alone', () => {
    document.body.innerHTML = `<form method="post" action="/it/x"><button>Send</button></form>`;
    const go = vi.fn();
    enhanceAddToCart(document, go);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});
