// Reading an order's tickets: the order's issued tickets with their signed QR payload, and the
// passes and loyalty cards it issued (they keep their own codes and are shown at a door too), for
// the order's owner, an administrator or the holder of the order's access token.
import type { Knex } from 'knex';
import { notFound } from '../../../shared/http';
import { json, keyToDate, num, numOrNull, toIso } from '../db';
import type { Viewer } from '../viewer';
import { groupCode } from './codes';
import { dayOf } from './days';
import { qrSvgDataUrl } from './qr';
import { signCode } from './sign';
import type { TicketKeys } from './sign';

type Row = Record<string, unknown>;
type Names = { it?: string; en?: string; fr?: string } | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Venue {
  nome: string | null;
  indirizzo: string | null;
  citta: string | null;
}

export interface TicketView {
  id: number;
  codice: string;
  /** the code in groups of four, as printed */
  codice_leggibile: string;
  tipo: string;
  item_id: string;
  nome: Names;
  /** slot key yyyyMMddHHmm (Europe/Rome) of a dated ticket */
  data: string | null;
  inizio: string | null;
  fine: string | null;
  valido_dal: string | null;
  valido_al: string | null;
  tariffa: string | null;
  tariffa_nome: Names;
  lingua: string | null;
  intestatario: { first_name: string; last_name: string } | null;
  stato: 'valid' | 'used' | 'voided';
  used_at: string | null;
  luogo: Venue | null;
  qr: string;
  qr_svg: string;
}

export interface CardView {
  tipo: 'abbonamenti_athena' | 'card_armonia';
  codice: string;
  nome: Names;
  valido_dal: string | null;
  valido_al: string | null;
  stato: 'valid' | 'voided';
  intestatario: { first_name: string; last_name: string } | null;
  qr: string;
  qr_svg: string;
}

export interface OrderTickets {
  ordine: { id: string; numero: string; status: string; locale: string; email: string | null };
  biglietti: TicketView[];
  tessere: CardView[];
}

/** The order if the viewer may read it (owner, administrator, access token), else 404. */
export async function orderFor(
  db: Knex,
  viewer: Viewer,
  id: string | undefined,
  token: unknown,
): Promise<Row> {
  if (!id || !UUID.test(id)) throw notFound('Order not found.');
  const o = (await db('ordini').where({ id: id.toLowerCase() }).first()) as Row | undefined;
  if (!o) throw notFound('Order not found.');
  const owner = viewer.user !== null && o['user'] === viewer.user;
  const byToken = typeof token === 'string' && token.length > 0 && o['access_token'] === token;
  if (!owner && !byToken && !viewer.admin) throw notFound('Order not found.');
  return o;
}

const venueOf = (r: Row | undefined): Venue | null =>
  r && (r['nome'] || r['indirizzo'])
    ? {
        nome: (r['nome'] as string | null) ?? null,
        indirizzo: (r['indirizzo'] as string | null) ?? null,
        citta: (r['citta'] as string | null) ?? null,
      }
    : null;

/** Venues of content items by id (their `luogo`). */
export async function venues(db: Knex, itemIds: string[]): Promise<Map<string, Venue>> {
  const ids = [...new Set(itemIds.map(Number).filter(Number.isInteger))];
  if (!ids.length) return new Map();
  const rows = (await db('contenuti')
    .leftJoin('luoghi', 'luoghi.id', 'contenuti.luogo')
    .whereIn('contenuti.id', ids)
    .select('contenuti.id as id', 'luoghi.nome', 'luoghi.indirizzo', 'luoghi.citta')) as Row[];
  const out = new Map<string, Venue>();
  for (const r of rows) {
    const v = venueOf(r);
    if (v) out.set(String(r['id']), v);
  }
  return out;
}

/** Names of rates (`tariffe`, genere tariffa) by `tipo:item_id:codice` and `tipo::codice`. */
async function rateNames(db: Knex, tickets: Row[]): Promise<Map<string, Names>> {
  const codes = [...new Set(tickets.map((t) => t['tariffa']).filter(Boolean))] as string[];
  if (!codes.length) return new Map();
  const rows = (await db('tariffe')
    .where({ genere: 'tariffa' })
    .whereIn('codice', codes)
    .select('tipo', 'item_id', 'codice', 'nome')) as Row[];
  return new Map(
    rows.map((r) => [
      `${String(r['tipo'])}:${String(r['item_id'] ?? '')}:${String(r['codice'])}`,
      json<Names>(r['nome'], null),
    ]),
  );
}

/** Start and end instants of dated lines, from their bookable date (`date_puntuali`). */
async function lineTimes(db: Knex, orderId: string): Promise<Map<number, number>> {
  const rows = (await db('ordini_righe')
    .leftJoin('date_puntuali', 'date_puntuali.id', 'ordini_righe.slot')
    .where('ordini_righe.ordine', orderId)
    .select('ordini_righe.id as id', 'date_puntuali.durata_minuti as durata')) as Row[];
  return new Map(rows.map((r) => [num(r['id']), numOrNull(r['durata']) ?? 60]));
}

