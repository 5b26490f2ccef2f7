// Server-side pricing of the cart (API.md "Pricing"): every line is recomputed from the database;
// prices and quantities sent by the client are ignored. One pipeline of steps: the product and its
// own price (products.ts), rate, accessories and agreement (rates.ts), combos (combos.ts), group
// prices with the agreement's discount (group.ts), then the promo code (promo.ts).
import type { Knex } from 'knex';
import { applyCombos } from './combos';
import { applyGroupPrices } from './group';
import { resolveProduct } from './products';
import type { ProductStep } from './products';
import { applyPromo } from './promo';
import { applyAccessories, applyAgreement, applyRate, ratesOf } from './rates';
import { ITEM_TYPES, lineErr } from './types';
import type { CartItem, LineMeta, PricedLine, PricingResult, Promo, Rate } from './types';

export * from './types';
export { names } from './names';
export { parseCode, parseItems } from './parse';

type Row = Record<string, unknown>;

const newLine = (item: CartItem, index: number): PricedLine => ({
  index,
  item,
  tipo: item.tipo,
  itemId: String(item.id),
  errore: null,
  prezzo: 0,
  prezzo_gruppo: 0,
  prezzo_combo: null,
  nome: null,
  ref: {},
});

const newMeta = (): LineMeta => ({
  base: 0,
  groupPrice: null,
  threshold: null,
  groupKey: '',
  accessories: 0,
  agreement: null,
});

export class Pricing {
  constructor(
    private readonly db: Knex,
    private readonly groupThreshold: number,
  ) {}

  rates(tipo: string, id: string): Promise<Rate[]> {
    return ratesOf(this.db, tipo, id);
  }

  async price(items: CartItem[], code: string | null, now = Date.now()): Promise<PricingResult> {
    const today = new Date(now).toISOString().slice(0, 10);
    const lines = items.map(newLine);
    const meta = items.map(newMeta);
    const step = this.productStep(now);
    for (const line of lines) await this.priceLine(step, today, line, meta[line.index] as LineMeta);
    const inCombo = await applyCombos(this.db, lines, meta);
    applyGroupPrices(lines, meta, inCombo);
    let promo: Promo | null = null;
    let sconto = 0;
    if (code) ({ promo, sconto } = await applyPromo(this.db, code, lines, now));
    for (const l of lines) {
      if (l.errore) {
        l.prezzo = 0;
        l.prezzo_gruppo = 0;
        l.prezzo_combo = null;
      }
    }
    const ok = lines.filter((l) => !l.errore);
    return {
      lines,
      totale: ok.reduce((s, l) => s + l.prezzo, 0),
      totale_scontato: ok.reduce((s, l) => s + l.prezzo_gruppo, 0),
      sconto_promo: sconto,
      combo: inCombo.size > 0,
      promo,
    };
  }

  /** The product step's context, with the products read once per pricing. */
  private productStep(now: number): ProductStep {
    const db = this.db;
    const cache = new Map<string, Row | undefined>();
    const load = async (tipo: string, id: string): Promise<Row | undefined> => {
      const k = `${tipo}:${id}`;
      if (!cache.has(k))
        cache.set(k, (await db('contenuti').where({ id, tipo }).first()) as Row | undefined);
      return cache.get(k);
    };
    return { db, now, groupThreshold: this.groupThreshold, load };
  }

  /** The per-line steps; a step that sets the line's error ends the line. */
  private async priceLine(
    step: ProductStep,
    today: string,
    line: PricedLine,
    m: LineMeta,
  ): Promise<void> {
    if (!(ITEM_TYPES as readonly string[]).includes(line.tipo)) {
      line.errore = lineErr('UNKNOWN_TYPE', `Unknown item type "${line.tipo}".`);
      return;
    }
    if (!/^\d{1,12}$/.test(line.itemId)) {
      line.errore = lineErr('PRODUCT_NOT_FOUND', 'Unknown product.');
      return;
    }
    const product = await resolveProduct(step, line);
    if (!product) return;
    if (!(await applyRate(this.db, this.groupThreshold, line, product, m))) return;
    if (!(await applyAccessories(this.db, line, m))) return;
    if (!(await applyAgreement(this.db, today, line, m))) return;
    line.prezzo = m.base + m.accessories;
  }
}

/** A priced line as answered to the client (cart pricing and summary). */
export function pricedItem(line: PricedLine): Record<string, unknown> {
  const { item } = line;
  const out: Record<string, unknown> = {
    key: item.key,
    id: item.id,
    tipo: item.tipo,
    dettaglio: item.dettaglio ?? null,
    prezzo: line.prezzo,
    prezzo_gruppo: line.prezzo_gruppo,
    prezzo_combo: line.prezzo_combo,
    email: item.email ?? null,
    intestatario: item.intestatario ?? null,
    data: item.data ?? null,
    tariffa: item.tariffa ?? null,
    accessorio: item.accessorio ?? [],
    convenzione: item.convenzione ?? null,
    lingua: item.lingua ?? null,
    sessione: item.sessione ?? null,
    token: item.token ?? null,
    quantita: 1,
  };
  if (line.errore) out['errore'] = line.errore;
  return out;
}
