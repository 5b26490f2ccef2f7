// Server-side pricing of the cart (API.md "Pricing"): every line is recomputed from the database;
// prices and quantities sent by the client are ignored.
import type { Knex } from 'knex';
import { ApiError, invalid } from '../../shared/http';
import { bool, json, num, numOrNull, toDay, toIso } from './db';
import { isAdmitted } from './queue';
import type { SessionRow } from './queue';
import { findByKey } from './slots';
import type { Slot } from './slots';

export const ITEM_TYPES = [
  'carte',
  'carte_regalate',
  'abbonamenti_athena',
  'visite_guidate',
  'appuntamenti',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const MAX_UNITS = 50;

export type Names = { it: string; en: string; fr: string };

export interface CartItem {
  key: string;
  id: number | string;
  tipo: string;
  dettaglio?: unknown;
  email?: string | null;
  intestatario?: { first_name: string; last_name: string; data_di_nascita: string } | null;
  data?: string | null;
  tariffa?: string | null;
  accessorio?: string[];
  convenzione?: string | null;
  lingua?: string | null;
  sessione?: string | null;
  token?: string | null;
  quantita: number;
}

export interface LineError {
  code: string;
  message: string;
}

export interface PricedLine {
  index: number;
  item: CartItem;
  tipo: string;
  itemId: string;
  errore: LineError | null;
  prezzo: number;
  prezzo_gruppo: number;
  prezzo_combo: number | null;
  nome: Names | null;
  /** Resolved references used by the checkout. */
  ref: {
    productKind?: string;
    importo?: number | null;
    durataGiorni?: number | null;
    slot?: Slot;
    session?: SessionRow;
    hasStock?: boolean;
  };
}

export interface Promo {
  id: number;
  codice: string;
  sconto_percentuale: number | null;
  sconto_centesimi: number | null;
}

export interface PricingResult {
  lines: PricedLine[];
  totale: number;
  totale_scontato: number;
  sconto_promo: number;
  combo: boolean;
  promo: Promo | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const lineErr = (code: string, message: string): LineError => ({ code, message });
const norm = (tipo: string): string => (tipo === 'carte_regalate' ? 'carte' : tipo);

function optString(
  item: Record<string, unknown>,
  field: string,
  index: number,
  max = 200,
): string | null {
  const v = item[field];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && (field === 'data' || field === 'tariffa')) return String(v);
  if (typeof v !== 'string' || v.length > max)
    throw invalid(`prodotti[${index}].${field}`, `${field} must be a string.`);
  return v;
}

/** Validates the shape of the cart items; semantic problems become line errors later. */
export function parseItems(raw: unknown, { grouped }: { grouped: boolean }): CartItem[] {
  if (!Array.isArray(raw)) throw invalid('prodotti', 'prodotti must be an array of cart items.');
  let units = 0;
  const items = raw.map((value, index): CartItem => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw invalid(`prodotti[${index}]`, 'Every cart item must be an object.');
    }
    const item = value as Record<string, unknown>;
    const id = item['id'];
    if (!(typeof id === 'number' || typeof id === 'string'))
      throw invalid(`prodotti[${index}].id`, 'id is required (number or numeric string).');
    if (typeof item['tipo'] !== 'string')
      throw invalid(`prodotti[${index}].tipo`, 'tipo is required (string).');
    const key = item['key'] === undefined || item['key'] === null ? String(index) : item['key'];
    if (typeof key !== 'string' && typeof key !== 'number')
      throw invalid(`prodotti[${index}].key`, 'key must be a string.');
    let quantita = 1;
    if (grouped && item['quantita'] !== undefined && item['quantita'] !== null) {
      quantita = Number(item['quantita']);
      if (
        typeof item['quantita'] !== 'number' ||
        !Number.isInteger(quantita) ||
        quantita < 1 ||
        quantita > 20
      ) {
        throw invalid(`prodotti[${index}].quantita`, 'quantita must be an integer from 1 to 20.');
      }
    }
    units += quantita;
    const acc = item['accessorio'];
    let accessorio: string[] = [];
    if (acc !== undefined && acc !== null) {
      if (!Array.isArray(acc) || acc.some((a) => typeof a !== 'string' && typeof a !== 'number')) {
        throw invalid(
          `prodotti[${index}].accessorio`,
          'accessorio must be a list of accessory codes.',
        );
      }
      accessorio = acc.map(String);
    }
    const holder = item['intestatario'];
    let intestatario: CartItem['intestatario'] = null;
    if (holder !== undefined && holder !== null) {
      if (typeof holder !== 'object' || Array.isArray(holder))
        throw invalid(`prodotti[${index}].intestatario`, 'intestatario must be an object.');
      const h = holder as Record<string, unknown>;
      for (const f of ['first_name', 'last_name', 'data_di_nascita']) {
        if (h[f] !== undefined && h[f] !== null && typeof h[f] !== 'string') {
          throw invalid(`prodotti[${index}].intestatario.${f}`, `${f} must be a string.`);
        }
      }
      intestatario = {
        first_name: String(h['first_name'] ?? ''),
        last_name: String(h['last_name'] ?? ''),
        data_di_nascita: String(h['data_di_nascita'] ?? ''),
      };
    }
    return {
      key: String(key),
      id,
      tipo: item['tipo'],
      dettaglio: item['dettaglio'],
      email: optString(item, 'email', index, 254),
      intestatario,
      data: optString(item, 'data', index, 32),
      tariffa: optString(item, 'tariffa', index, 64),
      accessorio,
      convenzione: optString(item, 'convenzione', index, 64),
      lingua: optString(item, 'lingua', index, 8),
      sessione: optString(item, 'sessione', index, 128),
      token: optString(item, 'token', index, 2000),
      quantita,
    };
  });
  if (units > MAX_UNITS)
    throw new ApiError(422, 'CART_TOO_LARGE', `A cart holds at most ${MAX_UNITS} units.`, {
      field: 'prodotti',
    });
  return items;
}

