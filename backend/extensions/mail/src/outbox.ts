// The order e-mails, sent after the state change committed: the paid, failed, expired and
// cancellation transitions record the mail still due in `ordini.avviso` inside their own
// transaction (shop/src/tickets/issue.ts), and every Directus process polls for them here. A
// process claims a mail with a conditional UPDATE (avviso = <kind> -> null), so each is sent once
// across processes; a failed send puts the claim back for a later attempt (up to 5).
import type { Knex } from 'knex';
import { formatMoney, localeOf, nameIn } from '../../shop/src/tickets/labels';
import type { Locale } from '../../shop/src/tickets/labels';
import { ticketsPdf } from '../../shop/src/tickets/pdf';
import { presentTickets } from '../../shop/src/tickets/read';
import type { TicketKeys } from '../../shop/src/tickets/sign';
import { cancelled, confirmation, failed, giftCard } from './mails';
import type { OrderFacts } from './mails';
import { render } from './templates';
import type { Mail } from './templates';

type Row = Record<string, unknown>;

export interface Outgoing {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface MailDeps {
  db: Knex;
  keys: TicketKeys;
  storefrontUrl: string;
  send: (mail: Outgoing) => Promise<void>;
  warn: (error: unknown, msg: string) => void;
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

async function recipientOf(db: Knex, order: Row): Promise<string | null> {
  if (order['email']) return String(order['email']);
  if (!order['user']) return null;
  const u = (await db('directus_users').where({ id: order['user'] }).first('email')) as
    Row | undefined;
  return (u?.['email'] as string | undefined) ?? null;
}

function orderUrl(deps: MailDeps, order: Row, locale: Locale): string {
  const base = `${deps.storefrontUrl}/${locale}/checkout/success/${String(order['id'])}`;
  return !order['user'] && order['access_token']
    ? `${base}?token=${encodeURIComponent(String(order['access_token']))}`
    : base;
}

async function facts(deps: MailDeps, order: Row, locale: Locale): Promise<OrderFacts> {
  const lines = (await deps
    .db('ordini_righe')
    .where({ ordine: order['id'] })
    .orderBy('id')
    .select('nome', 'quantita', 'totale')) as Row[];
  const tickets = await deps
    .db('biglietti')
    .where({ ordine: order['id'] })
    .count({ n: '*' })
    .first();
  const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  return {
    numero: String(order['numero']),
    url: orderUrl(deps, order, locale),
    lines: lines.map((l) => ({
      name: nameIn(parse(l['nome']), locale),
      quantita: num(l['quantita']),
      totale: formatMoney(num(l['totale']), locale),
    })),
    totale: formatMoney(num(order['totale']) - num(order['sconto_promo']), locale),
    tickets: num((tickets as Row | undefined)?.['n']),
  };
}

async function message(to: string, mail: Mail, locale: Locale): Promise<Outgoing> {
  return { to, ...(await render(mail, locale)) };
}

/** The mails of one order notice (the order's buyer, and gift-card recipients on payment). */
export async function orderMails(deps: MailDeps, order: Row, kind: string): Promise<Outgoing[]> {
  const to = await recipientOf(deps.db, order);
  const locale = localeOf(order['locale']);
  const f = await facts(deps, order, locale);
  const out: Outgoing[] = [];
  if (kind === 'conferma') {
    if (to) {
      const m = await message(to, confirmation(locale, f), locale);
      const tickets = await presentTickets(deps.db, deps.keys, order);
      if (tickets.biglietti.length + tickets.tessere.length > 0)
        m.attachments = [
          {
            filename: `biglietti-${f.numero}.pdf`,
            content: await ticketsPdf(tickets, locale),
            contentType: 'application/pdf',
          },
        ];
      out.push(m);
    }
    const gifts = (await deps
      .db('carte_regalo')
      .where({ ordine: order['id'] })
      .whereNotNull('email')
      .select('codice', 'importo', 'email')) as Row[];
    const buyer = order['user']
      ? ((await deps
          .db('directus_users')
          .where({ id: order['user'] })
          .first('first_name', 'last_name')) as Row | undefined)
      : undefined;
    const from =
      [buyer?.['first_name'], buyer?.['last_name']].filter(Boolean).join(' ') || to || null;
    for (const g of gifts)
      out.push(
        await message(
          String(g['email']),
          giftCard(locale, {
            codice: String(g['codice']),
            importo: formatMoney(num(g['importo']), locale),
            from,
            url: `${deps.storefrontUrl}/${locale}`,
          }),
          locale,
        ),
      );
  } else if (to && (kind === 'fallito' || kind === 'scaduto')) {
    out.push(await message(to, failed(locale, f, kind === 'scaduto'), locale));
  } else if (to && kind === 'annullato') {
    const refund = (await deps
      .db('pagamenti_eventi')
      .where({ ordine: order['id'], tipo: 'rimborso' })
      .orderBy('id', 'desc')
      .first('importo', 'importo_carta_regalo', 'righe')) as Row | undefined;
    const money = num(refund?.['importo']);
    const gift = num(refund?.['importo_carta_regalo']);
    const righe = refund?.['righe'];
    out.push(
      await message(
        to,
        cancelled(locale, f, {
          money: money > 0 ? formatMoney(money, locale) : null,
          gift: gift > 0 ? formatMoney(gift, locale) : null,
          whole: righe === null || righe === undefined || righe === 'null',
        }),
        locale,
      ),
    );
  }
  return out;
}

const attempts = new Map<string, { n: number; next: number }>();

/** Sends the order notices that are due; answers how many mails were sent. */
export async function sendDue(deps: MailDeps, now = Date.now()): Promise<number> {
  const due = (await deps
    .db('ordini')
    .whereNotNull('avviso')
    .orderBy('date_updated')
    .limit(20)
    .select('id', 'avviso')) as Row[];
  let sent = 0;
  for (const d of due) {
    const id = String(d['id']);
    const kind = String(d['avviso']);
    const a = attempts.get(id);
    if (a && a.next > now) continue;
    const claimed = Number(
      await deps.db('ordini').where({ id, avviso: kind }).update({ avviso: null }),
    );
    if (!claimed) continue;
    try {
      const order = (await deps.db('ordini').where({ id }).first()) as Row;
      for (const m of await orderMails(deps, order, kind)) {
        await deps.send(m);
        sent += 1;
      }
      attempts.delete(id);
    } catch (error) {
      const n = (a?.n ?? 0) + 1;
      deps.warn(error, `mail: could not send the "${kind}" mail of order ${id} (attempt ${n})`);
      if (n < 5) {
        attempts.set(id, { n, next: now + 2000 * 2 ** n });
        await deps.db('ordini').where({ id }).whereNull('avviso').update({ avviso: kind });
      } else attempts.delete(id);
    }
  }
  return sent;
}
