// Writing an appointment's slots from its organiser's list: listed slots with an id are updated
// (never below the places taken, never moved once booked), new ones inserted, unlisted ones
// removed with their queue unless they have bookings.
import type { Knex } from 'knex';
import { ApiError, invalid } from '../../../shared/http';
import { num } from '../db';
import { dataOfKey, slotsOf } from '../catalog/slots';
import { heldPlaces } from '../queue/rules';

type Row = Record<string, unknown>;

/** Updates one existing slot after checking its bookings allow the change. */
async function updateSlot(
  trx: Knex.Transaction,
  old: Row,
  key: string | undefined,
  data: string,
  values: Row & { capienza: number },
): Promise<void> {
  const booked = num(old['prenotati']) + (await heldPlaces(trx, num(old['id'])));
  if (values.capienza < booked)
    throw new ApiError(
      409,
      'CAPACITY_BELOW_BOOKED',
      `Slot ${data} already has ${booked} places taken.`,
      { field: 'slots' },
    );
  if (key !== data && num(old['prenotati']) > 0)
    throw new ApiError(
      409,
      'SLOT_HAS_BOOKINGS',
      `Slot ${String(key)} has bookings: its date cannot change.`,
    );
  await trx('date_puntuali').where({ id: old['id'] }).update(values);
}

export async function writeSlots(
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
    if (s['id'] === undefined) {
      await trx('date_puntuali').insert({
        ...values,
        contenuto: appuntamento,
        prenotati: 0,
        stato: 'aperto',
      });
      continue;
    }
    const old = byId.get(num(s['id']));
    if (!old) throw invalid('slots', `Slot ${String(s['id'])} is not a slot of this appointment.`);
    await updateSlot(trx, old, keys.get(num(old['id'])), data, values);
    keep.add(num(old['id']));
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