export function parseCode(raw: unknown, field = 'codice'): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'object' && !Array.isArray(raw) && raw !== null && 'codice' in raw)
    return parseCode((raw as { codice: unknown }).codice, field);
  if (typeof raw !== 'string' || raw.length > 64)
    throw invalid(field, `${field} must be a string or null.`);
  const code = raw.trim().toUpperCase();
  return code === '' ? null : code;
}

type Row = Record<string, unknown>;

export async function names(db: Knex, id: string | number, fallback: string): Promise<Names> {
  const out: Names = { it: fallback, en: fallback, fr: fallback };
  try {
    const rows = (await db('contenuti_translations')
      .where({ contenuti_id: id })
      .select('languages_code', 'titolo')) as Row[];
    for (const r of rows) {
      const code = String(r['languages_code']) as keyof Names;
      if (code in out && r['titolo']) out[code] = String(r['titolo']);
    }
    if (!rows.find((r) => r['languages_code'] === 'it')) {
      const first = rows.find((r) => r['titolo']);
      if (first)
        for (const k of ['it', 'en', 'fr'] as const)
          if (out[k] === fallback) out[k] = String(first['titolo']);
    }
  } catch {
    // collections without translations keep the fallback name
  }
  return out;
}

const published = (row: Row | undefined): boolean =>
  !!row && (row['status'] === undefined || row['status'] === 'published');

interface Rate {
  codice: string;
  prezzo: number;
  prezzo_gruppo: number | null;
  soglia_gruppo: number | null;
  predefinita: boolean;
  nome: unknown;
  item_id: string | null;
}

export class Pricing {
  constructor(
    private readonly db: Knex,
    private readonly groupThreshold: number,
  ) {}

