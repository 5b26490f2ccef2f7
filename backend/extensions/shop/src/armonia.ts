// Loyalty card (armonia): the user's cards, the calendar of bookable activities and bookings made
// with the card (one per card and activity date, within capacity).
import type { Knex } from 'knex';
import { ShopError, forbidden, invalid, notFound } from './http';
import { affected, bool, json, lockRow, num, toDay, toIso, tx } from './db';
import { slotStart } from './queue';

type Row = Record<string, unknown>;

const today = () => new Date().toISOString().slice(0, 10);
const dayOfKey = (key: string) => `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;

export class Armonia {
  constructor(private readonly db: Knex) {}

  async products(): Promise<Row[]> {
    const rows = (await this.db('prodotti_vendita')
      .join('prodotti', 'prodotti.id', 'prodotti_vendita.prodotto')
      .where('prodotti_vendita.tipo_carta', 'armonia')
      .andWhere('prodotti_vendita.in_vendita', true)
      .select('prodotti.id', 'prodotti.prezzo', 'prodotti.status', 'prodotti_vendita.durata_giorni')) as Row[];
    return rows
      .filter((r) => r['status'] === undefined || r['status'] === 'published')
      .map((r) => ({ id: num(r['id']), prezzo: num(r['prezzo']), durata_giorni: num(r['durata_giorni'] ?? 365) }));
  }

  private async cards(user: string): Promise<Row[]> {
    const rows = (await this.db('card_armonia').where({ user }).orderBy('valida_al', 'desc').select('*')) as Row[];
    const out: Row[] = [];
    for (const r of rows) {
      const count = (await this.db('prenotazioni').where({ card_armonia: r['id'], stato: 'confermata' }).count({ n: '*' }).first()) as Row | undefined;
      const dal = toDay(r['valida_dal']);
      const al = toDay(r['valida_al']);
      const active = r['stato'] === 'attiva' && !!dal && !!al && dal <= today() && today() <= al;
      out.push({ id: num(r['id']), codice: r['codice'], stato: active ? 'attiva' : 'scaduta', valida_dal: dal, valida_al: al, prenotazioni: num(count?.['n']) });
    }
    return out;
  }

  async mine(user: string): Promise<Row> {
    const cards = await this.cards(user);
    const card = cards.find((c) => c['stato'] === 'attiva') ?? null;
    return { has_card: card !== null, card, cards };
  }

  private async activeCard(user: string): Promise<Row> {
    const card = (await this.mine(user))['card'] as Row | null;
    if (!card) throw forbidden('An active armonia card is required.');
    return card;
  }

  private async activity(a: Row, cardId: number | null, from: string, to: string | null): Promise<Row> {
    const q = this.db('date_armonia').where({ attivita: a['id'] }).andWhere('data', '>=', `${from.replace(/-/g, '')}0000`);
    if (to) q.andWhere('data', '<=', `${to.replace(/-/g, '')}2359`);
    const dates = (await q.orderBy('data').limit(200).select('*')) as Row[];
    const booked = cardId
      ? new Set(
          ((await this.db('prenotazioni').where({ card_armonia: cardId, stato: 'confermata' }).whereIn('data_armonia', dates.map((d) => d['id'] as number)).select('data_armonia')) as Row[]).map((r) =>
            num(r['data_armonia']),
          ),
        )
      : new Set<number>();
    return {
      slug: a['slug'],
      nome: json(a['nome'], null),
      descrizione: json(a['descrizione'], null),
      attivita: a['attivita'] ?? null,
      date: dates.map((d) => ({
        id: num(d['id']),
        data: d['data'],
        inizio: toIso(d['inizio']),
        capacita: num(d['capacita']),
        prenotati: num(d['prenotati']),
        disponibili: Math.max(0, num(d['capacita']) - num(d['prenotati'])),
        prenotata: booked.has(num(d['id'])),
      })),
    };
  }

  async calendar(user: string, from: unknown, to: unknown): Promise<Row[]> {
    const card = await this.activeCard(user);
    const lo = typeof from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : today();
    const hi = typeof to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(to) ? to : null;
    const acts = (await this.db('attivita_armonia').where({ attiva: true }).orderBy('slug').select('*')) as Row[];
    const out: Row[] = [];
    for (const a of acts) out.push(await this.activity(a, num(card['id']), lo, hi));
    return out;
  }

  async bySlug(user: string, slug: string | undefined): Promise<Row> {
    if (!slug || !/^[a-z0-9-]{1,128}$/.test(slug)) throw notFound('Activity not found.');
    const a = (await this.db('attivita_armonia').where({ slug, attiva: true }).first()) as Row | undefined;
    if (!a) throw notFound('Activity not found.');
    const card = ((await this.mine(user))['card'] as Row | null) ?? null;
    return this.activity(a, card ? num(card['id']) : null, today(), null);
  }

  async book(user: string, body: unknown): Promise<Row> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('body', 'The body must be a JSON object.');
    const b = body as Row;
    let dateId: number | null = null;
    if (b['data_id'] !== undefined && b['data_id'] !== null) {
      if (typeof b['data_id'] !== 'number' || !Number.isInteger(b['data_id']) || b['data_id'] <= 0) throw invalid('data_id', 'data_id must be a positive integer.');
      dateId = b['data_id'];
    } else {
      if (typeof b['slug'] !== 'string') throw invalid('slug', 'Send data_id, or slug and data.');
      if (typeof b['data'] !== 'string' || !/^\d{12}$/.test(b['data'])) throw invalid('data', 'data must be 12 digits yyyyMMddHHmm.');
      const a = (await this.db('attivita_armonia').where({ slug: b['slug'] }).first('id')) as Row | undefined;
      if (!a) throw notFound('Activity not found.');
      const d = (await this.db('date_armonia').where({ attivita: a['id'], data: b['data'] }).first('id')) as Row | undefined;
      if (!d) throw notFound('Date not found.');
      dateId = num(d['id']);
    }
    const card = await this.activeCard(user);
    const cardId = num(card['id']);
    return tx(this.db, async (trx) => {
      const d = await lockRow<Row>(trx, 'date_armonia', dateId as number);
      if (!d) throw notFound('Date not found.');
      const act = (await trx('attivita_armonia').where({ id: d['attivita'] }).first()) as Row | undefined;
      if (!act || !bool(act['attiva'])) throw notFound('Activity not found.');
      if (slotStart({ inizio: d['inizio'], data: String(d['data']) }) <= Date.now()) throw new ShopError(409, 'DATE_PAST', 'This date is past.');
      const day = dayOfKey(String(d['data']));
      if (day > String(card['valida_al']) || day < String(card['valida_dal'])) {
        throw new ShopError(409, 'CARD_NOT_VALID_ON_DATE', 'The card is not valid on this date.');
      }
      const dup = await trx('prenotazioni').where({ card_armonia: cardId, data_armonia: d['id'], stato: 'confermata' }).first('id');
      if (dup) throw new ShopError(409, 'ALREADY_BOOKED', 'This card already booked this date.');
      const ok = affected(await trx('date_armonia').where({ id: d['id'] }).andWhereRaw('prenotati + 1 <= capacita').update({ prenotati: trx.raw('prenotati + 1') }));
      if (!ok) throw new ShopError(409, 'SOLD_OUT', 'No places left on this date.');
      const ids = await trx('prenotazioni')
        .insert({ tipo: 'armonia', user, card_armonia: cardId, data_armonia: d['id'], item_id: String(act['id']), data: d['data'], posti: 1, stato: 'confermata', date_created: new Date() })
        .returning('id');
      return {
        id: num(typeof ids[0] === 'object' ? (ids[0] as Row)['id'] : ids[0]),
        attivita: act['slug'],
        data: d['data'],
        inizio: toIso(d['inizio']),
        card_armonia: cardId,
        stato: 'confermata',
      };
    });
  }

  async cancel(user: string, idRaw: string | undefined): Promise<Row> {
    const id = Number(idRaw);
    if (!Number.isInteger(id) || id <= 0) throw notFound('Booking not found.');
    return tx(this.db, async (trx) => {
      const p = (await trx('prenotazioni').where({ id, user, tipo: 'armonia' }).first()) as Row | undefined;
      if (!p) throw notFound('Booking not found.');
      if (p['stato'] !== 'confermata') return { id, stato: p['stato'] };
      const d = await lockRow<Row>(trx, 'date_armonia', num(p['data_armonia']));
      if (d && slotStart({ inizio: d['inizio'], data: String(d['data']) }) <= Date.now()) throw new ShopError(409, 'DATE_PAST', 'Past bookings cannot be cancelled.');
      await trx('prenotazioni').where({ id }).update({ stato: 'annullata' });
      if (d) await trx('date_armonia').where({ id: d['id'] }).andWhere('prenotati', '>', 0).update({ prenotati: trx.raw('prenotati - 1') });
      return { id, stato: 'annullata' };
    });
  }
}
