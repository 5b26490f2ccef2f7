// Reading orders: the order as answered to its buyer (lines, payment, what was issued), one order
// for its owner, an administrator or the holder of its access token, and the user's own orders.
import type { Knex } from 'knex';
import { notFound } from '../../../shared/http';
import { json, num, toIso } from '../db';
import type { Viewer } from '../viewer';
import { presentRefunds } from './refund';
import type { Row } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const presentLine = (r: Row): Row => ({
  id: num(r['id']),
  tipo: r['tipo'],
  item_id: String(r['item_id']),
  nome: json(r['nome'], null),
  data: r['data'] ?? null,
  tariffa: r['tariffa'] ?? null,
  accessori: json(r['accessori'], []),
  convenzione: r['convenzione'] ?? null,
  lingua: r['lingua'] ?? null,
  sessione: r['sessione'] ?? null,
  email: r['email'] ?? null,
  intestatario: json(r['intestatario'], null),
  quantita: num(r['quantita']),
  prezzo_unitario: num(r['prezzo_unitario']),
  totale: num(r['totale']),
  stato: r['stato'] ?? 'active',
});

const presentIssued = (emessi: Row): Row => ({
  carte_regalo: (emessi['carte_regalo'] as unknown[]) ?? [],
  card_armonia: (emessi['card_armonia'] as unknown[]) ?? [],
  abbonamenti: (emessi['abbonamenti'] as unknown[]) ?? [],
  prenotazioni: (emessi['prenotazioni'] as unknown[]) ?? [],
});

/** The order as answered; `withToken` adds a guest order's access token. */
export async function presentOrder(db: Knex, id: string, withToken: boolean): Promise<Row> {
  const o = (await db('ordini').where({ id }).first()) as Row | undefined;
  if (!o) throw notFound('Order not found.');
  const righe = (await db('ordini_righe').where({ ordine: id }).orderBy('id').select('*')) as Row[];
  const out: Row = {
    id: o['id'],
    numero: o['numero'],
    status: o['status'],
    totale: num(o['totale']),
    sconto_promo: num(o['sconto_promo']),
    pagato_carta_regalo: num(o['pagato_carta_regalo']),
    da_pagare: num(o['da_pagare']),
    codice_promo: o['codice_promo'] ?? null,
    email: o['email'] ?? null,
    date_created: toIso(o['date_created']),
    scadenza: o['status'] === 'pending' ? toIso(o['scadenza']) : null,
    pagamento: {
      provider: o['provider'] ?? null,
      riferimento: o['riferimento_pagamento'] ?? null,
      esito: o['esito_pagamento'] ?? null,
      url: o['status'] === 'pending' ? (o['pagamento_url'] ?? null) : null,
      scadenza: o['status'] === 'pending' ? toIso(o['scadenza']) : null,
    },
    righe: righe.map(presentLine),
    emessi: presentIssued(json<Row>(o['emessi'], {})),
    rimborsi: await presentRefunds(db, id),
  };
  if (withToken && o['access_token']) out['access_token'] = o['access_token'];
  return out;
}

/** `GET /ordini/:id`: for its owner, the holder of its access token or an administrator. */
export async function readOrder(
  db: Knex,
  viewer: Viewer,
  id: string | undefined,
  token: unknown,
): Promise<Row> {
  if (!id || !UUID.test(id)) throw notFound('Order not found.');
  const o = (await db('ordini').where({ id }).first('user', 'access_token')) as Row | undefined;
  if (!o) throw notFound('Order not found.');
  const owner = viewer.user !== null && o['user'] === viewer.user;
  const byToken = typeof token === 'string' && token.length > 0 && o['access_token'] === token;
  if (!owner && !byToken && !viewer.admin) throw notFound('Order not found.');
  return presentOrder(db, id, false);
}

/** `GET /me/ordini`: the user's orders, newest first, a page at a time. */
export async function myOrders(
  db: Knex,
  user: string,
  limitRaw: unknown,
  pageRaw: unknown,
): Promise<Row[]> {
  const limit = Math.min(100, Math.max(1, Number(limitRaw ?? 20) || 20));
  const page = Math.max(1, Number(pageRaw ?? 1) || 1);
  const rows = (await db('ordini')
    .where({ user })
    .orderBy('date_created', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset((page - 1) * limit)
    .select('id')) as Row[];
  const out: Row[] = [];
  for (const r of rows) out.push(await presentOrder(db, String(r['id']), false));
  return out;
}
