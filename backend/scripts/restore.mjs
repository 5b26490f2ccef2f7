#!/usr/bin/env node
// `npm run restore -- FILE [--force]`: brings back a backup archive (scripts/backup.mjs) into the
// database and uploads folder of the configured Directus (same environment as `npm start`).
//
// Safety: it refuses while a Directus answers on DIRECTUS_PORT or (PostgreSQL) while any session
// is connected to the target database, and it refuses to replace an existing database or a
// non-empty uploads folder unless --force is given. With --force nothing is deleted: the SQLite
// file (with its -wal and -shm) and the uploads folder are renamed `*.before-restore-<time>`, a
// PostgreSQL database is renamed `<name>_before_restore_<time>`; remove them once satisfied.
// The archive must come from the same database kind (SQLite or PostgreSQL) as DB_CLIENT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { ARCHIVE_FORMAT, pgEnv, run } from './backup.mjs';
import { directusEnv } from './lib/env.mjs';

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')
    .toLowerCase();

/** The database file of each database kind inside an archive. */
const DATABASE_FILES = { sqlite3: 'database.sqlite', pg: 'database.pgdump' };

/**
 * Reads an archive's manifest.json text; throws a plain Error unless it is a manifest of this
 * format naming one of the two database files (never a path of the archive's choosing).
 * @param {string} text
 */
export function readManifest(text) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('manifest.json is not JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error('manifest.json is not an object');
  if (raw.format !== ARCHIVE_FORMAT)
    throw new Error(`Unknown archive format ${String(raw.format)} (expected ${ARCHIVE_FORMAT})`);
  if (raw.client !== 'sqlite3' && raw.client !== 'pg')
    throw new Error(`Unknown database kind ${String(raw.client)}`);
  if (raw.database !== DATABASE_FILES[raw.client])
    throw new Error(`Unexpected database file ${String(raw.database)}`);
  return {
    format: raw.format,
    created: typeof raw.created === 'string' ? raw.created : '',
    client: raw.client,
    database: raw.database,
    source: typeof raw.source === 'string' ? raw.source : '',
    uploads: Number.isInteger(raw.uploads) ? raw.uploads : 0,
  };
}

/**
 * Refuses an extracted archive holding anything but plain files and folders (links could make
 * the restored uploads point anywhere on the machine).
 * @param {string} dir
 */
export function checkTree(dir) {
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const stat = fs.lstatSync(path.join(dir, String(entry)));
    if (!stat.isFile() && !stat.isDirectory())
      throw new Error(`The archive holds ${String(entry)}, which is not a plain file or folder`);
  }
}

/** Whether a Directus answers on the port of `env`. */
async function directusRunning(env) {
  try {
    const res = await fetch(`http://127.0.0.1:${env.PORT}/server/ping`, {
      signal: AbortSignal.timeout(2000),
    });
    return res.ok && (await res.text()).trim() === 'pong';
  } catch {
    return false;
  }
}

/** One connection to a database of the configured PostgreSQL server (`postgres` by default). */
function pgAdmin(env, database = 'postgres') {
  return knexFactory({
    client: 'pg',
    connection: {
      host: env.DB_HOST,
      port: Number(env.DB_PORT),
      user: env.DB_USER,
      password: env.DB_PASSWORD,
      database,
    },
    pool: { min: 0, max: 1 },
  });
}

const quoteIdent = (name) => `"${String(name).replace(/"/g, '""')}"`;

/**
 * Restores `file` into the database and uploads folder `env` points at.
 * @param {string} file a backup archive
 * @param {Record<string, string>} env a Directus environment (directusEnv())
 * @param {{ force?: boolean, quiet?: boolean }} [options]
 */
