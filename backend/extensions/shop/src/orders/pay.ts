// Paying an order: the provider charges the amount due, then one transaction marks the order paid
// and issues what it sold (gift cards, loyalty cards with the holder policy, passes) and confirms
// its bookings. An order the sweep cancelled meanwhile stays cancelled with the charge's reference.
import type { Knex } from 'knex';
import { ApiError } from '../../../shared/http';
import { attachPolicy } from '../../../shared/policies';
import { affected, num } from '../db';
import type { PricedLine } from '../pricing';
import type { Viewer } from '../viewer';
import { getProvider } from './providers';
import { code, insertedId } from './types';
import type { Created, Group, Row } from './types';

export interface Charge {
  approved: boolean;
  reference: string | null;
  message?: string;
}

/** Charges the order's amount due (nothing to charge: approved without a provider). */
export async function charge(
  db: Knex,
  created: Created,
  providerId: string,
  card: string | null,
  email: string | null,
): Promise<Charge> {
  const order = (await db('ordini').where({ id: created.orderId }).first()) as Row;
  const due = num(order['da_pagare']);
  if (due <= 0) return { approved: true, reference: null };
  const provider = getProvider(providerId);
  if (!provider)
    throw new ApiError(500, 'PAYMENT_PROVIDER_MISSING', 'Payment provider not configured.');
  const result = await provider.charge({
    orderId: created.orderId,
    numero: String(order['numero']),
    amount: due,
    currency: 'EUR',
    card,
    email,
  });
  return { approved: result.approved, reference: result.reference, message: result.message };
}

interface Issued {
  carte_regalo: Row[];
  card_armonia: Row[];
  abbonamenti: Row[];
  prenotazioni: Row[];
}

interface IssueContext {
  trx: Knex.Transaction;
  orderId: string;
  viewer: Viewer;
  now: Date;
  today: string;
  plusDays: (days: number) => string;
  emessi: Issued;
}

async function issueGiftCard(c: IssueContext, g: Group, first: PricedLine): Promise<void> {
  const codice = code('GC', 10);
  const saldo = first.ref.importo ?? first.prezzo;
  await c.trx('carte_regalo').insert({
    codice,
    importo: saldo,
    saldo,
    email: g.item.email ?? null,
    acquirente: c.viewer.user,
    ordine: c.orderId,
    attiva: true,
    date_created: c.now,
  });
  c.emessi.carte_regalo.push({ codice, saldo, email: g.item.email ?? null });
}

async function issueLoyaltyCard(c: IssueContext, g: Group, first: PricedLine): Promise<void> {
  const codice = code('AR', 10);
  const valida_al = c.plusDays(first.ref.durataGiorni ?? 365);
  const ids = await c
    .trx('card_armonia')
    .insert({
      codice,
      user: c.viewer.user,
      ordine: c.orderId,
      prodotto: Number(g.item.id),
      valida_dal: c.today,
      valida_al,
      stato: 'attiva',
      date_created: c.now,
    })
    .returning('id');
  c.emessi.card_armonia.push({ id: insertedId(ids), codice, valida_al });
  // The buyer gets the loyalty-card holder policy (whether the card is valid on a day is still
  // checked against the card itself).
  if (c.viewer.user) await attachPolicy(c.trx, c.viewer.user, 'titolare_card');
}

async function issuePass(c: IssueContext, g: Group, first: PricedLine): Promise<void> {
  const holder = g.item.intestatario;
  if (!holder) return;
  const codice = code('AT', 10);
  const ids = await c
    .trx('abbonamenti_athena')
    .insert({
      codice,
      prodotto: Number(g.item.id),
      user: c.viewer.user,
      ordine: c.orderId,
      first_name: holder.first_name,
      last_name: holder.last_name,
      data_di_nascita: holder.data_di_nascita,
      convenzione: g.item.convenzione ?? null,
      valido_dal: c.today,
      valido_al: c.plusDays(first.ref.durataGiorni ?? 365),
      date_created: c.now,
    })
    .returning('id');
  c.emessi.abbonamenti.push({
    id: insertedId(ids),
    codice,
    first_name: holder.first_name,
    last_name: holder.last_name,
  });
}

/** Issues one unit of a group: a gift card, a loyalty card or a pass (bookings need nothing). */
function issueUnit(c: IssueContext, g: Group): Promise<void> {
  const first = g.units[0] as PricedLine;
  const card = g.item.tipo === 'carte' || g.item.tipo === 'carte_regalate';
  if (card && first.ref.productKind === 'regalo') return issueGiftCard(c, g, first);
  if (card && first.ref.productKind === 'armonia') return issueLoyaltyCard(c, g, first);
  if (g.item.tipo === 'abbonamenti_athena') return issuePass(c, g, first);
  return Promise.resolve();
}

/**
 * Marks a pending order paid and issues what it sold; false (nothing issued) when the order is no
 * longer pending: the sweep cancelled it, its holds given back, while the payment ran past
 * SHOP_PENDING_ORDER_SECONDS. It keeps the approved charge's reference, to be refunded.
 */
export async function fulfil(
  trx: Knex.Transaction,
  c: Created,
  viewer: Viewer,
  reference: string | null,
): Promise<boolean> {
  const now = new Date();
  const paid = affected(
    await trx('ordini')
      .where({ id: c.orderId, status: 'pending' })
      .update({ status: 'paid', date_updated: now }),
  );
  if (!paid) {
    await trx('ordini')
      .where({ id: c.orderId })
      .update({ esito_pagamento: 'approved', riferimento_pagamento: reference });
    return false;
  }
  const emessi: Issued = { carte_regalo: [], card_armonia: [], abbonamenti: [], prenotazioni: [] };
  const ctx: IssueContext = {
    trx,
    orderId: c.orderId,
    viewer,
    now,
    today: now.toISOString().slice(0, 10),
    plusDays: (days) => new Date(now.getTime() + days * 86400000).toISOString().slice(0, 10),
    emessi,
  };
  for (const t of c.taken)
    for (let i = 0; i < t.group.item.quantita; i += 1) await issueUnit(ctx, t.group);
  await trx('prenotazioni').where({ ordine: c.orderId }).update({ stato: 'confermata' });
  const bookings = (await trx('prenotazioni')
    .where({ ordine: c.orderId })
    .select('id', 'tipo', 'data', 'posti')) as Row[];
  emessi.prenotazioni = bookings.map((r) => ({
    id: num(r['id']),
    tipo: r['tipo'],
    data: r['data'],
    posti: num(r['posti']),
  }));
  await trx('ordini')
    .where({ id: c.orderId })
    .update({
      status: 'paid',
      esito_pagamento: 'approved',
      riferimento_pagamento: reference,
      emessi: JSON.stringify(emessi),
      date_updated: now,
    });
  return true;
}
