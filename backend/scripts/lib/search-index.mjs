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
    // Lists joined from the translations side (title order) look each item up by id: this index
    // holds every column the filters read, so the lookups stay in it instead of the wide rows.
    await db.raw(
      'CREATE INDEX IF NOT EXISTS contenuti_id_filtri ON "contenuti" ("id", "status", "tipo", "categoria", "last_date", "first_date")',
    );
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
