// Indexes the rules rely on that a schema snapshot cannot express: composite and partial unique
// indexes (one slot per appointment and date, one armonia booking per card and date) and the
// lookups of the queue. Created on start, idempotent, on SQLite and PostgreSQL alike.
import type { Knex } from 'knex';

const STATEMENTS = [
  'CREATE UNIQUE INDEX IF NOT EXISTS slot_appuntamenti_appuntamento_data_uq ON slot_appuntamenti (appuntamento, data)',
  'CREATE UNIQUE INDEX IF NOT EXISTS turni_visite_visita_data_uq ON turni_visite (visita, data)',
  'CREATE UNIQUE INDEX IF NOT EXISTS date_armonia_attivita_data_uq ON date_armonia (attivita, data)',
  'CREATE UNIQUE INDEX IF NOT EXISTS prodotti_vendita_prodotto_uq ON prodotti_vendita (prodotto)',
  "CREATE UNIQUE INDEX IF NOT EXISTS prenotazioni_card_data_uq ON prenotazioni (card_armonia, data_armonia) WHERE stato = 'confermata' AND card_armonia IS NOT NULL",
  'CREATE INDEX IF NOT EXISTS sessioni_coda_slot_status_idx ON sessioni_coda (slot, status, ammessa, sequenza, id)',
  'CREATE INDEX IF NOT EXISTS ordini_user_idx ON ordini ("user", date_created)',
  'CREATE INDEX IF NOT EXISTS prenotazioni_user_idx ON prenotazioni ("user")',
  'CREATE INDEX IF NOT EXISTS prenotazioni_slot_idx ON prenotazioni (slot)',
  'CREATE INDEX IF NOT EXISTS ordini_righe_ordine_idx ON ordini_righe (ordine)',
  'CREATE INDEX IF NOT EXISTS tariffe_tipo_item_idx ON tariffe (tipo, item_id)',
];

export async function ensureIndexes(db: Knex): Promise<boolean> {
  if (!(await db.schema.hasTable('sessioni_coda'))) return false;
  for (const sql of STATEMENTS) await db.raw(sql);
  return true;
}
