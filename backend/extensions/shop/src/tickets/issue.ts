// Issuing and voiding tickets, inside the transactions of the order's state changes: the paid
// transition (orders/pay.ts markPaid calls issueTickets) and the give-back of a declined, expired
// or cancelled order (orders/release.ts giveBack calls voidTickets). Both also record the e-mail
// the order's new state calls for (`ordini.avviso`), sent after the commit by extensions/mail.
import type { Knex } from 'knex';
import { json, num, numOrNull } from '../db';
import { newTicketCode } from './codes';
import { romeDay, slotDay } from './days';

type Row = Record<string, unknown>;

/** Order-line kinds that admit people: one ticket per unit. */
export const TICKET_KINDS = ['carte', 'visite_guidate', 'appuntamenti'] as const;

const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

/**
 * Issues one ticket per admitted person of the order's active lines: museum tickets (`carte` that
 * are neither gift nor loyalty cards, valid from the day of payment for the product's
 * durata_giorni or a year), guided-tour and appointment places (valid on their date). Run once,
 * in the paid transaction; returns how many were issued.
 */
export async function issueTickets(
  trx: Knex.Transaction,
  orderId: string,
  now: Date,
): Promise<number> {
  const existing = await trx('biglietti').where({ ordine: orderId }).first('id');
  if (existing) return 0;
  const lines = (await trx('ordini_righe')
    .where({ ordine: orderId })
    .whereIn('tipo', TICKET_KINDS as unknown as string[])
    .andWhere((w) => w.whereNull('stato').orWhere('stato', 'active'))
    .orderBy('id')
    .select(
      'id',
      'tipo',
      'item_id',
      'nome',
      'data',
      'tariffa',
      'lingua',
      'intestatario',
      'quantita',
    )) as Row[];
  const cardIds = lines
    .filter((l) => l['tipo'] === 'carte')
    .map((l) => Number(l['item_id']))
    .filter(Number.isInteger);
  const cards = cardIds.length
    ? ((await trx('contenuti')
        .whereIn('id', cardIds)
        .select('id', 'tipo_carta', 'durata_giorni')) as Row[])
    : [];
  const cardById = new Map(cards.map((c) => [num(c['id']), c]));
  const today = romeDay(now);
  const rows: Row[] = [];
  for (const l of lines) {
    const tipo = String(l['tipo']);
    let dal: string | null;
    let al: string | null;
    if (tipo === 'carte') {
      const card = cardById.get(Number(l['item_id']));
      const kind = String(card?.['tipo_carta'] ?? 'altro');
      if (kind === 'regalo' || kind === 'armonia') continue;
      dal = today;
      al = plusDays(today, Math.max(1, numOrNull(card?.['durata_giorni']) ?? 365) - 1);
    } else {
      dal = slotDay(String(l['data'] ?? ''));
      al = dal;
    }
    const holder = json<Row | null>(l['intestatario'], null);
    for (let i = 0; i < num(l['quantita']); i += 1)
      rows.push({
        codice: newTicketCode(),
        ordine: orderId,
        riga: num(l['id']),
        tipo,
        item_id: String(l['item_id']),
        nome: typeof l['nome'] === 'string' ? l['nome'] : JSON.stringify(l['nome'] ?? null),
        data: tipo === 'carte' ? null : (l['data'] ?? null),
        valido_dal: dal,
        valido_al: al,
        tariffa: l['tariffa'] ?? null,
        lingua: l['lingua'] ?? null,
        intestatario: holder
          ? JSON.stringify({ first_name: holder['first_name'], last_name: holder['last_name'] })
          : null,
        stato: 'valid',
        date_created: now,
      });
  }
  for (let i = 0; i < rows.length; i += 200) await trx('biglietti').insert(rows.slice(i, i + 200));
  await trx('ordini').where({ id: orderId }).update({ avviso: 'conferma' });
  return rows.length;
}

/** The e-mail a give-back calls for, by the order's status at that moment. */
const NOTICE: Record<string, string> = {
  failed: 'fallito',
  expired: 'scaduto',
  paid: 'annullato',
  review: 'annullato',
  cancelled: 'annullato',
};

/**
 * Voids the still valid tickets of the given lines (null: of the whole order), in the caller's
 * transaction, and records the e-mail the give-back calls for. Used tickets stay used.
 */
export async function voidTickets(
  trx: Knex.Transaction,
  orderId: string,
  lineIds: number[] | null,
): Promise<number> {
  let q = trx('biglietti').where({ ordine: orderId, stato: 'valid' });
  if (lineIds) q = q.whereIn('riga', lineIds.length ? lineIds : [-1]);
  const voided = Number(await q.update({ stato: 'voided' }));
  const order = (await trx('ordini').where({ id: orderId }).first('status')) as Row | undefined;
  const notice = NOTICE[String(order?.['status'] ?? '')];
  if (notice) await trx('ordini').where({ id: orderId }).update({ avviso: notice });
  return voided;
}
