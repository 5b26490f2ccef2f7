// First step of the pricing: the line's product, checked as sold today (published, on sale, in
// stock, a future open date, an admitted queue session), and its own price and group price.
// A product that cannot be sold sets the line's error and yields null.
import type { Knex } from 'knex';
import { bool, num, numOrNull } from '../db';
import { findByKey } from '../catalog/slots';
import { isAdmitted } from '../queue/rules';
import type { SessionRow } from '../queue/rules';
import { names } from './names';
import { lineErr } from './types';
import type { PricedLine } from './types';

type Row = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The product's own price (null: only its rates give a price) and group price. */
export interface ProductPrice {
  price: number | null;
  group: number | null;
  threshold: number | null;
}

export interface ProductStep {
  db: Knex;
  now: number;
  groupThreshold: number;
  /** Reads a `contenuti` row of the type, once per pricing. */
  load: (tipo: string, id: string) => Promise<Row | undefined>;
}

const published = (row: Row | undefined): boolean =>
  !!row && (row['status'] === undefined || row['status'] === 'published');

const fail = (line: PricedLine, code: string, message: string): null => {
  line.errore = lineErr(code, message);
  return null;
};

export function resolveProduct(step: ProductStep, line: PricedLine): Promise<ProductPrice | null> {
  const tipo = line.item.tipo;
  if (tipo === 'carte' || tipo === 'carte_regalate' || tipo === 'abbonamenti_athena')
    return resolveCard(step, line);
  if (tipo === 'visite_guidate') return resolveTour(step, line);
  return resolveAppointment(step, line);
}

const onSale = (p: Row | undefined, kindOk: boolean): boolean =>
  published(p) &&
  kindOk &&
  p?.['prezzo'] !== null &&
  p?.['prezzo'] !== undefined &&
  !(p && p['in_vendita'] !== undefined && p['in_vendita'] !== null && !bool(p['in_vendita']));

/** A pass needs the holder's names and a past birth date. */
function holderValid(h: PricedLine['item']['intestatario'], now: number): boolean {
  const birth =
    h && DAY.test(h.data_di_nascita) ? Date.parse(`${h.data_di_nascita}T00:00:00Z`) : NaN;
  return (
    !!h && !!h.first_name.trim() && !!h.last_name.trim() && !Number.isNaN(birth) && birth < now
  );
}

/** Cards, gift cards and passes (`prodotti` rows). */
async function resolveCard(step: ProductStep, line: PricedLine): Promise<ProductPrice | null> {
  const { item, itemId } = line;
  const p = await step.load('prodotti', itemId);
  const kind = String(p?.['tipo_prodotto'] ?? '');
  const kindOk =
    item.tipo === 'abbonamenti_athena'
      ? kind === 'abbonamenti_athena'
      : kind === 'carte' || kind === 'carte_regalate';
  if (!onSale(p, kindOk)) return fail(line, 'PRODUCT_NOT_FOUND', 'This product is not on sale.');
  const group = numOrNull(p?.['prezzo_gruppo']);
  const price: ProductPrice = {
    price: num(p?.['prezzo']),
    group,
    threshold: numOrNull(p?.['soglia_gruppo']) ?? (group !== null ? step.groupThreshold : null),
  };
  line.ref.productKind = String(p?.['tipo_carta'] ?? 'altro');
  line.ref.importo = numOrNull(p?.['importo']);
  line.ref.durataGiorni = numOrNull(p?.['durata_giorni']);
  line.ref.hasStock = p ? numOrNull(p['stock']) !== null : false;
  if (p && numOrNull(p['stock']) !== null && num(p['venduti']) >= num(p['stock']))
    return fail(line, 'SOLD_OUT', 'This product is sold out.');
  line.nome = await names(step.db, itemId, `#${itemId}`);
  if (item.tipo === 'carte_regalate' && (!item.email || !EMAIL.test(item.email)))
    return fail(line, 'EMAIL_REQUIRED', 'A gift card needs the recipient email.');
  if (item.tipo === 'abbonamenti_athena' && !holderValid(item.intestatario, step.now))
    return fail(
      line,
      'HOLDER_REQUIRED',
      'A pass needs the holder first name, last name and birth date (yyyy-MM-dd).',
    );
  return price;
}

