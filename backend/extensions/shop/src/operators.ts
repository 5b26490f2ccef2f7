// Operators' own listings (outdoor, incoming, restaurants, appointments with slots). Each kind needs
// its role; a listing belongs to the user in `proprietario`; owners move status only between draft
// and in_review (editors publish in the admin app). Organisers read bookings and queue of their slots.
import type { Knex } from 'knex';
import { ApiError, forbidden, invalid, notFound } from '../../shared/http';
import { keyToDate, num, slotKey, toIso, tx } from './db';
import { dataOfKey, slotsOf } from './slots';
import { hasRole } from './viewer';
import type { Viewer } from './viewer';
import { heldPlaces } from './queue';
import { IMAGE_TYPES } from './upload';

type Row = Record<string, unknown>;

/** Listings are `contenuti` rows of these types. */
export const KINDS = {
  outdoor: {
    tipo: 'operatori_outdoor',
    role: 'operatore_outdoor',
    fields: ['telefono', 'email', 'sito', 'luogo', 'cover', 'categoria'],
  },
  incoming: {
    tipo: 'operatori_incoming',
    role: 'operatore_incoming',
    fields: ['telefono', 'email', 'sito', 'luogo', 'cover', 'categoria'],
  },
  ristorazione: {
    tipo: 'ristoranti',
    role: 'ristoratore',
    fields: ['telefono', 'email', 'sito', 'luogo', 'cover', 'categoria', 'fascia_prezzo'],
  },
  appuntamenti: {
    tipo: 'appuntamenti',
    role: 'organizzatore',
    fields: ['telefono', 'email', 'sito', 'luogo', 'cover', 'categoria', 'prezzo'],
  },
} as const;
export type Kind = keyof typeof KINDS;

