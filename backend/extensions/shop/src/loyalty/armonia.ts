// Loyalty card (armonia): the user's cards, the calendar of bookable activities and bookings made
// with the card (one per card and activity date, within capacity). Cards are sold through the
// checkout (orders/pay.ts issues them).
import type { Knex } from 'knex';
import { ApiError, forbidden, invalid, notFound } from '../../../shared/http';
import { affected, num, toDay, tx } from '../db';
import { names } from '../pricing';
import { lockSlot, slotsOf } from '../catalog/slots';

type Row = Record<string, unknown>;

const today = () => new Date().toISOString().slice(0, 10);
export const dayOfKey = (key: string) => `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;

const lastSegment = (slug: unknown): string =>
  String(slug ?? '')
    .split('/')
    .filter(Boolean)
    .pop() ?? '';

export class Armonia {
  constructor(private readonly db: Knex) {}

  async products(): Promise<Row[]> {
    const rows = (await this.db('contenuti')
      .where({ tipo: 'prodotti', tipo_carta: 'armonia', status: 'published' })
      .select('id', 'prezzo', 'durata_giorni', 'in_vendita')) as Row[];
    const out: Row[] = [];
    for (const r of rows) {
      if (r['in_vendita'] === false || r['in_vendita'] === 0) continue;
      out.push({
        id: num(r['id']),
        nome: await names(this.db, num(r['id']), `#${String(r['id'])}`),
        prezzo: num(r['prezzo']),
        durata_giorni: num(r['durata_giorni'] ?? 365),
      });
    }
    return out;
  }

  private async cards(user: string): Promise<Row[]> {
    const rows = (await this.db('card_armonia')
      .where({ user })
      .orderBy('valida_al', 'desc')
      .select('*')) as Row[];
    const out: Row[] = [];
    for (const r of rows) {
      const count = (await this.db('prenotazioni')
        .where({ card_armonia: r['id'], stato: 'confermata' })
        .count({ n: '*' })
        .first()) as Row | undefined;
      const dal = toDay(r['valida_dal']);
      const al = toDay(r['valida_al']);
      const active = r['stato'] === 'attiva' && !!dal && !!al && dal <= today() && today() <= al;
      out.push({
        id: num(r['id']),
        codice: r['codice'],
        stato: active ? 'attiva' : 'scaduta',
        valida_dal: dal,
        valida_al: al,
        prenotazioni: num(count?.['n']),
      });
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

  private async activities(): Promise<Array<{ id: number; slug: string }>> {
    const rows = (await this.db('contenuti')
      .leftJoin('contenuti_translations', function join() {
        this.on('contenuti_translations.contenuti_id', '=', 'contenuti.id').andOnVal(
          'contenuti_translations.languages_code',
          '=',
          'it',
        );
      })
      .where({ 'contenuti.armonia': true, 'contenuti.status': 'published' })
      .orderBy('contenuti.id')
      .select('contenuti.id', 'contenuti_translations.slug')) as Row[];
    return rows.map((r) => ({
      id: num(r['id']),
      slug: lastSegment(r['slug']) || `attivita-${String(r['id'])}`,
    }));
  }

  private async activity(
    a: { id: number; slug: string },
    cardId: number | null,
    from: string,
    to: string | null,
  ): Promise<Row> {
    const lo = `${from.replace(/-/g, '')}0000`;
    const hi = to ? `${to.replace(/-/g, '')}2359` : null;
    const dates = (await slotsOf(this.db, a.id))
      .filter((d) => d.key >= lo && (!hi || d.key <= hi))
      .slice(0, 200);
    const booked = cardId
      ? new Set(
          (
            (await this.db('prenotazioni')
              .where({ card_armonia: cardId, stato: 'confermata' })
              .whereIn(
                'slot',
                dates.map((d) => d.id),
              )
              .select('slot')) as Row[]
          ).map((r) => num(r['slot'])),
        )
      : new Set<number>();
    const trs = (await this.db('contenuti_translations')
      .where({ contenuti_id: a.id })
      .select('languages_code', 'titolo', 'sottotitolo')) as Row[];
    const pick = (field: string) =>
      Object.fromEntries(
        ['it', 'en', 'fr'].map((l) => [
          l,
          (trs.find((t) => t['languages_code'] === l) ?? trs[0])?.[field] ?? null,
        ]),
      );
    return {
      id: a.id,
      slug: a.slug,
      nome: pick('titolo'),
      descrizione: pick('sottotitolo'),
      date: dates.map((d) => ({
        id: d.id,
        data: d.key,
        inizio: d.startMs ? new Date(d.startMs).toISOString() : null,
        capacita: d.limited ? d.capacita : null,
        prenotati: d.prenotati,
        disponibili: d.limited ? Math.max(0, d.capacita - d.prenotati) : null,
        prenotata: booked.has(d.id),
      })),
    };
  }

  async calendar(user: string, from: unknown, to: unknown): Promise<Row[]> {
    const card = await this.activeCard(user);
    const lo = typeof from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : today();
    const hi = typeof to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(to) ? to : null;
    const out: Row[] = [];
    for (const a of await this.activities())
      out.push(await this.activity(a, num(card['id']), lo, hi));
    return out;
  }

  async bySlug(user: string, slug: string | undefined): Promise<Row> {
    if (!slug || !/^[a-z0-9-]{1,128}$/.test(slug)) throw notFound('Activity not found.');
    const a = (await this.activities()).find((x) => x.slug === slug);
    if (!a) throw notFound('Activity not found.');
    const card = ((await this.mine(user))['card'] as Row | null) ?? null;
    return this.activity(a, card ? num(card['id']) : null, today(), null);
  }

  /** The activity date a booking asks for: `data_id`, or `slug` and `data` (yyyyMMddHHmm). */
  private async dateOfBooking(body: unknown): Promise<number> {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw invalid('body', 'The body must be a JSON object.');
    const b = body as Row;
    if (b['data_id'] !== undefined && b['data_id'] !== null) {
      if (typeof b['data_id'] !== 'number' || !Number.isInteger(b['data_id']) || b['data_id'] <= 0)
        throw invalid('data_id', 'data_id must be a positive integer.');
      return b['data_id'];
    }
    if (typeof b['slug'] !== 'string') throw invalid('slug', 'Send data_id, or slug and data.');
    if (typeof b['data'] !== 'string' || !/^\d{12}$/.test(b['data']))
      throw invalid('data', 'data must be 12 digits yyyyMMddHHmm.');
    const a = (await this.activities()).find((x) => x.slug === b['slug']);
    if (!a) throw notFound('Activity not found.');
    const d = (await slotsOf(this.db, a.id)).find((x) => x.key === b['data']);
    if (!d) throw notFound('Date not found.');
    return d.id;
  }

  async book(user: string, body: unknown): Promise<Row> {
    const dateId = await this.dateOfBooking(body);
    const card = await this.activeCard(user);
    const cardId = num(card['id']);
    const acts = await this.activities();
    return tx(this.db, async (trx) => {
      const d = await lockSlot(trx, dateId);
      const act = d ? acts.find((x) => x.id === d.contenuto) : undefined;
      if (!d || !act) throw notFound('Date not found.');
      if (d.startMs <= Date.now() || d.stato !== 'aperto')
        throw new ApiError(409, 'DATE_PAST', 'This date is past or closed.');
      const day = dayOfKey(d.key);
      if (day > String(card['valida_al']) || day < String(card['valida_dal']))
        throw new ApiError(409, 'CARD_NOT_VALID_ON_DATE', 'The card is not valid on this date.');
      const dup = await trx('prenotazioni')
        .where({ card_armonia: cardId, slot: d.id, stato: 'confermata' })
        .first('id');
      if (dup) throw new ApiError(409, 'ALREADY_BOOKED', 'This card already booked this date.');
      const ok = affected(
        await trx('date_puntuali')
          .where({ id: d.id })
          .andWhere((w) => w.whereNull('capienza').orWhereRaw('prenotati + 1 <= capienza'))
          .update({ prenotati: trx.raw('prenotati + 1') }),
      );
      if (!ok) throw new ApiError(409, 'SOLD_OUT', 'No places left on this date.');
      const ids = await trx('prenotazioni')
        .insert({
          tipo: 'armonia',
          user,
          card_armonia: cardId,
          slot: d.id,
          item_id: String(act.id),
          data: d.key,
          posti: 1,
          stato: 'confermata',
          date_created: new Date(),
        })
        .returning('id');
      return {
        id: num(typeof ids[0] === 'object' ? (ids[0] as Row)['id'] : ids[0]),
        attivita: act.slug,
        data: d.key,
        inizio: d.startMs ? new Date(d.startMs).toISOString() : null,
        card_armonia: cardId,
        stato: 'confermata',
      };
    });
  }

  async cancel(user: string, idRaw: string | undefined): Promise<Row> {
    const id = Number(idRaw);
    if (!Number.isInteger(id) || id <= 0) throw notFound('Booking not found.');
    return tx(this.db, async (trx) => {
      const p = (await trx('prenotazioni').where({ id, user, tipo: 'armonia' }).first()) as
        Row | undefined;
      if (!p) throw notFound('Booking not found.');
      if (p['stato'] !== 'confermata') return { id, stato: p['stato'] };
      const d = await lockSlot(trx, num(p['slot']));
      if (d && d.startMs <= Date.now())
        throw new ApiError(409, 'DATE_PAST', 'Past bookings cannot be cancelled.');
      await trx('prenotazioni').where({ id }).update({ stato: 'annullata' });
      if (d)
        await trx('date_puntuali')
          .where({ id: d.id })
          .andWhere('prenotati', '>', 0)
          .update({ prenotati: trx.raw('prenotati - 1') });
      return { id, stato: 'annullata' };
    });
  }
}
