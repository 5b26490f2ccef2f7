// Indexes the snapshot cannot express: composite indexes for listings, the list table
// `contenuti_elenco` (one row per translation with its item's filter and order columns, kept by
// triggers) and the full-text index of contenuti_translations.search_text (SQLite: FTS5 table with
// triggers; PostgreSQL: a tsvector column of the list table with one GIN index per locale).
// Idempotent; run by `prepare` after every schema apply (a SQLite table rebuild by an apply drops
// triggers, so they are recreated here).

/** The site's locales (languages.code). */
const locales = ['it', 'en', 'fr'];

export const excludedTables = [
  'citta_stato',
  'auth_sessioni',
  ...['contenuti_fts', ...locales.map((l) => `contenuti_fts_${l}`)].flatMap((name) =>
    ['', '_data', '_idx', '_docsize', '_config', '_content'].map((part) => name + part),
  ),
  'contenuti_elenco',
];

const btree = [
  // date order (sort day, then id) with every filter column: a page is read from the index alone
  [
    'contenuti_status_tipo_order',
    'contenuti',
    ['status', 'tipo', 'sort_date', 'id', 'last_date', 'first_date', 'categoria'],
  ],
  [
    'contenuti_status_order',
    'contenuti',
    ['status', 'sort_date', 'id', 'last_date', 'tipo', 'first_date', 'categoria'],
  ],
  // totals of the past filter and date ranges, counted from the index alone
  ['contenuti_status_tipo_last_first', 'contenuti', ['status', 'tipo', 'last_date', 'first_date']],
  ['contenuti_status_last_first', 'contenuti', ['status', 'last_date', 'first_date', 'tipo']],
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
  // replaced by the *_order and *_last_first indexes above
  for (const name of [
    'contenuti_status_tipo_sort',
    'contenuti_status_sort',
    'contenuti_status_tipo_sort_id',
    'contenuti_status_sort_id',
    'contenuti_status_tipo_last',
    'contenuti_status_last',
  ])
    await db.raw(`DROP INDEX IF EXISTS ${name}`);
  for (const [name, table, cols] of btree) {
    if (!(await db.schema.hasTable(table))) continue;
    await db.raw(
      `CREATE INDEX IF NOT EXISTS ${name} ON "${table}" (${cols.map((c) => `"${c}"`).join(', ')})`,
    );
  }
  if (client === 'sqlite3') {
    await db.raw('DROP INDEX IF EXISTS contenuti_id_filtri');
    await ensureTitleList(db);
    await ensureFullText(db);
  } else {
    await ensureTitleListPg(db);
    // the text is searched in contenuti_elenco.parole (its GIN indexes) since the list table
    await db.raw('DROP INDEX IF EXISTS contenuti_tr_fts');
    for (const locale of locales) await db.raw(`DROP INDEX IF EXISTS contenuti_tr_fts_${locale}`);
    await db.raw('ANALYZE contenuti_translations');
  }
}

/**
 * SQLite full text: one contentless FTS5 table per locale (`contenuti_fts_it`, `_en`, `_fr`) of
 * contenuti_translations.search_text, whose rowids are the translations' ids, kept by triggers.
 * A search reads its locale's table alone, and one- and two-letter prefixes have an index of
 * their own (`prefix='1 2'`): a one-letter search ("c") is one list of the locale's rows instead
 * of the merged lists of every word starting with it in all three languages. Rebuilt on every run
 * (a schema apply that rebuilds contenuti_translations drops its triggers).
 * @param {import('knex').Knex} db
 */
async function ensureFullText(db) {
  // the single table of every locale, replaced by the tables per locale
  for (const suffix of ['ai', 'ad', 'au'])
    await db.raw(`DROP TRIGGER IF EXISTS contenuti_fts_${suffix}`);
  await db.raw('DROP TABLE IF EXISTS contenuti_fts');
  const text = (row) => `coalesce(${row}.search_text, '')`;
  for (const locale of locales) {
    const table = `contenuti_fts_${locale}`;
    await db.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING fts5(search_text, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2')`,
    );
    const triggers = {
      ai: `AFTER INSERT ON contenuti_translations WHEN new.languages_code = '${locale}' BEGIN
        INSERT INTO ${table}(rowid, search_text) VALUES (new.id, ${text('new')});
      END`,
      ad: `AFTER DELETE ON contenuti_translations WHEN old.languages_code = '${locale}' BEGIN
        DELETE FROM ${table} WHERE rowid = old.id;
      END`,
      au: `AFTER UPDATE ON contenuti_translations
        WHEN old.languages_code = '${locale}' OR new.languages_code = '${locale}' BEGIN
        DELETE FROM ${table} WHERE rowid = old.id;
        INSERT INTO ${table}(rowid, search_text)
          SELECT new.id, ${text('new')} WHERE new.languages_code = '${locale}';
      END`,
    };
    for (const [suffix, body] of Object.entries(triggers)) {
      await db.raw(`DROP TRIGGER IF EXISTS ${table}_${suffix}`);
      await db.raw(`CREATE TRIGGER ${table}_${suffix} ${body}`);
    }
    // (re)built from the table: after creation, and after an apply that rebuilt the table
    await db.raw(`INSERT INTO ${table}(${table}) VALUES ('delete-all')`);
    await db.raw(
      `INSERT INTO ${table}(rowid, search_text) SELECT id, ${text('contenuti_translations')} FROM contenuti_translations WHERE languages_code = ?`,
      [locale],
    );
  }
}