async function resolveTour(step: ProductStep, line: PricedLine): Promise<ProductPrice | null> {
  const { item, itemId } = line;
  const v = await step.load('visite_guidate', itemId);
  if (!published(v)) return fail(line, 'PRODUCT_NOT_FOUND', 'This guided tour is not on sale.');
  line.nome = await names(step.db, itemId, `#${itemId}`);
  const group = numOrNull(v?.['prezzo_gruppo']);
  const price: ProductPrice = {
    price: numOrNull(v?.['prezzo']),
    group,
    threshold: group !== null ? step.groupThreshold : null,
  };
  if (!item.data) return fail(line, 'DATE_REQUIRED', 'Choose a date.');
  const turno = /^\d{12}$/.test(item.data)
    ? (await findByKey(step.db, 'visite_guidate', item.data, Number(itemId)))[0]
    : undefined;
  if (!turno) return fail(line, 'DATE_NOT_FOUND', 'This date is not available.');
  if (turno.startMs <= step.now || turno.stato !== 'aperto')
    return fail(line, 'DATE_PAST', 'This date is past or closed.');
  if (item.lingua && turno.lingua && turno.lingua !== item.lingua)
    return fail(line, 'LANGUAGE_NOT_AVAILABLE', 'This language is not offered on this date.');
  line.ref.slot = turno;
  if (turno.prenotati >= turno.capacita)
    return fail(line, 'SOLD_OUT', 'No places left on this date.');
  return price;
}

async function resolveAppointment(
  step: ProductStep,
  line: PricedLine,
): Promise<ProductPrice | null> {
  const { item, itemId } = line;
  const a = await step.load('appuntamenti', itemId);
  if (!published(a)) return fail(line, 'PRODUCT_NOT_FOUND', 'This appointment is not on sale.');
  line.nome = await names(step.db, itemId, `#${itemId}`);
  const price: ProductPrice = {
    price: numOrNull(a?.['prezzo']) ?? 0,
    group: null,
    threshold: null,
  };
  if (!item.data || !/^\d{12}$/.test(item.data))
    return fail(line, 'DATE_REQUIRED', 'Choose a date (yyyyMMddHHmm).');
  const slot = (await findByKey(step.db, 'appuntamenti', item.data, Number(itemId)))[0];
  if (!slot) return fail(line, 'DATE_NOT_FOUND', 'This date is not available.');
  if (slot.startMs <= step.now) return fail(line, 'DATE_PAST', 'This date is past.');
  if (item.lingua && slot.lingua && slot.lingua !== item.lingua)
    return fail(line, 'LANGUAGE_NOT_AVAILABLE', 'This language is not offered on this date.');
  line.ref.slot = slot;
  if (!item.sessione)
    return fail(line, 'SESSION_REQUIRED', 'An appointment needs a queue session.');
  const s = (await step.db('sessioni_coda').where({ session_id: item.sessione }).first()) as
    SessionRow | undefined;
  if (!sessionUsable(s, slot.id, step.now))
    return fail(
      line,
      'SESSION_INVALID',
      'The queue session is not admitted for this slot (waiting, expired or unknown).',
    );
  line.ref.session = s;
  return price;
}

/** An admitted, unexpired session of this slot, or a converted one not yet ordered. */
function sessionUsable(s: SessionRow | undefined, slotId: number, now: number): s is SessionRow {
  const admitted = s ? isAdmitted(s) : false;
  return (
    !!s &&
    num(s.slot) === slotId &&
    num(s.scadenza) > now &&
    ((s.status === 'active' && admitted) || (s.status === 'converted' && s.ordine === null))
  );
}
