// Bookable dates of the catalogue: the future dates of a guided tour and the slots of an
// appointment with their queue counts (places held by admitted sessions are not available).
import type { Knex } from 'knex';
import { notFound } from '../../../shared/http';
import { num } from '../db';
import { slotsOf } from './slots';
import type { Slot } from './slots';

type Row = Record<string, unknown>;

/** `GET /visite-guidate/:id/date`: the tour's dates still to come. */
export async function tourDates(db: Knex, id: number): Promise<Row[]> {
  if (!(await db('contenuti').where({ id, tipo: 'visite_guidate' }).first('id')))
    throw notFound('Guided tour not found.');
  const now = Date.now();
  return (await slotsOf(db, id))
    .filter((t) => t.startMs > now)
    .map((t) => ({
      id: t.id,
      visita: id,
      data: t.key,
      inizio: new Date(t.startMs).toISOString(),
      capacita: t.limited ? t.capacita : null,
      prenotati: t.prenotati,
      disponibili: t.limited ? Math.max(0, t.capacita - t.prenotati) : null,
      lingua: t.lingua,
      stato: t.stato !== 'aperto' ? 'chiuso' : t.prenotati >= t.capacita ? 'esaurito' : 'aperto',
    }));
}

type QueueCounts = { waiting: unknown; held: unknown };

/**
 * Per slot: sessions waiting, and places held by admitted or converted (not yet ordered)
 * sessions; one grouped query for all the slots of a list.
 */
async function queueCounts(
  db: Knex,
  slotIds: readonly number[],
  now: number,
): Promise<Map<number, QueueCounts>> {
  if (slotIds.length === 0) return new Map();
  const rows = (await db('sessioni_coda')
    .whereIn('slot', slotIds)
    .andWhere('scadenza', '>', now)
    .groupBy('slot')
    .select(
      'slot',
      db.raw(`sum(case when status = 'active' and ammessa = ? then 1 else 0 end) as waiting`, [
        false,
      ]),
      db.raw(
        `sum(case when (status = 'active' and ammessa = ?) or (status = 'converted' and ordine is null) then posti else 0 end) as held`,
        [true],
      ),
    )) as Array<QueueCounts & { slot: unknown }>;
  return new Map(rows.map((row) => [Number(row.slot), row]));
}

function slotState(slot: Slot, now: number): string {
  if (slot.startMs <= now) return 'passato';
  if (slot.stato !== 'aperto') return 'chiuso';
  return slot.prenotati >= slot.capacita ? 'esaurito' : 'aperto';
}

/** `GET /appuntamenti/:id/slots`: slots from `from` (default today) to `to` (days, inclusive). */
export async function appointmentSlots(
  db: Knex,
  appuntamento: number,
  from: string | null,
  to: string | null,
): Promise<unknown[]> {
  const exists = await db('contenuti')
    .where({ id: appuntamento, tipo: 'appuntamenti' })
    .first('id');
  if (!exists) throw notFound('Appointment not found.');
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const lo = `${(from ?? '').replace(/-/g, '') || today}0000`;
  const hi = to ? `${to.replace(/-/g, '')}2359` : null;
  const rows = (await slotsOf(db, appuntamento))
    .filter((s) => s.key >= lo && (!hi || s.key <= hi))
    .slice(0, 500);
  const now = Date.now();
  const out: unknown[] = [];
  const countsBySlot = await queueCounts(
    db,
    rows.map((slot) => slot.id),
    now,
  );
  for (const slot of rows) {
    const counts = countsBySlot.get(slot.id);
    const disponibili = Math.max(0, slot.capacita - slot.prenotati - num(counts?.held));
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
      stato: slotState(slot, now),
    });
  }
  return out;
}