export async function presentTickets(
  db: Knex,
  keys: TicketKeys,
  order: Row,
): Promise<OrderTickets> {
  const orderId = String(order['id']);
  const rows = (await db('biglietti').where({ ordine: orderId }).orderBy('id')) as Row[];
  const [places, rates, durations] = await Promise.all([
    venues(
      db,
      rows.map((r) => String(r['item_id'])),
    ),
    rateNames(db, rows),
    lineTimes(db, orderId),
  ]);
  const biglietti: TicketView[] = [];
  for (const r of rows) {
    const codice = String(r['codice']);
    const qr = signCode(keys, codice);
    const data = (r['data'] as string | null) ?? null;
    const start = data ? keyToDate(data) : null;
    const minutes = durations.get(num(r['riga'])) ?? 60;
    const tipo = String(r['tipo']);
    const itemId = String(r['item_id']);
    const tariffa = (r['tariffa'] as string | null) ?? null;
    biglietti.push({
      id: num(r['id']),
      codice,
      codice_leggibile: groupCode(codice),
      tipo,
      item_id: itemId,
      nome: json<Names>(r['nome'], null),
      data,
      inizio: start ? start.toISOString() : null,
      fine: start ? new Date(start.getTime() + minutes * 60000).toISOString() : null,
      valido_dal: dayOf(r['valido_dal']),
      valido_al: dayOf(r['valido_al']),
      tariffa,
      tariffa_nome: tariffa
        ? (rates.get(`${tipo}:${itemId}:${tariffa}`) ?? rates.get(`${tipo}::${tariffa}`) ?? null)
        : null,
      lingua: (r['lingua'] as string | null) ?? null,
      intestatario: json(r['intestatario'], null),
      stato: String(r['stato']) as TicketView['stato'],
      used_at: toIso(r['used_at']),
      luogo: places.get(itemId) ?? null,
      qr,
      qr_svg: await qrSvgDataUrl(qr),
    });
  }
  return {
    ordine: {
      id: orderId,
      numero: String(order['numero']),
      status: String(order['status']),
      locale: ['it', 'en', 'fr'].includes(String(order['locale'])) ? String(order['locale']) : 'it',
      email: (order['email'] as string | null) ?? null,
    },
    biglietti,
    tessere: await presentCards(db, keys, orderId),
  };
}

async function productNames(db: Knex, ids: number[]): Promise<Map<number, Names>> {
  if (!ids.length) return new Map();
  const rows = (await db('contenuti_translations')
    .whereIn('contenuti_id', ids)
    .select('contenuti_id', 'languages_code', 'titolo')) as Row[];
  const out = new Map<number, Record<string, string>>();
  for (const r of rows) {
    const id = num(r['contenuti_id']);
    const names = out.get(id) ?? {};
    names[String(r['languages_code']).slice(0, 2)] = String(r['titolo'] ?? '');
    out.set(id, names);
  }
  return out as Map<number, Names>;
}

/** Passes and loyalty cards the order issued, with their own codes signed for the QR. */
async function presentCards(db: Knex, keys: TicketKeys, orderId: string): Promise<CardView[]> {
  const passes = (await db('abbonamenti_athena').where({ ordine: orderId }).orderBy('id')) as Row[];
  const cards = (await db('card_armonia').where({ ordine: orderId }).orderBy('id')) as Row[];
  const names = await productNames(db, [
    ...passes.map((p) => num(p['prodotto'])),
    ...cards.map((c) => num(c['prodotto'])),
  ]);
  const out: CardView[] = [];
  for (const p of passes) {
    const qr = signCode(keys, String(p['codice']));
    out.push({
      tipo: 'abbonamenti_athena',
      codice: String(p['codice']),
      nome: names.get(num(p['prodotto'])) ?? null,
      valido_dal: dayOf(p['valido_dal']),
      valido_al: dayOf(p['valido_al']),
      stato: p['stato'] === 'attivo' ? 'valid' : 'voided',
      intestatario: {
        first_name: String(p['first_name'] ?? ''),
        last_name: String(p['last_name'] ?? ''),
      },
      qr,
      qr_svg: await qrSvgDataUrl(qr),
    });
  }
  for (const c of cards) {
    const qr = signCode(keys, String(c['codice']));
    out.push({
      tipo: 'card_armonia',
      codice: String(c['codice']),
      nome: names.get(num(c['prodotto'])) ?? null,
      valido_dal: dayOf(c['valida_dal']),
      valido_al: dayOf(c['valida_al']),
      stato: c['stato'] === 'attiva' ? 'valid' : 'voided',
      intestatario: null,
      qr,
      qr_svg: await qrSvgDataUrl(qr),
    });
  }
  return out;
}
