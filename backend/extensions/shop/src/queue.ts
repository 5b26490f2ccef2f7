// Waiting queue of appointment dates (spec sections 3, 4, 7). Every operation runs in one transaction
// that locks the date row, applies expiries and admissions, then acts on the session. Invariant:
// booked places + places held by admitted (or converted, not yet ordered) sessions <= capacity.
import type { Knex } from 'knex';
import { ApiError, invalid, notFound } from '../../shared/http';
import { isUniqueViolation, num, tx } from './db';
import { findByKey, getSlot, lockSlot, slotsOf } from './slots';
import type { Slot } from './slots';

export type PublicStatus = 'active' | 'converted' | 'expired' | 'departed' | 'skip';

export interface SessionRow {
  id: number;
  session_id: string;
  slot: number;
  data_appuntamento: string;
  status: PublicStatus;
  ammessa: boolean | number;
  posti: number;
  sequenza: number | string;
  scadenza: number | string;
  ammessa_il: number | string | null;
  ordine: string | null;
  user: string | null;
}

export interface QueueStatus {
  session_id: string;
  data_appuntamento: string;
  appuntamento: number;
  slot: number;
  status: PublicStatus;
  admitted: boolean;
  position: number;
  expiration_date: string | null;
  estimated_wait_seconds: number;
  posti: number;
}

export interface QueueConfig {
  admissionMs: number;
  waitingMs: number;
}

export const queueConfig = (env: Record<string, unknown>): QueueConfig => ({
  admissionMs: Math.max(5, Number(env['QUEUE_ADMISSION_SECONDS'] ?? 600)) * 1000,
  waitingMs: Math.max(5, Number(env['QUEUE_WAITING_SECONDS'] ?? 300)) * 1000,
});

const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

export const isAdmitted = (s: Pick<SessionRow, 'ammessa'>): boolean =>
  s.ammessa === true || s.ammessa === 1 || String(s.ammessa) === 'true';

export const slotClosed = (slot: Slot, now: number): boolean =>
  slot.stato !== 'aperto' || slot.startMs <= now;

/** Places held by admitted sessions and by converted sessions not yet turned into a booking. */
export async function heldPlaces(trx: Knex.Transaction | Knex, slotId: number): Promise<number> {
  const row = await trx('sessioni_coda')
    .where({ slot: slotId })
    .andWhere((q) => {
      q.where({ status: 'active', ammessa: true }).orWhere((q2) =>
        q2.where({ status: 'converted' }).whereNull('ordine'),
      );
    })
    .sum({ total: 'posti' })
    .first();
  return num(row?.total);
}

/** Applies expiries, skips and FIFO admissions of one date. The date row must be locked. */
export async function refreshSlot(
  trx: Knex.Transaction,
  slot: Slot,
  now: number,
  cfg: QueueConfig,
): Promise<void> {
  const stamp = new Date(now);
  await trx('sessioni_coda')
    .where({ slot: slot.id })
    .andWhere((q) => {
      q.where({ status: 'active' }).orWhere((q2) =>
        q2.where({ status: 'converted' }).whereNull('ordine'),
      );
    })
    .andWhere('scadenza', '<=', now)
    .update({ status: 'expired', ammessa: false, date_updated: stamp });

  if (slotClosed(slot, now)) {
    await trx('sessioni_coda')
      .where({ slot: slot.id, status: 'active' })
      .update({ status: 'skip', ammessa: false, date_updated: stamp });
    return;
  }
  if (slot.prenotati >= slot.capacita) {
    await trx('sessioni_coda')
      .where({ slot: slot.id, status: 'active', ammessa: false })
      .update({ status: 'skip', date_updated: stamp });
    return;
  }
  let free = slot.capacita - slot.prenotati - (await heldPlaces(trx, slot.id));
  while (free > 0) {
    const waiting = (await trx('sessioni_coda')
      .where({ slot: slot.id, status: 'active', ammessa: false })
      .orderBy([{ column: 'sequenza' }, { column: 'id' }])
      .limit(50)
      .select('id', 'posti')) as Array<{ id: number; posti: number }>;
    if (waiting.length === 0) return;
    for (const w of waiting) {
      const posti = num(w.posti);
      if (posti > free) return; // strict first-in first-out: the head waits for enough places
      await trx('sessioni_coda')
        .where({ id: w.id })
        .update({
          ammessa: true,
          ammessa_il: now,
          scadenza: now + cfg.admissionMs,
          date_updated: stamp,
        });
      free -= posti;
      if (free <= 0) return;
    }
  }
}

async function position(trx: Knex.Transaction, s: SessionRow): Promise<number> {
  const seq = num(s.sequenza);
  const row = await trx('sessioni_coda')
    .where({ slot: s.slot, status: 'active', ammessa: false })
    .andWhere((q) => {
      q.where('sequenza', '<', seq).orWhere((q2) =>
        q2.where('sequenza', '=', seq).andWhere('id', '<', s.id),
      );
    })
    .count({ n: '*' })
    .first();
  return num(row?.n) + 1;
}