  async rates(tipo: string, id: string): Promise<Rate[]> {
    const rows = (await this.db('tariffe')
      .where({ genere: 'tariffa', tipo: norm(tipo), attiva: true })
      .andWhere((q) => q.where({ item_id: id }).orWhereNull('item_id'))
      .orderBy([{ column: 'sort' }, { column: 'id' }])
      .select('*')) as Row[];
    return rows.map((r) => ({
      codice: String(r['codice']),
      prezzo: num(r['prezzo']),
      prezzo_gruppo: numOrNull(r['prezzo_gruppo']),
      soglia_gruppo: numOrNull(r['soglia_gruppo']),
      predefinita: bool(r['predefinita']),
      nome: json(r['nome'], null),
      item_id: r['item_id'] === null || r['item_id'] === undefined ? null : String(r['item_id']),
    }));
  }

  async price(items: CartItem[], code: string | null, now = Date.now()): Promise<PricingResult> {
    const db = this.db;
    const today = new Date(now).toISOString().slice(0, 10);
    const lines: PricedLine[] = [];
    // base prices before combo/group: [listBase, groupPrice, threshold, groupKey]
    const meta: Array<{
      base: number;
      groupPrice: number | null;
      threshold: number | null;
      groupKey: string;
      accessories: number;
      agreement: Row | null;
    }> = [];
    const cache = new Map<string, Row | undefined>();
    const load = async (tipo: string, id: string): Promise<Row | undefined> => {
      const k = `${tipo}:${id}`;
      if (!cache.has(k))
        cache.set(k, (await db('contenuti').where({ id, tipo }).first()) as Row | undefined);
      return cache.get(k);
    };

    for (const [index, item] of items.entries()) {
      const itemId = String(item.id);
      const line: PricedLine = {
        index,
        item,
        tipo: item.tipo,
        itemId,
        errore: null,
        prezzo: 0,
        prezzo_gruppo: 0,
        prezzo_combo: null,
        nome: null,
        ref: {},
      };
      const m = {
        base: 0,
        groupPrice: null as number | null,
        threshold: null as number | null,
        groupKey: '',
        accessories: 0,
        agreement: null as Row | null,
      };
      lines.push(line);
      meta.push(m);
      const fail = (code: string, message: string) => {
        line.errore = lineErr(code, message);
      };
      if (!(ITEM_TYPES as readonly string[]).includes(item.tipo)) {
        fail('UNKNOWN_TYPE', `Unknown item type "${item.tipo}".`);
        continue;
      }
      if (!/^\d{1,12}$/.test(itemId)) {
        fail('PRODUCT_NOT_FOUND', 'Unknown product.');
        continue;
      }
      let productPrice: number | null;
      let productGroup: number | null = null;
      let productThreshold: number | null = null;

      if (
        item.tipo === 'carte' ||
        item.tipo === 'carte_regalate' ||
        item.tipo === 'abbonamenti_athena'
      ) {
        const p = await load('prodotti', itemId);
        const kind = String(p?.['tipo_prodotto'] ?? '');
        const kindOk =
          item.tipo === 'abbonamenti_athena'
            ? kind === 'abbonamenti_athena'
            : kind === 'carte' || kind === 'carte_regalate';
        const sale = p;
        if (
          !published(p) ||
          !kindOk ||
          p?.['prezzo'] === null ||
          p?.['prezzo'] === undefined ||
          (sale &&
            sale['in_vendita'] !== undefined &&
            sale['in_vendita'] !== null &&
            !bool(sale['in_vendita']))
        ) {
          fail('PRODUCT_NOT_FOUND', 'This product is not on sale.');
          continue;
        }
        productPrice = num(p?.['prezzo']);
        productGroup = numOrNull(p?.['prezzo_gruppo']);
        productThreshold =
          numOrNull(sale?.['soglia_gruppo']) ??
          (productGroup !== null ? this.groupThreshold : null);
        line.ref.productKind = String(sale?.['tipo_carta'] ?? 'altro');
        line.ref.importo = numOrNull(sale?.['importo']);
        line.ref.durataGiorni = numOrNull(sale?.['durata_giorni']);
        line.ref.hasStock = sale ? numOrNull(sale['stock']) !== null : false;
        if (
          sale &&
          numOrNull(sale['stock']) !== null &&
          num(sale['venduti']) >= num(sale['stock'])
        ) {
          fail('SOLD_OUT', 'This product is sold out.');
          continue;
        }
        line.nome = await names(db, itemId, `#${itemId}`);
        if (item.tipo === 'carte_regalate' && (!item.email || !EMAIL.test(item.email))) {
          fail('EMAIL_REQUIRED', 'A gift card needs the recipient email.');
          continue;
        }
        if (item.tipo === 'abbonamenti_athena') {
          const h = item.intestatario;
          const birth =
            h && DAY.test(h.data_di_nascita) ? Date.parse(`${h.data_di_nascita}T00:00:00Z`) : NaN;
          if (
            !h ||
            !h.first_name.trim() ||
            !h.last_name.trim() ||
            Number.isNaN(birth) ||
            birth >= now
          ) {
            fail(
              'HOLDER_REQUIRED',
              'A pass needs the holder first name, last name and birth date (yyyy-MM-dd).',
            );
            continue;
          }
        }
      } else if (item.tipo === 'visite_guidate') {
        const v = await load('visite_guidate', itemId);
        if (!published(v)) {
          fail('PRODUCT_NOT_FOUND', 'This guided tour is not on sale.');
          continue;
        }
        line.nome = await names(db, itemId, `#${itemId}`);
        productPrice = numOrNull(v?.['prezzo']);
        productGroup = numOrNull(v?.['prezzo_gruppo']);
        productThreshold = productGroup !== null ? this.groupThreshold : null;
        if (!item.data) {
          fail('DATE_REQUIRED', 'Choose a date.');
          continue;
        }
        const turno = /^\d{12}$/.test(item.data)
          ? (await findByKey(db, 'visite_guidate', item.data, Number(itemId)))[0]
          : undefined;
        if (!turno) {
          fail('DATE_NOT_FOUND', 'This date is not available.');
          continue;
        }
        if (turno.startMs <= now || turno.stato !== 'aperto') {
          fail('DATE_PAST', 'This date is past or closed.');
          continue;
        }
        if (item.lingua && turno.lingua && turno.lingua !== item.lingua) {
          fail('LANGUAGE_NOT_AVAILABLE', 'This language is not offered on this date.');
          continue;
        }
        line.ref.slot = turno;
        if (turno.prenotati >= turno.capacita) {
          fail('SOLD_OUT', 'No places left on this date.');
          continue;
        }
      } else {
        const a = await load('appuntamenti', itemId);
        if (!published(a)) {
          fail('PRODUCT_NOT_FOUND', 'This appointment is not on sale.');
          continue;
        }
        line.nome = await names(db, itemId, `#${itemId}`);
        productPrice = numOrNull(a?.['prezzo']) ?? 0;
        if (!item.data || !/^\d{12}$/.test(item.data)) {
          fail('DATE_REQUIRED', 'Choose a date (yyyyMMddHHmm).');
          continue;
        }
        const slot = (await findByKey(db, 'appuntamenti', item.data, Number(itemId)))[0];
        if (!slot) {
          fail('DATE_NOT_FOUND', 'This date is not available.');
          continue;
        }
        if (slot.startMs <= now) {
          fail('DATE_PAST', 'This date is past.');
          continue;
        }
        if (item.lingua && slot.lingua && slot.lingua !== item.lingua) {
          fail('LANGUAGE_NOT_AVAILABLE', 'This language is not offered on this date.');
          continue;
        }
        line.ref.slot = slot;
        if (!item.sessione) {
          fail('SESSION_REQUIRED', 'An appointment needs a queue session.');
          continue;
        }
        const s = (await db('sessioni_coda').where({ session_id: item.sessione }).first()) as
          SessionRow | undefined;
        const admitted = s ? isAdmitted(s) : false;
        const usable =
          !!s &&
          num(s.slot) === slot.id &&
          num(s.scadenza) > now &&
          ((s.status === 'active' && admitted) || (s.status === 'converted' && s.ordine === null));
        if (!usable) {
          fail(
            'SESSION_INVALID',
            'The queue session is not admitted for this slot (waiting, expired or unknown).',
          );
          continue;
        }
        line.ref.session = s;
      }

      // rate
      const rates = await this.rates(item.tipo, itemId);
      let rate: Rate | undefined;
      if (item.tariffa) {
        rate =
          rates.find((r) => r.codice === item.tariffa && r.item_id !== null) ??
          rates.find((r) => r.codice === item.tariffa);
        if (!rate) {
          fail('RATE_NOT_FOUND', `Unknown rate "${item.tariffa}".`);
          continue;
        }
      } else if (rates.length > 0 && productPrice === null) {
        rate = rates.find((r) => r.predefinita) ?? rates[0];
      } else if (rates.length > 0) {
        rate =
          rates.find((r) => r.predefinita && r.item_id !== null) ??
          rates.find((r) => r.predefinita);
      }
      if (rate) {
        m.base = rate.prezzo;
        m.groupPrice = rate.prezzo_gruppo;
        m.threshold =
          rate.soglia_gruppo ?? (rate.prezzo_gruppo !== null ? this.groupThreshold : null);
      } else if (productPrice !== null) {
        m.base = productPrice;
        m.groupPrice = productGroup;
        m.threshold = productThreshold;
      } else {
        fail('PRODUCT_NOT_FOUND', 'This product has no price.');
        continue;
      }
      m.groupKey = `${norm(item.tipo)}:${itemId}:${rate?.codice ?? ''}`;

      // accessories
      const codes = item.accessorio ?? [];
      if (codes.length > 0) {
        const accs = (await db('tariffe')
          .where({ genere: 'accessorio', tipo: norm(item.tipo), attiva: true })
          .whereIn('codice', codes)
          .andWhere((q) => q.where({ item_id: itemId }).orWhereNull('item_id'))
          .select('codice', 'prezzo')) as Row[];
        const byCode = new Map(accs.map((a) => [String(a['codice']), num(a['prezzo'])]));
        const missing = codes.find((c) => !byCode.has(c));
        if (missing !== undefined) {
          fail('ACCESSORY_NOT_FOUND', `Unknown accessory "${missing}".`);
          continue;
        }
        m.accessories = codes.reduce((sum, c) => sum + (byCode.get(c) ?? 0), 0);
      }

      // agreement
      if (item.convenzione) {
        const conv = (await db('convenzioni')
          .whereRaw('upper(codice) = ?', [item.convenzione.toUpperCase()])
          .first()) as Row | undefined;
        const tipi = json<string[]>(conv?.['tipi'], []);
        const from = toDay(conv?.['valido_dal']);
        const to = toDay(conv?.['valido_al']);
        if (
          !conv ||
          !bool(conv['attiva']) ||
          (tipi.length > 0 && !tipi.includes(norm(item.tipo)) && !tipi.includes(item.tipo)) ||
          (from && today < from) ||
          (to && today > to)
        ) {
          fail(
            'AGREEMENT_NOT_FOUND',
            `Agreement "${item.convenzione}" is not valid for this item.`,
          );
          continue;
        }
        m.agreement = conv;
      }
      line.prezzo = m.base + m.accessories;
    }

    // combos
    const inCombo = new Set<number>();
    let anyCombo = false;
    const combos = (await db('combo').where({ attivo: true }).select('*')) as Row[];
    for (const combo of combos) {
      const elementi = json<Array<{ tipo: string; id: number | string; prezzo_combo: number }>>(
        combo['elementi'],
        [],
      );
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
          const line = lines[idx] as PricedLine;
          line.prezzo_combo = num(el.prezzo_combo);
          (meta[idx] as { base: number }).base = num(el.prezzo_combo);
          anyCombo = true;
        }
      });
    }

    // group prices
    const groupCounts = new Map<string, number>();
    for (const l of lines)
      if (!l.errore && !inCombo.has(l.index))
        groupCounts.set(
          meta[l.index]!.groupKey,
          (groupCounts.get(meta[l.index]!.groupKey) ?? 0) + 1,
        );
    for (const l of lines) {
      if (l.errore) continue;
      const m = meta[l.index]!;
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

    // promo code
    let promo: Promo | null = null;
    let sconto = 0;
    if (code) {
      const p = (await db('codici_promo').whereRaw('upper(codice) = ?', [code]).first()) as
        Row | undefined;
      if (!p)
        throw new ApiError(422, 'PROMO_NOT_FOUND', 'Promo code not found.', { field: 'codice' });
      const fromIso = toIso(p['valid_from']);
      const toIsoValue = toIso(p['valid_to']);
      const fromTs = fromIso ? Date.parse(fromIso) : null;
      const toTs = toIsoValue ? Date.parse(toIsoValue) : null;
      if (!bool(p['attivo']) || (fromTs !== null && !Number.isNaN(fromTs) && now < fromTs)) {
        throw new ApiError(422, 'PROMO_NOT_ACTIVE', 'This promo code is not active yet.', {
          field: 'codice',
        });
      }
      if (toTs !== null && !Number.isNaN(toTs) && now > toTs)
        throw new ApiError(422, 'PROMO_EXPIRED', 'This promo code has expired.', {
          field: 'codice',
        });
      const max = numOrNull(p['max_usi']);
      if (max !== null && num(p['usi']) >= max)
        throw new ApiError(422, 'PROMO_EXHAUSTED', 'This promo code has been used up.', {
          field: 'codice',
        });
      const tipi = json<string[]>(p['tipi'], []);
      const eligible = lines.filter(
        (l) =>
          !l.errore && (tipi.length === 0 || tipi.includes(l.tipo) || tipi.includes(norm(l.tipo))),
      );
      if (eligible.length === 0)
        throw new ApiError(
          422,
          'PROMO_NOT_APPLICABLE',
          'This promo code does not apply to these items.',
          { field: 'codice' },
        );
      const subtotal = eligible.reduce((s, l) => s + l.prezzo_gruppo, 0);
      const minimo = num(p['minimo_ordine']);
      if (subtotal < minimo) {
        throw new ApiError(
          422,
          'PROMO_MINIMUM_NOT_REACHED',
          `This promo code needs an order of at least ${minimo} cents.`,
          { field: 'codice', minimo_ordine: minimo },
        );
      }
      promo = {
        id: num(p['id']),
        codice: String(p['codice']),
        sconto_percentuale: numOrNull(p['sconto_percentuale']),
        sconto_centesimi: numOrNull(p['sconto_centesimi']),
      };
      if (promo.sconto_percentuale !== null) {
        for (const l of eligible) {
          const off = Math.floor((l.prezzo_gruppo * promo.sconto_percentuale) / 100);
          l.prezzo_gruppo -= off;
          sconto += off;
        }
      }
      if (promo.sconto_centesimi !== null && subtotal > 0) {
        const total = Math.min(
          promo.sconto_centesimi,
          eligible.reduce((s, l) => s + l.prezzo_gruppo, 0),
        );
        const basis = eligible.reduce((s, l) => s + l.prezzo_gruppo, 0);
        const shares = eligible.map((l) =>
          basis > 0 ? Math.floor((total * l.prezzo_gruppo) / basis) : 0,
        );
        let rest = total - shares.reduce((a, b) => a + b, 0);
        eligible.forEach((l, i) => {
          let off = shares[i] ?? 0;
          if (rest > 0 && l.prezzo_gruppo - off > 0) {
            const extra = Math.min(rest, l.prezzo_gruppo - off);
            off += extra;
            rest -= extra;
          }
          l.prezzo_gruppo -= off;
          sconto += off;
        });
      }
    }

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
      combo: anyCombo,
      promo,
    };
  }
}

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