/**
 * `contenuti_elenco`, one row per translation with the item's filter and order columns (status,
 * type, category, first, last and sort day), kept by triggers on both tables. Title-ordered lists,
 * text searches and their totals read it alone (covering indexes; text: the FTS5 table's rowids,
 * which are its `tr_id`, on SQLite; its `parole` tsvector and one GIN index per locale on
 * PostgreSQL) instead of joining 100,000 items to their translations. `id` is the item's id,
 * `tr_id` the translation's. SQLite: rebuilt on every run, like the FTS table (a schema apply that
 * rebuilds a table drops its triggers); PostgreSQL: filled when created or when it lacks rows.
 * @param {import('knex').Knex} db
 */
async function ensureTitleList(db) {
  const columns = (await db.raw('PRAGMA table_info(contenuti_elenco)')).map((c) => c.name);
  // an older list table without the sort day: rebuilt
  if (columns.length && !columns.includes('sort_date')) await db.raw('DROP TABLE contenuti_elenco');
  await db.raw(`CREATE TABLE IF NOT EXISTS contenuti_elenco (
    tr_id INTEGER PRIMARY KEY, id INTEGER NOT NULL, languages_code TEXT, titolo TEXT,
    status TEXT, tipo TEXT, categoria INTEGER, first_date TEXT, last_date TEXT, sort_date TEXT)`);
  const filters = 'categoria, first_date, last_date';
  await db.raw(
    `CREATE INDEX IF NOT EXISTS contenuti_elenco_tipo ON contenuti_elenco (languages_code, status, tipo, titolo, id, ${filters})`,
  );
  await db.raw(
    `CREATE INDEX IF NOT EXISTS contenuti_elenco_tutti ON contenuti_elenco (languages_code, status, titolo, id, tipo, ${filters})`,
  );
  await db.raw('CREATE INDEX IF NOT EXISTS contenuti_elenco_item ON contenuti_elenco (id)');
  const row = (from) => `SELECT ${from}.id, ${from}.contenuti_id, ${from}.languages_code,
    ${from}.titolo, c.status, c.tipo, c.categoria, c.first_date, c.last_date, c.sort_date
    FROM contenuti c WHERE c.id = ${from}.contenuti_id`;
  // dropped first: an older version of a trigger is replaced
  const triggers = {
    contenuti_elenco_tr_ai: `AFTER INSERT ON contenuti_translations BEGIN
    INSERT OR REPLACE INTO contenuti_elenco ${row('new')};
  END`,
    contenuti_elenco_tr_au: `AFTER UPDATE ON contenuti_translations BEGIN
    DELETE FROM contenuti_elenco WHERE tr_id = old.id;
    INSERT OR REPLACE INTO contenuti_elenco ${row('new')};
  END`,
    contenuti_elenco_tr_ad: `AFTER DELETE ON contenuti_translations BEGIN
    DELETE FROM contenuti_elenco WHERE tr_id = old.id;
  END`,
    contenuti_elenco_c_au: `AFTER UPDATE OF status, tipo, categoria, first_date, last_date, sort_date
    ON contenuti BEGIN
    UPDATE contenuti_elenco SET status = new.status, tipo = new.tipo, categoria = new.categoria,
      first_date = new.first_date, last_date = new.last_date, sort_date = new.sort_date
      WHERE id = new.id;
  END`,
    contenuti_elenco_c_ad: `AFTER DELETE ON contenuti BEGIN
    DELETE FROM contenuti_elenco WHERE id = old.id;
  END`,
  };
  for (const [name, body] of Object.entries(triggers)) {
    await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
    await db.raw(`CREATE TRIGGER ${name} ${body}`);
  }
  await db.raw('DELETE FROM contenuti_elenco');
  await db.raw(`INSERT INTO contenuti_elenco SELECT t.id, t.contenuti_id, t.languages_code, t.titolo,
    c.status, c.tipo, c.categoria, c.first_date, c.last_date, c.sort_date
    FROM contenuti_translations t JOIN contenuti c ON c.id = t.contenuti_id`);
}