export async function present(
  trx: Knex.Transaction,
  s: SessionRow,
  slot: Slot,
  cfg: QueueConfig,
): Promise<QueueStatus> {
  const admitted =
    isAdmitted(s) && (s.status === 'active' || (s.status === 'converted' && s.ordine === null));
  const waiting = s.status === 'active' && !isAdmitted(s);
  const pos = waiting ? await position(trx, s) : 0;
  const perRound = Math.max(1, Math.min(slot.capacita, 1000));
  return {
    session_id: s.session_id,
    data_appuntamento: s.data_appuntamento,
    appuntamento: slot.contenuto,
    slot: slot.id,
    status: s.status,
    admitted,
    position: pos,
    expiration_date: num(s.scadenza) > 0 ? new Date(num(s.scadenza)).toISOString() : null,
    estimated_wait_seconds: waiting
      ? Math.ceil(pos / perRound) * Math.round(cfg.admissionMs / 1000)
      : 0,
    posti: num(s.posti),
  };
}

function readSessionId(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('body', 'The body must be a JSON object.');
  const id = (body as Record<string, unknown>)['session_id'];
  if (id === undefined || id === null) throw invalid('session_id', 'session_id is required.');
  if (typeof id !== 'string' || !SESSION_ID.test(id))
    throw invalid('session_id', 'session_id must be 8-128 characters among A-Z a-z 0-9 _ -.');
  return id;
}

type Op = 'status' | 'left' | 'convert' | 'reactivate';

export class Queue {
  constructor(
    private readonly db: Knex,
    private readonly cfg: QueueConfig,
  ) {}

