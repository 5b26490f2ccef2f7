// The paid transition: ONE function, run inside one transaction, that marks a pending order paid
// and issues what it sold (gift cards, loyalty cards with the holder policy, passes) and confirms
// its bookings. It works from the order's rows, so the checkout (nothing to pay) and a provider's
// notification (notify.ts) share it. Issued items name their order line (`riga` in `emessi`), so
// that cancelling a line voids exactly what it issued (release.ts `voidIssued`).
import type { Knex } from 'knex';
import { attachPolicy } from '../../../shared/policies';
import { affected, json, num, numOrNull } from '../db';
import { issueTickets } from '../tickets/issue';
import { code, insertedId } from './types';
import type { Row } from './types';

interface Issued {
  carte_regalo: Row[];
  card_armonia: Row[];
  abbonamenti: Row[];
  prenotazioni: Row[];
}

interface IssueContext {
  trx: Knex.Transaction;
  orderId: string;
  user: string | null;
  now: Date;
  today: string;
  plusDays: (days: number) => string;
  emessi: Issued;
}

/** An order line and the sale settings of its product. */
interface LineToIssue {
  id: number;
  tipo: string;
  itemId: number;
  quantita: number;
  prezzoUnitario: number;
  email: string | null;
  convenzione: string | null;
  intestatario: { first_name: string; last_name: string; data_di_nascita: string } | null;
  kind: string;
  importo: number | null;
  durataGiorni: number | null;
}

async function issueGiftCard(c: IssueContext, l: LineToIssue): Promise<void> {
  const codice = code('GC', 10);
  const saldo = l.importo ?? l.prezzoUnitario;
  await c.trx('carte_regalo').insert({
    codice,
    importo: saldo,
    saldo,
    email: l.email,
    acquirente: c.user,
    ordine: c.orderId,
    attiva: true,
    date_created: c.now,
  });
  c.emessi.carte_regalo.push({ codice, saldo, email: l.email, riga: l.id });
}

async function issueLoyaltyCard(c: IssueContext, l: LineToIssue): Promise<void> {
  const codice = code('AR', 10);
  const valida_al = c.plusDays(l.durataGiorni ?? 365);
  const ids = await c
    .trx('card_armonia')
    .insert({
      codice,
      user: c.user,
      ordine: c.orderId,
      prodotto: l.itemId,
      valida_dal: c.today,
      valida_al,
      stato: 'attiva',
      date_created: c.now,
    })
    .returning('id');
  c.emessi.card_armonia.push({ id: insertedId(ids), codice, valida_al, riga: l.id });
  // The buyer gets the loyalty-card holder policy (whether the card is valid on a day is still
  // checked against the card itself).
  if (c.user) await attachPolicy(c.trx, c.user, 'titolare_card');
}

async function issuePass(c: IssueContext, l: LineToIssue): Promise<void> {
  const holder = l.intestatario;
  if (!holder) return;
  const codice = code('AT', 10);
  const ids = await c
    .trx('abbonamenti_athena')
    .insert({
      codice,
      prodotto: l.itemId,
      user: c.user,
      ordine: c.orderId,
      first_name: holder.first_name,
      last_name: holder.last_name,
      data_di_nascita: holder.data_di_nascita,
      convenzione: l.convenzione,
      valido_dal: c.today,
      valido_al: c.plusDays(l.durataGiorni ?? 365),
      stato: 'attivo',
      date_created: c.now,
    })
    .returning('id');
  c.emessi.abbonamenti.push({
    id: insertedId(ids),
    codice,
    first_name: holder.first_name,
    last_name: holder.last_name,
    riga: l.id,
  });
}

/** Issues one unit of a line: a gift card, a loyalty card or a pass (bookings need nothing). */
function issueUnit(c: IssueContext, l: LineToIssue): Promise<void> {
  const card = l.tipo === 'carte' || l.tipo === 'carte_regalate';
  if (card && l.kind === 'regalo') return issueGiftCard(c, l);
  if (card && l.kind === 'armonia') return issueLoyaltyCard(c, l);
  if (l.tipo === 'abbonamenti_athena') return issuePass(c, l);
  return Promise.resolve();
}

