// Fourth step of the pricing: group prices and agreements. Lines outside combos with the same
// product and rate count together; at the threshold each takes the group price. The agreement's
// discount (percentage, then cents) applies after; accessories are added at full price.
import { numOrNull } from '../db';
import type { LineMeta, PricedLine } from './types';

export function applyGroupPrices(
  lines: PricedLine[],
  meta: LineMeta[],
  inCombo: Set<number>,
): void {
  const groupCounts = new Map<string, number>();
  for (const l of lines)
    if (!l.errore && !inCombo.has(l.index)) {
      const key = (meta[l.index] as LineMeta).groupKey;
      groupCounts.set(key, (groupCounts.get(key) ?? 0) + 1);
    }
  for (const l of lines) {
    if (l.errore) continue;
    const m = meta[l.index] as LineMeta;
    let base = m.base;
    if (
      !inCombo.has(l.index) &&
      m.groupPrice !== null &&
      m.threshold !== null &&
      (groupCounts.get(m.groupKey) ?? 0) >= m.threshold
    ) {
      base = m.groupPrice;
    }
    if (m.agreement) {
      const pct = numOrNull(m.agreement['sconto_percentuale']);
      const cents = numOrNull(m.agreement['sconto_centesimi']);
      if (pct !== null) base -= Math.floor((base * pct) / 100);
      if (cents !== null) base -= Math.min(base, cents);
    }
    l.prezzo_gruppo = Math.max(0, base) + m.accessories;
  }
}
