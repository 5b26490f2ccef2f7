// Operators' own listings (outdoor, incoming, restaurants, appointments with slots). Each kind needs
// its role; a listing belongs to the user in `proprietario`; owners move status only between draft
// and in_review (editors publish in the admin app). Organisers read bookings and queue of their slots.
import type { Knex } from 'knex';
import { ApiError, forbidden, notFound } from '../../../shared/http';
import { num, tx } from '../db';
import { slotsOf } from '../catalog/slots';
import { hasRole } from '../viewer';
import type { Viewer } from '../viewer';
import { slotBookings } from './bookings';
import { KINDS, kindOf } from './kinds';
import type { ItemsServiceFactory, Kind } from './kinds';
import { listingPayload } from './payload';
import { writeSlots } from './slots';
import { IMAGE_TYPES } from './upload';

type Row = Record<string, unknown>;

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
    const { data, slots } = listingPayload(kind, body, true);
    await this.checkCover(viewer, user, data, null);
    const id = await tx(this.db, async (trx) => {
      const svc = await this.items('contenuti', trx);
      const newId = await svc.createOne({
        ...data,
        tipo: KINDS[kind].tipo,
        status: data['status'] ?? 'draft',
        proprietario: user,
      });
      if (kind === 'appuntamenti' && slots) await writeSlots(trx, Number(newId), slots);
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
    const { data, slots } = listingPayload(kind, body, false);
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
      if (kind === 'appuntamenti' && slots) await writeSlots(trx, num(row['id']), slots);
    });
    return this.present(kind, row['id'] as number);
  }

  async bookings(viewer: Viewer, idRaw: string | undefined): Promise<Row> {
    const user = this.check(viewer, 'appuntamenti');
    const row = await this.owned('appuntamenti', user, idRaw, viewer.admin).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 403) throw notFound('Listing not found.');
      throw e;
    });
    return slotBookings(this.db, await slotsOf(this.db, num(row['id'])));
  }
}
