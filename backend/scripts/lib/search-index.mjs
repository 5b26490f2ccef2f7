// Indexes the snapshot cannot express: composite indexes for listings and the full-text index of
// contenuti_translations.search_text (SQLite FTS5 with triggers / PostgreSQL GIN indexes over a
// tsvector expression, one per locale). Idempotent; run by `prepare` after every schema apply (a SQLite table rebuild by
// an apply drops triggers, so they are recreated here).

export const excludedTables = [
  'citta_stato',
  'auth_sessioni',
  'contenuti_fts',
  'contenuti_fts_data',
  'contenuti_fts_idx',
  'contenuti_fts_docsize',
  'contenuti_fts_config',
  'contenuti_fts_content',
  'contenuti_elenco',
];

/** The site's locales (languages.code). */
const locales = ['it', 'en', 'fr'];

const btree = [
  ['contenuti_status_tipo_sort', 'contenuti', ['status', 'tipo', 'sort_date']],
  ['contenuti_status_sort', 'contenuti', ['status', 'sort_date']],
  ['contenuti_tipo_next', 'contenuti', ['tipo', 'next_date']],
  ['contenuti_status_tipo_last', 'contenuti', ['status', 'tipo', 'last_date']],
  ['contenuti_status_last', 'contenuti', ['status', 'last_date']],
  [
    'contenuti_tr_lang_title_item',
    'contenuti_translations',
    ['languages_code', 'titolo', 'contenuti_id'],
  ],
  ['contenuti_tr_lang_slug', 'contenuti_translations', ['languages_code', 'slug']],
  ['contenuti_tr_item_lang', 'contenuti_translations', ['contenuti_id', 'languages_code']],
  // category filters, counted from the index alone (status, category, type, date range)
  [
    'contenuti_status_cat_tipo_last',
    'contenuti',
    ['status', 'categoria', 'tipo', 'last_date', 'first_date'],
  ],
  ['date_contenuto_idx', 'date', ['contenuto']],
  ['date_puntuali_contenuto_idx', 'date_puntuali', ['contenuto', 'data']],
];

/** @param {import('knex').Knex} db */
export async function ensureSearchIndexes(db) {
  if (!(await db.schema.hasTable('contenuti_translations'))) return;
  const client = db.client.config.client;
  for (const [name, table, cols] of btree) {
    if (!(await db.schema.hasTable(table))) continue;
    await db.raw(
      `CREATE INDEX IF NOT EXISTS ${name} ON "${table}" (${cols.map((c) => `"${c}"`).join(', ')})`,
    );
  }
  if (client === 'sqlite3') {
    await db.raw('DROP INDEX IF EXISTS contenuti_id_filtri');
    await ensureTitleList(db);
    const exists = await db.raw(
      "SELECT name FROM sqlite_master WHERE type='table' AND name='contenuti_fts'",
    );
    await db.raw(
      "CREATE VIRTUAL TABLE IF NOT EXISTS contenuti_fts USING fts5(search_text, content='contenuti_translations', content_rowid='id', tokenize='unicode61 remove_diacritics 2')",
    );
    await db.raw(`CREATE TRIGGER IF NOT EXISTS contenuti_fts_ai AFTER INSERT ON contenuti_translations BEGIN
      INSERT INTO contenuti_fts(rowid, search_text) VALUES (new.id, coalesce(new.search_text, ''));
    END`);
    await db.raw(`CREATE TRIGGER IF NOT EXISTS contenuti_fts_ad AFTER DELETE ON contenuti_translations BEGIN
      INSERT INTO contenuti_fts(contenuti_fts, rowid, search_text) VALUES ('delete', old.id, coalesce(old.search_text, ''));
    END`);
    await db.raw(`CREATE TRIGGER IF NOT EXISTS contenuti_fts_au AFTER UPDATE ON contenuti_translations BEGIN
      INSERT INTO contenuti_fts(contenuti_fts, rowid, search_text) VALUES ('delete', old.id, coalesce(old.search_text, ''));
      INSERT INTO contenuti_fts(rowid, search_text) VALUES (new.id, coalesce(new.search_text, ''));
    END`);
    // (Re)build from the table: after creation, and after an apply that rebuilt the table.
    await db.raw("INSERT INTO contenuti_fts(contenuti_fts) VALUES ('rebuild')");
    void exists;
  } else {
    // one GIN index per locale (partial): a search reads only its language's entries
    for (const locale of locales)
      await db.raw(
        `CREATE INDEX IF NOT EXISTS contenuti_tr_fts_${locale} ON contenuti_translations USING gin (to_tsvector('simple', coalesce(search_text, ''))) WHERE languages_code = '${locale}'`,
      );
    await db.raw('DROP INDEX IF EXISTS contenuti_tr_fts');
    await db.raw('ANALYZE contenuti_translations');
  }
}