  async register(body: unknown, user: string | null): Promise<QueueStatus> {
    const sessionId = readSessionId(body);
    const b = body as Record<string, unknown>;
    const key = b['data_appuntamento'];
    if (key === undefined || key === null)
      throw invalid('data_appuntamento', 'data_appuntamento is required.');
    if (typeof key !== 'string' && typeof key !== 'number')
      throw invalid('data_appuntamento', 'data_appuntamento must be a string yyyyMMddHHmm.');
    const keyStr = String(key);
    if (!/^\d{12}$/.test(keyStr))
      throw invalid('data_appuntamento', 'data_appuntamento must be 12 digits yyyyMMddHHmm.');
    let appuntamento: number | null = null;
    if (b['appuntamento'] !== undefined && b['appuntamento'] !== null) {
      appuntamento = Number(b['appuntamento']);
      if (!Number.isInteger(appuntamento) || appuntamento <= 0)
        throw invalid('appuntamento', 'appuntamento must be a positive integer.');
    }
    let posti = 1;
    if (b['posti'] !== undefined && b['posti'] !== null) {
      posti = Number(b['posti']);
      if (typeof b['posti'] !== 'number' || !Number.isInteger(posti) || posti < 1 || posti > 10)
        throw invalid('posti', 'posti must be an integer from 1 to 10.');
    }
    const found = await findByKey(this.db, 'appuntamenti', keyStr, appuntamento);
    if (found.length === 0)
      throw new ApiError(404, 'SLOT_NOT_FOUND', 'No appointment slot with this date.', {
        field: 'data_appuntamento',
      });
    if (found.length > 1)
      throw new ApiError(
        409,
        'SLOT_AMBIGUOUS',
        'Several appointments have a slot at this date: send appuntamento.',
        { field: 'appuntamento' },
      );
    const slotId = (found[0] as Slot).id;
    const attempt = () =>
      tx(this.db, async (trx) => {
        const now = Date.now();
        const slot = (await lockSlot(trx, slotId)) as Slot;
        const existing = (await trx('sessioni_coda').where({ session_id: sessionId }).first()) as
          SessionRow | undefined;
        if (existing && num(existing.slot) !== slot.id) {
          throw new ApiError(
            409,
            'SESSION_CONFLICT',
            'This session_id is registered for another slot.',
            { field: 'session_id' },
          );
        }
        await refreshSlot(trx, slot, now, this.cfg);
        if (!existing) {
          const full = slot.prenotati >= slot.capacita || slotClosed(slot, now);
          await trx('sessioni_coda').insert({
            session_id: sessionId,
            slot: slot.id,
            data_appuntamento: slot.key,
            status: full ? 'skip' : 'active',
            ammessa: false,
            posti,
            sequenza: now,
            scadenza: now + this.cfg.waitingMs,
            user,
            date_created: new Date(now),
          });
          if (!full) await refreshSlot(trx, slot, now, this.cfg);
        }
        const s = (await trx('sessioni_coda')
          .where({ session_id: sessionId })
          .first()) as SessionRow;
        return present(trx, s, slot, this.cfg);
      });
    try {
      return await attempt();
    } catch (error) {
      if (isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  async act(op: Op, body: unknown): Promise<QueueStatus> {
    const sessionId = readSessionId(body);
    const known = (await this.db('sessioni_coda')
      .where({ session_id: sessionId })
      .first('slot')) as { slot: number } | undefined;
    if (!known) throw notFound('Session not found.');
    return tx(this.db, async (trx) => {
      const now = Date.now();
      const stamp = new Date(now);
      const slot = (await lockSlot(trx, num(known.slot))) as Slot;
      await refreshSlot(trx, slot, now, this.cfg);
      let s = (await trx('sessioni_coda').where({ session_id: sessionId }).first()) as SessionRow;
      const reload = async () => {
        s = (await trx('sessioni_coda').where({ session_id: sessionId }).first()) as SessionRow;
      };
      if (op === 'status') {
        // The heartbeat of a waiting session is pushed forward once half of it has passed, so that
        // most polls only read.
        if (
          s.status === 'active' &&
          !isAdmitted(s) &&
          num(s.scadenza) - now < this.cfg.waitingMs / 2
        ) {
          await trx('sessioni_coda')
            .where({ id: s.id })
            .update({ scadenza: now + this.cfg.waitingMs, date_updated: stamp });
          await reload();
        }
      } else if (op === 'left') {
        if (s.status === 'active' || (s.status === 'converted' && s.ordine === null)) {
          await trx('sessioni_coda')
            .where({ id: s.id })
            .update({ status: 'departed', ammessa: false, date_updated: stamp });
          await refreshSlot(trx, slot, now, this.cfg);
          await reload();
        }
      } else if (op === 'convert') {
        if (s.status === 'active' && isAdmitted(s)) {
          await trx('sessioni_coda')
            .where({ id: s.id })
            .update({ status: 'converted', date_updated: stamp });
          await reload();
        } else if (s.status !== 'converted') {
          const shown = s.status === 'active' ? 'waiting' : s.status;
          throw new ApiError(
            409,
            'SESSION_INVALID',
            `The session cannot be converted: it is ${shown}.`,
            { status: s.status, admitted: isAdmitted(s) },
          );
        }
      } else if (op === 'reactivate') {
        if (s.status === 'converted')
          throw new ApiError(
            409,
            'SESSION_NOT_REACTIVABLE',
            'A converted session cannot be reactivated.',
            { status: s.status },
          );
        if (s.status !== 'active') {
          if (slotClosed(slot, now))
            throw new ApiError(409, 'SESSION_NOT_REACTIVABLE', 'The slot is closed or past.', {
              status: s.status,
            });
          const full = slot.prenotati >= slot.capacita;
          await trx('sessioni_coda')
            .where({ id: s.id })
            .update({
              status: full ? 'skip' : 'active',
              ammessa: false,
              ammessa_il: null,
              ordine: null,
              sequenza: now,
              scadenza: now + this.cfg.waitingMs,
              date_updated: stamp,
            });
          if (!full) await refreshSlot(trx, slot, now, this.cfg);
          await reload();
        }
      }
      return present(trx, s, slot, this.cfg);
    });
  }

  async slots(appuntamento: number, from: string | null, to: string | null): Promise<unknown[]> {
    const exists = await this.db('contenuti')
      .where({ id: appuntamento, tipo: 'appuntamenti' })
      .first('id');
    if (!exists) throw notFound('Appointment not found.');
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const lo = `${(from ?? '').replace(/-/g, '') || today}0000`;
    const hi = to ? `${to.replace(/-/g, '')}2359` : null;
    const rows = (await slotsOf(this.db, appuntamento))
      .filter((s) => s.key >= lo && (!hi || s.key <= hi))
      .slice(0, 500);
    const now = Date.now();
    const out: unknown[] = [];
    for (const slot of rows) {
      const counts = (await this.db('sessioni_coda')
        .where({ slot: slot.id })
        .andWhere('scadenza', '>', now)
        .select(
          this.db.raw(
            `sum(case when status = 'active' and ammessa = ? then 1 else 0 end) as waiting`,
            [false],
          ),
          this.db.raw(
            `sum(case when (status = 'active' and ammessa = ?) or (status = 'converted' and ordine is null) then posti else 0 end) as held`,
            [true],
          ),
        )
        .first()) as { waiting: unknown; held: unknown } | undefined;
      const disponibili = Math.max(0, slot.capacita - slot.prenotati - num(counts?.held));
      const past = slot.startMs <= now;
      out.push({
        id: slot.id,
        appuntamento: slot.contenuto,
        data: slot.key,
        inizio: slot.startMs ? new Date(slot.startMs).toISOString() : null,
        durata_minuti: slot.durata_minuti,
        capacita: slot.limited ? slot.capacita : null,
        prenotati: slot.prenotati,
        in_attesa: num(counts?.waiting),
        disponibili: slot.limited ? disponibili : null,
        lingua: slot.lingua,
        stato: past
          ? 'passato'
          : slot.stato !== 'aperto'
            ? 'chiuso'
            : slot.prenotati >= slot.capacita
              ? 'esaurito'
              : 'aperto',
      });
    }
    return out;
  }
}

export { getSlot };
