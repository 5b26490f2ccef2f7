// Third step of the pricing: combos. Each active combo takes as many complete sets of its elements
// as the cart holds (lines not already in a combo); their lines get the combo price as base price.
import type { Knex } from 'knex';
import { json, num } from '../db';
import { norm } from './types';
import type { LineMeta, PricedLine } from './types';

type Row = Record<string, unknown>;
type Element = { tipo: string; id: number | string; prezzo_combo: number };

/** Applies the combos; returns the indexes of the lines taken by one. */
export async function applyCombos(
  db: Knex,
  lines: PricedLine[],
  meta: LineMeta[],
): Promise<Set<number>> {
  const inCombo = new Set<number>();
  const combos = (await db('combo').where({ attivo: true }).select('*')) as Row[];
  for (const combo of combos) {
    const elementi = json<Element[]>(combo['elementi'], []);
    if (elementi.length < 2) continue;
    const pools = elementi.map((el) =>
      lines
        .filter(
          (l) =>
            !l.errore &&
            !inCombo.has(l.index) &&
            norm(l.tipo) === norm(el.tipo) &&
            l.itemId === String(el.id),
        )
        .map((l) => l.index),
    );
    const sets = Math.min(...pools.map((p) => p.length));
    if (sets <= 0) continue;
    elementi.forEach((el, e) => {
      for (const idx of (pools[e] ?? []).slice(0, sets)) {
        inCombo.add(idx);
        (lines[idx] as PricedLine).prezzo_combo = num(el.prezzo_combo);
        (meta[idx] as LineMeta).base = num(el.prezzo_combo);
      }
    });
  }
  return inCombo;
}