/**
 * SQLite: `contenuti_elenco`, one row per translation with the item's filter columns (status,
 * type, category, first and last date), kept by triggers on both tables. Title-ordered lists and
 * their totals read one covering index of it instead of joining 100,000 items to their
 * translations. `id` is the item's id, `tr_id` the translation's. Rebuilt on every run, like the
 * FTS table (a schema apply that rebuilds a table drops its triggers).
 * @param {import('knex').Knex} db
 */
async function ensureTitleList(db) {
  await db.raw(`CREATE TABLE IF NOT EXISTS contenuti_elenco (
    tr_id INTEGER PRIMARY KEY, id INTEGER NOT NULL, languages_code TEXT, titolo TEXT,
    status TEXT, tipo TEXT, categoria INTEGER, first_date TEXT, last_date TEXT)`);
  const filters = 'categoria, first_date, last_date';
  await db.raw(
    `CREATE INDEX IF NOT EXISTS contenuti_elenco_tipo ON contenuti_elenco (languages_code, status, tipo, titolo, id, ${filters})`,
  );
  await db.raw(
    `CREATE INDEX IF NOT EXISTS contenuti_elenco_tutti ON contenuti_elenco (languages_code, status, titolo, id, tipo, ${filters})`,
  );
  await db.raw('CREATE INDEX IF NOT EXISTS contenuti_elenco_item ON contenuti_elenco (id)');
  const row = (from) => `SELECT ${from}.id, ${from}.contenuti_id, ${from}.languages_code,
    ${from}.titolo, c.status, c.tipo, c.categoria, c.first_date, c.last_date
    FROM contenuti c WHERE c.id = ${from}.contenuti_id`;
  await db.raw(`CREATE TRIGGER IF NOT EXISTS contenuti_elenco_tr_ai AFTER INSERT ON contenuti_translations BEGIN
    INSERT OR REPLACE INTO contenuti_elenco ${row('new')};
  END`);
  await db.raw(`CREATE TRIGGER IF NOT EXISTS contenuti_elenco_tr_au AFTER UPDATE ON contenuti_translations BEGIN
    DELETE FROM contenuti_elenco WHERE tr_id = old.id;
    INSERT OR REPLACE INTO contenuti_elenco ${row('new')};
  END`);
  await db.raw(`CREATE TRIGGER IF NOT EXISTS contenuti_elenco_tr_ad AFTER DELETE ON contenuti_translations BEGIN
    DELETE FROM contenuti_elenco WHERE tr_id = old.id;
  END`);
  await db.raw(`CREATE TRIGGER IF NOT EXISTS contenuti_elenco_c_au
    AFTER UPDATE OF status, tipo, categoria, first_date, last_date ON contenuti BEGIN
    UPDATE contenuti_elenco SET status = new.status, tipo = new.tipo, categoria = new.categoria,
      first_date = new.first_date, last_date = new.last_date WHERE id = new.id;
  END`);
  await db.raw(`CREATE TRIGGER IF NOT EXISTS contenuti_elenco_c_ad AFTER DELETE ON contenuti BEGIN
    DELETE FROM contenuti_elenco WHERE id = old.id;
  END`);
  await db.raw('DELETE FROM contenuti_elenco');
  await db.raw(`INSERT INTO contenuti_elenco SELECT t.id, t.contenuti_id, t.languages_code, t.titolo,
    c.status, c.tipo, c.categoria, c.first_date, c.last_date
    FROM contenuti_translations t JOIN contenuti c ON c.id = t.contenuti_id`);
}
