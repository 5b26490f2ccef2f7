// Running Directus for this project: the CLI steps of `prepare`, a server process, and the
// one-time setup (access rules, search indexes, seed) that needs a running server.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import knexFactory from 'knex';
import { backendDir, knexConfig } from './env.mjs';

const cli = path.join(backendDir, 'node_modules/directus/cli.js');
export const snapshotPath = path.join(backendDir, 'snapshot/snapshot.json');

let quiet = process.env.CITTA_QUIET === '1';
function log(...args) {
  if (!quiet) console.error('\x1b[1;36m[directus]\x1b[0m', ...args);
}

/** Run a Directus CLI command to completion. */
export function runCli(env, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: backendDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`directus ${args.join(' ')} exited with ${code}\n${output}`));
    });
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Start `directus start` and wait until /server/ping answers.
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
export async function startServer(
  env,
  { inherit = false, timeoutMs = Number(process.env.DIRECTUS_START_TIMEOUT_MS ?? 300_000) } = {},
) {
  const url = `http://127.0.0.1:${env.PORT}`;
  if (env.EMAIL_TRANSPORT === 'smtp' && !env.EMAIL_SMTP_PORT && env.MAIL_SINK_DIR) {
    // the local SMTP server that stores this instance's mails (kept in `env` for restarts)
    const { startMailServer } = await import('./mail-server.mjs');
    env.EMAIL_SMTP_PORT = String((await startMailServer({ dir: env.MAIL_SINK_DIR })).port);
  }
  const child = spawn(process.execPath, [cli, 'start'], {
    cwd: backendDir,
    env,
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (!inherit) {
    child.stdout?.on('data', (d) => (output = (output + d).slice(-20_000)));
    child.stderr?.on('data', (d) => (output = (output + d).slice(-20_000)));
  }
  let exited = false;
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exitPromise;
    clearTimeout(t);
  };
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`Directus exited during start\n${output}`);
    try {
      const res = await fetch(`${url}/server/ping`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`Directus did not become healthy in ${timeoutMs} ms\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, stop, output: () => output };
}

/** System collections whose primary key is a uuid. */
const uuidSystemCollections = [
  'directus_users',
  'directus_files',
  'directus_roles',
  'directus_policies',
];

/** Column attributes that only spell the same column in another dialect. */
function sameColumn(committed, live) {
  const a = committed.schema;
  const b = live.schema;
  if (!a || !b || committed.type !== live.type) return false;
  const primary = a.is_primary_key || a.has_auto_increment;
  const decimal = committed.type === 'decimal';
  return (
    a.is_primary_key === b.is_primary_key &&
    a.is_nullable === b.is_nullable &&
    (primary || a.is_unique === b.is_unique) &&
    (primary || a.default_value === b.default_value) &&
    (live.type === 'uuid' || a.max_length === b.max_length) &&
    (!decimal ||
      (a.numeric_precision === b.numeric_precision && a.numeric_scale === b.numeric_scale)) &&
    a.foreign_key_table === b.foreign_key_table &&
    a.foreign_key_column === b.foreign_key_column
  );
}

/**
 * The snapshot as the database reads it back. The committed snapshot is taken from SQLite, and
 * Directus compares column types by their dialect's names: applied again to an existing
 * PostgreSQL database it would alter every column (varchar to "character varying" and back,
 * integer precision, uuid keys to varchar(36), which their foreign keys and the list table's
 * triggers refuse), and on SQLite it rebuilds the tables of a few char(36) columns that SQLite
 * created as varchar. So a copy is applied (written to the data folder): for PostgreSQL a foreign
 * key to a uuid key is a `uuid`, as PostgreSQL creates it, and when the database was prepared
 * before (`live`, its own snapshot) every column and foreign key that differs from it only in
 * such spelling takes the database's own spelling; only real changes (a new column, a type,
 * length, nullability, default or key changed) are left to apply. A new SQLite database gets the
 * committed snapshot itself.
 */
export function snapshotFor(env, live = null) {
  const pg = env.DB_CLIENT === 'pg';
  if (!pg && !live) return snapshotPath;
  const snapshot = JSON.parse(fs.readFileSync(snapshotPath, 'utf8'));
  const uuidKeys = new Set(uuidSystemCollections.map((c) => `${c}.id`));
  for (const f of snapshot.fields)
    if (f.type === 'uuid') uuidKeys.add(`${f.collection}.${f.field}`);
  for (const f of pg ? snapshot.fields : []) {
    const schema = f.schema;
    if (!schema?.foreign_key_table || f.type !== 'string') continue;
    if (!uuidKeys.has(`${schema.foreign_key_table}.${schema.foreign_key_column}`)) continue;
    f.type = 'uuid';
    schema.data_type = 'uuid';
    schema.max_length = null;
  }
  if (live) {
    const key = (x) => `${x.collection}.${x.field}`;
    const liveFields = new Map(live.fields.map((f) => [key(f), f]));
    for (const f of snapshot.fields) {
      const there = liveFields.get(key(f));
      if (there && sameColumn(f, there)) f.schema = there.schema;
    }
    const liveRelations = new Map(live.relations.map((r) => [key(r), r]));
    for (const r of snapshot.relations) {
      const there = liveRelations.get(key(r));
      if (!r.schema || !there?.schema) continue;
      const same = ['foreign_key_table', 'foreign_key_column', 'on_update', 'on_delete'].every(
        (k) => r.schema[k] === there.schema[k],
      );
      if (same) r.schema.constraint_name = there.schema.constraint_name;
    }
  }
  const file = path.join(env.DIRECTUS_DATA_DIR, 'snapshot.applied.json');
  fs.writeFileSync(file, JSON.stringify(snapshot));
  return file;
}

/** The database's own snapshot (`directus schema snapshot`), to compare the committed one with. */
async function liveSnapshot(env) {
  const file = path.join(env.DIRECTUS_DATA_DIR, 'snapshot.live.json');
  await runCli(env, ['schema', 'snapshot', '--yes', '--format', 'json', file]);
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
  return snapshot;
}

/** Hash of everything `prepare` derives the database from; stored in the database when done. */
export function preparationHash() {
  const h = createHash('sha256');
  const files = [
    snapshotPath,
    path.join(backendDir, 'scripts/lib/access.mjs'),
    path.join(backendDir, 'scripts/lib/search-index.mjs'),
    path.join(backendDir, 'scripts/lib/editors.mjs'),
  ];
  for (const f of files) if (fs.existsSync(f)) h.update(fs.readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

async function readStamp(db) {
  if (!(await db.schema.hasTable('citta_stato'))) return null;
  const row = await db('citta_stato').where({ chiave: 'preparazione' }).first();
  return row?.valore ?? null;
}

async function writeStamp(db, value) {
  if (!(await db.schema.hasTable('citta_stato'))) {
    await db.schema.createTable('citta_stato', (t) => {
      t.string('chiave', 64).primary();
      t.string('valore', 255);
    });
  }
  await db('citta_stato')
    .insert({ chiave: 'preparazione', valore: value })
    .onConflict('chiave')
    .merge();
}

/**
 * Bootstrap the database, apply the committed snapshot and the access rules, and load the seed
 * when the database holds no content. Idempotent and quick when nothing changed.
 */
export async function prepare(env, { seed = true, force = false } = {}) {
  quiet = env.CITTA_QUIET === '1' || process.env.CITTA_QUIET === '1';
  fs.mkdirSync(env.DIRECTUS_DATA_DIR, { recursive: true });
  fs.mkdirSync(env.STORAGE_LOCAL_ROOT, { recursive: true });
  fs.mkdirSync(env.TEMP_PATH, { recursive: true });
  fs.mkdirSync(env.MAIL_SINK_DIR, { recursive: true });

  const { buildExtensions } = await import('../build-extensions.mjs');
  await buildExtensions({ quiet: true });

  log('bootstrap (system tables and migrations)');
  await runCli(env, ['bootstrap']);

  const db = knexFactory(knexConfig(env));
  try {
    const want = preparationHash();
    const have = await readStamp(db);
    const hasContent =
      fs.existsSync(snapshotPath) &&
      (await db.schema.hasTable('contenuti')) &&
      (await db('contenuti').count({ n: '*' }).first())?.n > 0;
    if (have === want && !force && (hasContent || !seed)) {
      log('database is up to date');
      return;
    }
    if (fs.existsSync(snapshotPath)) {
      log('applying the schema snapshot');
      // a database prepared before: its own snapshot, for the spelling of what is unchanged
      const live = have !== null ? await liveSnapshot(env) : null;
      await runCli(env, ['schema', 'apply', '--yes', snapshotFor(env, live)]);
    }
    const { ensureSearchIndexes } = await import('./search-index.mjs');
    await ensureSearchIndexes(db);

    const port = String(await freePort());
    const tmpEnv = {
      ...env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMITER_ENABLED: 'false',
    };
    log('setting up roles, policies and permissions');
    const server = await startServer(tmpEnv);
    try {
      const { setupAccess } = await import('./access.mjs');
      await setupAccess({
        url: server.url,
        token: env.ADMIN_TOKEN,
        storefrontToken: env.STOREFRONT_TOKEN,
      });
      log('setting up the editors’ bookmarks and translation strings');
      const { setupEditors } = await import('./editors.mjs');
      await setupEditors({ url: server.url, token: env.ADMIN_TOKEN });
      const empty =
        !(await db.schema.hasTable('contenuti')) ||
        Number((await db('contenuti').count({ n: '*' }).first())?.n ?? 0) === 0;
      if (seed && empty && fs.existsSync(path.join(backendDir, 'seed/index.mjs'))) {
        log('loading the seed content');
        const { loadSeed } = await import('../../seed/index.mjs');
        await loadSeed({ url: server.url, token: env.ADMIN_TOKEN, db });
      }
    } finally {
      await server.stop();
    }
    await writeStamp(db, want);
    log('prepared');
  } finally {
    await db.destroy();
  }
}