const TRANSLATION_FIELDS = [
  'titolo',
  'slug',
  'sottotitolo',
  'descrizione',
  'seo_title',
  'seo_description',
];
const OWNER_STATUSES = ['draft', 'in_review'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ItemsServiceLike {
  readOne(key: string | number, query?: Row): Promise<Row>;
  readByQuery(query: Row): Promise<Row[]>;
  createOne(data: Row): Promise<string | number>;
  updateOne(key: string | number, data: Row): Promise<string | number>;
}
export type ItemsServiceFactory = (collection: string, knex?: Knex) => Promise<ItemsServiceLike>;

export function kindOf(raw: string | undefined): Kind {
  if (!raw || !(raw in KINDS)) throw notFound('Unknown operator kind.');
  return raw as Kind;
}

export class Operators {
  constructor(
    private readonly db: Knex,
    private readonly items: ItemsServiceFactory,
  ) {}

  private check(viewer: Viewer, kind: Kind): string {
    if (viewer.user === null)
      throw new ApiError(401, 'UNAUTHENTICATED', 'A logged-in user is required.');
    if (!hasRole(viewer, KINDS[kind].role))
      throw forbidden(`The ${KINDS[kind].role} role is required.`);
    return viewer.user;
  }

  private async present(kind: Kind, id: string | number): Promise<Row> {
    const svc = await this.items('contenuti');
    const row = await svc.readOne(id, {
      fields: [
        'id',
        'tipo',
        'status',
        'proprietario',
        'cover',
        'categoria',
        'luogo',
        'telefono',
        'email',
        'sito',
        'prezzo',
        'fascia_prezzo',
        'date_created',
        'date_updated',
        'translations.*',
      ],
    });
    const out: Row = {
      ...row,
      kind,
      // the derived search text and the parent key are internal
      translations: ((row['translations'] as Row[] | undefined) ?? []).map(
        ({ search_text: _s, contenuti_id: _c, ...t }) => t,
      ),
      cover_image: null,
    };
    if (typeof row['cover'] === 'string') {
      const file = (await this.db('directus_files')
        .where({ id: row['cover'] })
        .first('id', 'title', 'type', 'width', 'height', 'blurhash')) as Row | undefined;
      if (file)
        out['cover_image'] = {
          id: file['id'],
          title: file['title'] ?? null,
          type: file['type'] ?? null,
          width: file['width'] === null ? null : Number(file['width']),
          height: file['height'] === null ? null : Number(file['height']),
          blurhash: file['blurhash'] ?? null,
        };
    }
    if (kind === 'appuntamenti') {
      out['slots'] = (await slotsOf(this.db, Number(id))).map((s) => ({
        id: s.id,
        data: s.key,
        inizio: s.startMs ? new Date(s.startMs).toISOString() : null,
        durata_minuti: s.durata_minuti,
        capacita: s.limited ? s.capacita : null,
        prenotati: s.prenotati,
        lingua: s.lingua,
        stato: s.stato,
      }));
    }
    return out;
  }

  private async owned(
    kind: Kind,
    user: string,
    idRaw: string | undefined,
    admin: boolean,
  ): Promise<Row> {
    const id = Number(idRaw);
    if (!Number.isInteger(id) || id <= 0) throw notFound('Listing not found.');
    const row = (await this.db('contenuti')
      .where({ id, tipo: KINDS[kind].tipo })
      .first('id', 'proprietario', 'status', 'cover')) as Row | undefined;
    if (!row) throw notFound('Listing not found.');
    if (!admin && row['proprietario'] !== user)
      throw forbidden('This listing belongs to another operator.');
    return row;
  }

  async list(viewer: Viewer, rawKind: string | undefined): Promise<Row[]> {
    const kind = kindOf(rawKind);
    const user = this.check(viewer, kind);
    const rows = (await this.db('contenuti')
      .where({ proprietario: user, tipo: KINDS[kind].tipo })
      .orderBy('id', 'desc')
      .limit(200)
      .select('id')) as Row[];
    const out: Row[] = [];
    for (const r of rows) out.push(await this.present(kind, r['id'] as number));
    return out;
  }

  async read(viewer: Viewer, rawKind: string | undefined, id: string | undefined): Promise<Row> {
    const kind = kindOf(rawKind);
    const user = this.check(viewer, kind);
    const row = await this.owned(kind, user, id, viewer.admin).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 403) throw notFound('Listing not found.');
      throw e;
    });
    return this.present(kind, row['id'] as number);
  }

  private payload(
    kind: Kind,
    body: unknown,
    creating: boolean,
  ): { data: Row; slots: Row[] | null } {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw invalid('body', 'The body must be a JSON object.');
    const b: Row = { ...(body as Row) };
    // names of the storefront's form, accepted as aliases of the documented ones
    if (b['cover'] === undefined && b['immagine'] !== undefined) b['cover'] = b['immagine'];
    if (b['status'] === undefined && b['stato'] !== undefined) b['status'] = b['stato'];
    const data: Row = {};
    for (const f of KINDS[kind].fields) {
      if (b[f] === undefined) continue;
      const v = b[f];
      if (f === 'cover') {
        if (v !== null && (typeof v !== 'string' || !UUID.test(v)))
          throw invalid('cover', 'cover must be the id of an uploaded image, or null.');
        data[f] = v;
        continue;
      }
      if (v !== null && typeof v !== 'string' && typeof v !== 'number')
        throw invalid(f, `${f} must be a string, a number or null.`);
      if (
        (f === 'prezzo' || f === 'luogo' || f === 'categoria') &&
        v !== null &&
        (!Number.isInteger(Number(v)) || Number(v) < 0)
      ) {
        throw invalid(f, `${f} must be a non-negative integer.`);
      }
      if (f === 'email' && v !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(v)))
        throw invalid(f, 'email must be a valid address.');
      data[f] = v;
    }
    if (b['status'] !== undefined) {
      if (typeof b['status'] !== 'string') throw invalid('status', 'status must be a string.');
      if (!OWNER_STATUSES.includes(b['status']))
        throw forbidden('Operators may set status to draft or in_review only; editors publish.');
      data['status'] = b['status'];
    }
    if (b['translations'] !== undefined) {
      if (!Array.isArray(b['translations']))
        throw invalid('translations', 'translations must be a list.');
      data['translations'] = b['translations'].map((t: unknown, i: number) => {
        if (typeof t !== 'object' || t === null)
          throw invalid(`translations[${i}]`, 'Each translation must be an object.');
        const tr = t as Row;
        if (!['it', 'en', 'fr'].includes(String(tr['languages_code'])))
          throw invalid(
            `translations[${i}].languages_code`,
            'languages_code must be it, en or fr.',
          );
        const out: Row = { languages_code: tr['languages_code'] };
        for (const f of TRANSLATION_FIELDS) {
          if (tr[f] === undefined) continue;
          if (tr[f] !== null && typeof tr[f] !== 'string')
            throw invalid(`translations[${i}].${f}`, `${f} must be a string.`);
          out[f] = tr[f];
        }
        if (tr['id'] !== undefined) out['id'] = tr['id'];
        return out;
      });
    }
    if (creating) {
      const trs = (data['translations'] as Row[] | undefined) ?? [];
      if (!trs.some((t) => typeof t['titolo'] === 'string' && String(t['titolo']).trim() !== '')) {
        throw invalid('translations', 'At least one translation with a titolo is required.');
      }
    }
    let slots: Row[] | null = null;
    if (kind === 'appuntamenti' && b['slots'] !== undefined) {
      if (!Array.isArray(b['slots'])) throw invalid('slots', 'slots must be a list.');
      slots = b['slots'].map((s: unknown, i: number) => {
        if (typeof s !== 'object' || s === null)
          throw invalid(`slots[${i}]`, 'Each slot must be an object.');
        const sl: Row = { ...(s as Row) };
        // an ISO date-time with its offset is read as the city's wall time of that instant
        if (
          typeof sl['data'] === 'string' &&
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(sl['data']) &&
          !Number.isNaN(Date.parse(sl['data']))
        )
          sl['data'] = slotKey(new Date(sl['data']));
        if (typeof sl['data'] !== 'string' || !keyToDate(sl['data']))
          throw invalid(`slots[${i}].data`, 'data must be a valid yyyyMMddHHmm key.');
        if (
          typeof sl['capacita'] !== 'number' ||
          !Number.isInteger(sl['capacita']) ||
          sl['capacita'] < 0 ||
          sl['capacita'] > 100000
        ) {
          throw invalid(`slots[${i}].capacita`, 'capacita must be a non-negative integer.');
        }
        if (
          sl['durata_minuti'] !== undefined &&
          sl['durata_minuti'] !== null &&
          (typeof sl['durata_minuti'] !== 'number' ||
            !Number.isInteger(sl['durata_minuti']) ||
            sl['durata_minuti'] <= 0)
        ) {
          throw invalid(`slots[${i}].durata_minuti`, 'durata_minuti must be a positive integer.');
        }
        if (sl['lingua'] !== undefined && sl['lingua'] !== null && typeof sl['lingua'] !== 'string')
          throw invalid(`slots[${i}].lingua`, 'lingua must be a string.');
        if (sl['id'] !== undefined && (typeof sl['id'] !== 'number' || !Number.isInteger(sl['id'])))
          throw invalid(`slots[${i}].id`, 'id must be an integer.');
        return sl;
      });
      const keys = slots.map((s) => s['data']);
      if (new Set(keys).size !== keys.length)
        throw invalid('slots', 'Two slots have the same data.');
    }
    return { data, slots };
  }

  private async writeSlots(
    trx: Knex.Transaction,
    appuntamento: number,
    slots: Row[],
  ): Promise<void> {
    const existing = (await trx('date_puntuali')
      .where({ contenuto: appuntamento })
      .select('*')) as Row[];
    const keys = new Map((await slotsOf(trx, appuntamento)).map((s) => [s.id, s.key]));
    const byId = new Map(existing.map((s) => [num(s['id']), s]));
    const keep = new Set<number>();
    for (const s of slots) {
      const data = String(s['data']);
      const values = {
        data: dataOfKey(trx, data),
        capienza: num(s['capacita']),
        durata_minuti: s['durata_minuti'] === undefined ? 60 : s['durata_minuti'],
        lingua: s['lingua'] ?? null,
      };
      if (s['id'] !== undefined) {
        const old = byId.get(num(s['id']));
        if (!old)
          throw invalid('slots', `Slot ${String(s['id'])} is not a slot of this appointment.`);
        const booked = num(old['prenotati']) + (await heldPlaces(trx, num(old['id'])));
        if (values.capienza < booked)
          throw new ApiError(
            409,
            'CAPACITY_BELOW_BOOKED',
            `Slot ${data} already has ${booked} places taken.`,
            { field: 'slots' },
          );
        if (keys.get(num(old['id'])) !== data && num(old['prenotati']) > 0)
          throw new ApiError(
            409,
            'SLOT_HAS_BOOKINGS',
            `Slot ${String(keys.get(num(old['id'])))} has bookings: its date cannot change.`,
          );
        await trx('date_puntuali').where({ id: old['id'] }).update(values);
        keep.add(num(old['id']));
      } else {
        await trx('date_puntuali').insert({
          ...values,
          contenuto: appuntamento,
          prenotati: 0,
          stato: 'aperto',
        });
      }
    }
    for (const old of existing) {
      if (keep.has(num(old['id']))) continue;
      if (num(old['prenotati']) > 0)
        throw new ApiError(
          409,
          'SLOT_HAS_BOOKINGS',
          `Slot ${String(keys.get(num(old['id'])))} has bookings and cannot be removed.`,
        );
      await trx('sessioni_coda').where({ slot: old['id'] }).delete();
      await trx('date_puntuali').where({ id: old['id'] }).delete();
    }
  }

  /**
   * A cover must be an image the operator uploaded (administrators: any image); the listing's
   * current cover may be sent back unchanged.
   */
  private async checkCover(viewer: Viewer, user: string, data: Row, current: unknown) {
    const id = data['cover'];
    if (typeof id !== 'string' || id === current) return;
    const file = (await this.db('directus_files')
      .where({ id })
      .first('id', 'type', 'uploaded_by')) as Row | undefined;
    if (!file || !IMAGE_TYPES.includes(String(file['type'])))
      throw new ApiError(400, 'INVALID_PAYLOAD', 'cover is not an uploaded image.', {
        field: 'cover',
      });
    if (!viewer.admin && file['uploaded_by'] !== user)
      throw new ApiError(403, 'FORBIDDEN', 'cover is an image uploaded by another user.', {
        field: 'cover',
      });
  }

  async create(viewer: Viewer, rawKind: string | undefined, body: unknown): Promise<Row> {
    const kind = kindOf(rawKind);
    const user = this.check(viewer, kind);
    const { data, slots } = this.payload(kind, body, true);
    await this.checkCover(viewer, user, data, null);
    const id = await tx(this.db, async (trx) => {
      const svc = await this.items('contenuti', trx);
      const newId = await svc.createOne({
        ...data,
        tipo: KINDS[kind].tipo,
        status: data['status'] ?? 'draft',
        proprietario: user,
      });
      if (kind === 'appuntamenti' && slots) await this.writeSlots(trx, Number(newId), slots);
      return newId;
    });
    return this.present(kind, id);
  }

  async update(
    viewer: Viewer,
    rawKind: string | undefined,
    idRaw: string | undefined,
    body: unknown,
  ): Promise<Row> {
    const kind = kindOf(rawKind);
    const user = this.check(viewer, kind);
    const row = await this.owned(kind, user, idRaw, viewer.admin);
    const { data, slots } = this.payload(kind, body, false);
    await this.checkCover(viewer, user, data, row['cover']);
    if (
      row['status'] === 'published' &&
      data['status'] === undefined &&
      Object.keys(data).length > 0
    )
      data['status'] = 'in_review';
    await tx(this.db, async (trx) => {
      if (Object.keys(data).length > 0) {
        const svc = await this.items('contenuti', trx);
        await svc.updateOne(row['id'] as number, data);
      }
      if (kind === 'appuntamenti' && slots) await this.writeSlots(trx, num(row['id']), slots);
    });
    return this.present(kind, row['id'] as number);
  }

  async bookings(viewer: Viewer, idRaw: string | undefined): Promise<Row> {
    const user = this.check(viewer, 'appuntamenti');
    const row = await this.owned('appuntamenti', user, idRaw, viewer.admin).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 403) throw notFound('Listing not found.');
      throw e;
    });
    const slots = await slotsOf(this.db, num(row['id']));
    const out: Row[] = [];
    const now = Date.now();
    for (const slot of slots) {
      const s = { id: slot.id };
      const bookings = (await this.db('prenotazioni')
        .leftJoin('directus_users', 'directus_users.id', 'prenotazioni.user')
        .where('prenotazioni.slot', s.id)
        .orderBy('prenotazioni.id')
        .select(
          'prenotazioni.id',
          'prenotazioni.posti',
          'prenotazioni.stato',
          'prenotazioni.date_created',
          'directus_users.first_name',
          'directus_users.last_name',
          'directus_users.email as user_email',
          'prenotazioni.ordine',
        )) as Row[];
      // order emails are read apart: the column types of the two keys differ between databases
      const orderIds = [
        ...new Set(
          bookings.map((b) => b['ordine']).filter((o): o is string => typeof o === 'string'),
        ),
      ];
      const orderEmails = new Map(
        orderIds.length
          ? ((await this.db('ordini').whereIn('id', orderIds).select('id', 'email')) as Row[]).map(
              (o) => [String(o['id']), o['email']],
            )
          : [],
      );
      const queue = (await this.db('sessioni_coda')
        .where({ slot: s.id })
        .orderBy([{ column: 'sequenza' }, { column: 'id' }])
        .select('*')) as Row[];
      let pos = 0;
      const coda = queue.map((q) => {
        const live = num(q['scadenza']) > now;
        const admitted = q['ammessa'] === true || q['ammessa'] === 1;
        const waiting = q['status'] === 'active' && !admitted && live;
        if (waiting) pos += 1;
        return {
          session_id: q['session_id'],
          status: q['status'] === 'active' && !live ? 'expired' : q['status'],
          admitted: q['status'] === 'active' && admitted && live,
          position: waiting ? pos : 0,
          expiration_date: num(q['scadenza']) ? new Date(num(q['scadenza'])).toISOString() : null,
          posti: num(q['posti']),
        };
      });
      out.push({
        id: slot.id,
        data: slot.key,
        capacita: slot.limited ? slot.capacita : null,
        prenotati: slot.prenotati,
        ammessi: coda.filter((c) => c.admitted).length,
        in_attesa: pos,
        prenotazioni: bookings.map((b) => ({
          id: num(b['id']),
          posti: num(b['posti']),
          stato: b['stato'],
          date_created: toIso(b['date_created']),
          nome: [b['first_name'], b['last_name']].filter(Boolean).join(' ') || null,
          email: b['user_email'] ?? orderEmails.get(String(b['ordine'])) ?? null,
        })),
        coda,
      });
    }
    return { slots: out };
  }
}
