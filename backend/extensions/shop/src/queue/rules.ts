// Rules of the waiting queue of appointment dates (spec sections 3, 4, 7): session shapes, the
// configuration, and the refresh that applies expiries, skips and FIFO admissions on a locked date.
// Invariant: booked places + places held by admitted (or converted, not yet ordered) sessions
// <= capacity.
import type { Knex } from 'knex';
import { num } from '../db';
import type { Slot } from '../catalog/slots';

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

export const isAdmitted = (s: Pick<SessionRow, 'ammessa'>): boolean =>
  s.ammessa === true || s.ammessa === 1 || String(s.ammessa) === 'true';

export const slotClosed = (slot: Slot, now: number): boolean =>
  slot.stato !== 'aperto' || slot.startMs <= now;

/**
 * Places held by admitted sessions and by converted sessions not yet turned into a booking; with
 * `unexpiredAt`, only by those whose time is not up then (a refresh would expire the others).
 */
export async function heldPlaces(
  trx: Knex.Transaction | Knex,
  slotId: number,
  unexpiredAt?: number,
): Promise<number> {
  const q = trx('sessioni_coda')
    .where({ slot: slotId })
    .andWhere((q1) => {
      q1.where({ status: 'active', ammessa: true }).orWhere((q2) =>
        q2.where({ status: 'converted' }).whereNull('ordine'),
      );
    });
  if (unexpiredAt !== undefined) q.andWhere('scadenza', '>', unexpiredAt);
  const row = await q.sum({ total: 'posti' }).first();
  return num(row?.total);
}

/**
 * True when a new session asking for `posti` places would not be admitted by a refresh now: a
 * session is already waiting in time (first-in first-out puts the newcomer behind it), or the
 * places booked and held by sessions whose time is not up leave fewer than `posti` free. Read
 * without the date's lock, so it can be out of date either way; sessions.ts (registerWaiting)
 * says why that is safe.
 */
export async function mustWait(db: Knex, slot: Slot, posti: number, now: number): Promise<boolean> {
  const waiting = await db('sessioni_coda')
    .where({ slot: slot.id, status: 'active', ammessa: false })
    .andWhere('scadenza', '>', now)
    .first('id');
  if (waiting) return true;
  return slot.prenotati + (await heldPlaces(db, slot.id, now)) + posti > slot.capacita;
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

async function position(trx: Knex.Transaction | Knex, s: SessionRow): Promise<number> {
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
  trx: Knex.Transaction | Knex,
  s: SessionRow,
  slot: Slot,
  cfg: QueueConfig,
  positionOf: (s: SessionRow) => Promise<number> = (x) => position(trx, x),
): Promise<QueueStatus> {
  const admitted =
    isAdmitted(s) && (s.status === 'active' || (s.status === 'converted' && s.ordine === null));
  const waiting = s.status === 'active' && !isAdmitted(s);
  const pos = waiting ? await positionOf(s) : 0;
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