async function linesToIssue(trx: Knex.Transaction, orderId: string): Promise<LineToIssue[]> {
  const righe = (await trx('ordini_righe')
    .where({ ordine: orderId })
    .andWhere((w) => w.whereNull('stato').orWhere('stato', 'active'))
    .orderBy('id')
    .select('*')) as Row[];
  const productIds = righe
    .filter((r) => ['carte', 'carte_regalate', 'abbonamenti_athena'].includes(String(r['tipo'])))
    .map((r) => Number(r['item_id']))
    .filter((n) => Number.isInteger(n));
  const products = productIds.length
    ? ((await trx('contenuti')
        .whereIn('id', productIds)
        .select('id', 'tipo_carta', 'importo', 'durata_giorni')) as Row[])
    : [];
  const byId = new Map(products.map((p) => [num(p['id']), p]));
  return righe.map((r) => {
    const p = byId.get(Number(r['item_id']));
    return {
      id: num(r['id']),
      tipo: String(r['tipo']),
      itemId: Number(r['item_id']),
      quantita: num(r['quantita']),
      prezzoUnitario: num(r['prezzo_unitario']),
      email: (r['email'] as string | null) ?? null,
      convenzione: (r['convenzione'] as string | null) ?? null,
      intestatario: json<LineToIssue['intestatario']>(r['intestatario'], null),
      kind: String(p?.['tipo_carta'] ?? 'altro'),
      importo: numOrNull(p?.['importo']),
      durataGiorni: numOrNull(p?.['durata_giorni']),
    };
  });
}

export interface PaymentRecord {
  /** the payment's reference at the provider (null when nothing was due) */
  reference: string | null;
}

/**
 * Marks a pending order paid and issues what it sold, in the caller's transaction; false (nothing
 * changed) when the order is no longer pending (paid already, failed, expired, cancelled, review).
 * Hook for other issued items: add their issuing here, inside this transaction.
 */
export async function markPaid(
  trx: Knex.Transaction,
  orderId: string,
  payment: PaymentRecord,
): Promise<boolean> {
  const now = new Date();
  const paid = affected(
    await trx('ordini')
      .where({ id: orderId, status: 'pending' })
      .update({ status: 'paid', date_updated: now }),
  );
  if (!paid) return false;
  const order = (await trx('ordini').where({ id: orderId }).first('user')) as Row;
  const emessi: Issued = { carte_regalo: [], card_armonia: [], abbonamenti: [], prenotazioni: [] };
  const ctx: IssueContext = {
    trx,
    orderId,
    user: (order['user'] as string | null) ?? null,
    now,
    today: now.toISOString().slice(0, 10),
    plusDays: (days) => new Date(now.getTime() + days * 86400000).toISOString().slice(0, 10),
    emessi,
  };
  for (const l of await linesToIssue(trx, orderId))
    for (let i = 0; i < l.quantita; i += 1) await issueUnit(ctx, l);
  await issueTickets(trx, orderId, now);
  await trx('prenotazioni').where({ ordine: orderId }).update({ stato: 'confermata' });
  const bookings = (await trx('prenotazioni')
    .where({ ordine: orderId })
    .select('id', 'tipo', 'data', 'posti', 'riga')) as Row[];
  emessi.prenotazioni = bookings.map((r) => ({
    id: num(r['id']),
    tipo: r['tipo'],
    data: r['data'],
    posti: num(r['posti']),
    riga: numOrNull(r['riga']),
  }));
  await trx('ordini')
    .where({ id: orderId })
    .update({
      esito_pagamento: 'approved',
      riferimento_pagamento: payment.reference,
      scadenza: null,
      emessi: JSON.stringify(emessi),
      date_updated: now,
    });
  return true;
}