/**
 * PostgreSQL's `contenuti_elenco` (see above), with the translation's search text as `parole`
 * (to_tsvector('simple', search_text)); the triggers call two PL/pgSQL functions.
 * @param {import('knex').Knex} db
 */
async function ensureTitleListPg(db) {
  const created = !(await db.schema.hasTable('contenuti_elenco'));
  await db.raw(`CREATE TABLE IF NOT EXISTS contenuti_elenco (
    tr_id integer PRIMARY KEY, id integer NOT NULL, languages_code varchar(255),
    titolo varchar(255), status varchar(32), tipo varchar(32), categoria integer,
    first_date date, last_date date, sort_date date, parole tsvector)`);
  const words = "to_tsvector('simple', coalesce(NEW.search_text, ''))";
  await db.raw(`CREATE OR REPLACE FUNCTION contenuti_elenco_tr() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN DELETE FROM contenuti_elenco WHERE tr_id = OLD.id; END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO contenuti_elenco SELECT NEW.id, NEW.contenuti_id, NEW.languages_code, NEW.titolo,
        c.status, c.tipo, c.categoria, c.first_date, c.last_date, c.sort_date, ${words}
        FROM contenuti c WHERE c.id = NEW.contenuti_id;
    END IF;
    RETURN NULL;
  END $$`);
  await db.raw(`CREATE OR REPLACE FUNCTION contenuti_elenco_c() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM contenuti_elenco WHERE id = OLD.id;
    ELSE
      UPDATE contenuti_elenco SET status = NEW.status, tipo = NEW.tipo, categoria = NEW.categoria,
        first_date = NEW.first_date, last_date = NEW.last_date, sort_date = NEW.sort_date
        WHERE id = NEW.id;
    END IF;
    RETURN NULL;
  END $$`);
  await db.raw('DROP TRIGGER IF EXISTS contenuti_elenco_tr ON contenuti_translations');
  await db.raw(`CREATE TRIGGER contenuti_elenco_tr AFTER INSERT OR UPDATE OR DELETE
    ON contenuti_translations FOR EACH ROW EXECUTE FUNCTION contenuti_elenco_tr()`);
  await db.raw('DROP TRIGGER IF EXISTS contenuti_elenco_c ON contenuti');
  await db.raw(`CREATE TRIGGER contenuti_elenco_c
    AFTER UPDATE OF status, tipo, categoria, first_date, last_date, sort_date OR DELETE
    ON contenuti FOR EACH ROW EXECUTE FUNCTION contenuti_elenco_c()`);
  const count = async (table) => Number((await db(table).count({ n: '*' }).first())?.n ?? 0);
  if (created || (await count('contenuti_elenco')) !== (await count('contenuti_translations'))) {
    // filled before its indexes are built (faster than maintaining them row by row)
    await db.transaction(async (trx) => {
      await trx.raw('DELETE FROM contenuti_elenco');
      await trx.raw(`INSERT INTO contenuti_elenco SELECT t.id, t.contenuti_id, t.languages_code,
        t.titolo, c.status, c.tipo, c.categoria, c.first_date, c.last_date, c.sort_date,
        to_tsvector('simple', coalesce(t.search_text, ''))
        FROM contenuti_translations t JOIN contenuti c ON c.id = t.contenuti_id`);
    });
  }
  const filters = 'categoria, first_date, last_date';
  await db.raw(
    `CREATE INDEX IF NOT EXISTS contenuti_elenco_tipo ON contenuti_elenco (languages_code, status, tipo, titolo, id) INCLUDE (${filters})`,
  );
  await db.raw(
    `CREATE INDEX IF NOT EXISTS contenuti_elenco_tutti ON contenuti_elenco (languages_code, status, titolo, id) INCLUDE (tipo, ${filters})`,
  );
  await db.raw('CREATE INDEX IF NOT EXISTS contenuti_elenco_item ON contenuti_elenco (id)');
  // one GIN index per locale (partial): a search reads only its language's entries
  for (const locale of locales)
    await db.raw(
      `CREATE INDEX IF NOT EXISTS contenuti_elenco_parole_${locale} ON contenuti_elenco USING gin (parole) WHERE languages_code = '${locale}'`,
    );
  await db.raw('ANALYZE contenuti_elenco');
}