export async function restoreBackup(file, env, { force = false, quiet = false } = {}) {
  const log = (message) => {
    if (!quiet) console.error(`[restore] ${message}`);
  };
  if (!fs.existsSync(file)) throw new Error(`No such archive: ${file}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'citta-restore-'));
  try {
    // GNU tar refuses members with `..` and strips leading slashes, so nothing lands outside `work`
    await run('tar', ['-xzf', file, '-C', work, '--no-same-owner', '--no-same-permissions']);
    checkTree(work);
    const manifestPath = path.join(work, 'manifest.json');
    if (!fs.existsSync(manifestPath)) throw new Error(`${file} is not a backup archive`);
    const manifest = readManifest(fs.readFileSync(manifestPath, 'utf8'));
    if (manifest.client !== env.DB_CLIENT)
      throw new Error(
        `The archive holds a ${manifest.client} database but DB_CLIENT is ${env.DB_CLIENT}`,
      );
    const dump = path.join(work, manifest.database);
    if (!fs.existsSync(dump)) throw new Error(`The archive lacks ${manifest.database}`);
    if (!fs.existsSync(path.join(work, 'uploads'))) throw new Error('The archive lacks uploads/');

    // every check before anything changes
    if (await directusRunning(env))
      throw new Error(`Directus is running on port ${env.PORT}: stop it before restoring`);
    const uploads = env.STORAGE_LOCAL_ROOT;
    const uploadsUsed = fs.existsSync(uploads) && fs.readdirSync(uploads).length > 0;
    let sqliteUsed = false;
    let pgExists = false;
    let pgUsed = false;
    if (env.DB_CLIENT === 'sqlite3') {
      sqliteUsed = fs.existsSync(env.DB_FILENAME) && fs.statSync(env.DB_FILENAME).size > 0;
    } else {
      const admin = pgAdmin(env);
      try {
        const sessions = await admin.raw(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ?',
          [env.DB_DATABASE],
        );
        if (sessions.rows[0].n > 0)
          throw new Error(
            `${sessions.rows[0].n} session(s) are connected to ${env.DB_DATABASE}: stop Directus first`,
          );
        pgExists =
          (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [env.DB_DATABASE])).rows
            .length > 0;
      } finally {
        await admin.destroy();
      }
      if (pgExists) {
        const target = pgAdmin(env, env.DB_DATABASE);
        try {
          const tables = await target.raw(
            "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
          );
          pgUsed = tables.rows[0].n > 0;
        } finally {
          await target.destroy();
        }
      }
    }
    const dbUsed = sqliteUsed || pgUsed;
    if ((dbUsed || uploadsUsed) && !force)
      throw new Error(
        `${dbUsed ? 'The database' : 'The uploads folder'} already holds data: ` +
          'run again with --force to set it aside (renamed, not deleted) and restore',
      );

    const suffix = stamp();
    if (env.DB_CLIENT === 'sqlite3') {
      fs.mkdirSync(path.dirname(env.DB_FILENAME), { recursive: true });
      for (const ext of ['', '-wal', '-shm']) {
        const f = `${env.DB_FILENAME}${ext}`;
        if (fs.existsSync(f)) {
          fs.renameSync(f, `${env.DB_FILENAME}.before-restore-${suffix}${ext}`);
          if (ext === '') log(`previous database kept as ${f}.before-restore-${suffix}`);
        }
      }
      // copied under a temporary name, then renamed: the database file appears complete
      fs.copyFileSync(dump, `${env.DB_FILENAME}.restoring`);
      fs.renameSync(`${env.DB_FILENAME}.restoring`, env.DB_FILENAME);
    } else {
      const admin = pgAdmin(env);
      try {
        if (pgExists && pgUsed) {
          const aside = `${env.DB_DATABASE}_before_restore_${suffix}`.slice(0, 63);
          await admin.raw(
            `ALTER DATABASE ${quoteIdent(env.DB_DATABASE)} RENAME TO ${quoteIdent(aside)}`,
          );
          log(`previous database kept as ${aside}`);
          pgExists = false;
        }
        if (!pgExists) await admin.raw(`CREATE DATABASE ${quoteIdent(env.DB_DATABASE)}`);
      } finally {
        await admin.destroy();
      }
      await run(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', env.DB_DATABASE, dump],
        { env: pgEnv(env) },
      );
    }

    if (uploadsUsed) {
      fs.renameSync(uploads, `${uploads}.before-restore-${suffix}`);
      log(`previous uploads kept as ${uploads}.before-restore-${suffix}`);
    }
    fs.mkdirSync(uploads, { recursive: true });
    fs.cpSync(path.join(work, 'uploads'), uploads, { recursive: true });
    log(
      `restored ${manifest.client} database of ${manifest.created} and ${manifest.uploads} upload(s)`,
    );
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('usage: npm run restore -- FILE [--force]');
    process.exit(2);
  }
  try {
    await restoreBackup(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), directusEnv(), {
      force,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
