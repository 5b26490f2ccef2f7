#!/usr/bin/env node
// `npm run backup`: one archive holding a consistent copy of the database and the uploads folder
// of the Directus that `npm start` runs (same environment: scripts/lib/env.mjs), safe to take
// while it serves. Restore it with `npm run restore FILE` (scripts/restore.mjs).
//
//   node backend/scripts/backup.mjs [--out DIR]     (default DIR: backend/backups, git-ignored)
//
// SQLite: SQLite's online backup API (node-sqlite3 `Database#backup`, all pages in one step, so
// the copy is one read transaction even while Directus writes). PostgreSQL: `pg_dump` in custom
// format (one snapshot). The uploads are copied after the database, so every file row whose upload
// had finished when the backup started has its file in the archive.
// Archive (.tar.gz): manifest.json, database.sqlite or database.pgdump, uploads/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sqlite3 from 'sqlite3';
import { backendDir, directusEnv } from './lib/env.mjs';

export const ARCHIVE_FORMAT = 1;

/** Runs a program to completion; rejects with its output when it fails. */
export function run(program, args, { env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${program} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/** Connection variables of pg_dump / pg_restore / psql for a Directus env. */
export function pgEnv(env) {
  return {
    ...process.env,
    PGHOST: env.DB_HOST,
    PGPORT: String(env.DB_PORT),
    PGUSER: env.DB_USER,
    ...(env.DB_PASSWORD ? { PGPASSWORD: env.DB_PASSWORD } : {}),
  };
}

/** Copies a live SQLite database to `target` through the online backup API. */
async function backupSqlite(source, target) {
  if (!fs.existsSync(source)) throw new Error(`No SQLite database at ${source}`);
  const db = await new Promise((resolve, reject) => {
    const d = new sqlite3.Database(source, sqlite3.OPEN_READONLY, (error) =>
      error ? reject(error) : resolve(d),
    );
  });
  try {
    await new Promise((resolve, reject) => {
      const backup = db.backup(target, (error) => {
        if (error) return reject(error);
        // -1: every page in one step, i.e. one read transaction; BUSY/LOCKED are retried
        const step = () =>
          backup.step(-1, (stepError) => {
            if (stepError) return reject(stepError);
            if (!backup.completed && !backup.failed) return void setTimeout(step, 100);
            backup.finish((finishError) => {
              if (finishError) reject(finishError);
              else if (backup.failed) reject(new Error('SQLite backup failed'));
              else resolve(undefined);
            });
          });
        step();
      });
    });
  } finally {
    await new Promise((resolve) => db.close(() => resolve(undefined)));
  }
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Writes a backup archive of the database and uploads `env` points at; returns its path.
 * @param {Record<string, string>} env a Directus environment (directusEnv())
 * @param {{ outDir?: string }} [options]
 */
export async function createBackup(env, { outDir = path.join(backendDir, 'backups') } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'citta-backup-'));
  try {
    const client = env.DB_CLIENT;
    let database;
    if (client === 'sqlite3') {
      database = 'database.sqlite';
      await backupSqlite(env.DB_FILENAME, path.join(work, database));
    } else if (client === 'pg') {
      database = 'database.pgdump';
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--file', path.join(work, database), env.DB_DATABASE],
        { env: pgEnv(env) },
      );
    } else {
      throw new Error(`Unsupported DB_CLIENT ${client}`);
    }
    const uploads = env.STORAGE_LOCAL_ROOT;
    fs.mkdirSync(path.join(work, 'uploads'));
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(work, 'uploads'), { recursive: true });
    const files = fs
      .readdirSync(path.join(work, 'uploads'), { recursive: true })
      .filter((f) => fs.statSync(path.join(work, 'uploads', String(f))).isFile()).length;
    const manifest = {
      format: ARCHIVE_FORMAT,
      created: new Date().toISOString(),
      client,
      database,
      source: client === 'pg' ? env.DB_DATABASE : path.basename(env.DB_FILENAME),
      uploads: files,
    };
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(outDir, { recursive: true });
    const name = `citta-${client === 'pg' ? 'pg' : 'sqlite'}-${stamp()}`;
    let file = path.join(outDir, `${name}.tar.gz`);
    for (let n = 2; fs.existsSync(file); n += 1) file = path.join(outDir, `${name}-${n}.tar.gz`);
    // written under a temporary name first, so a listed archive is always complete
    const partial = `${file}.partial`;
    await run('tar', ['-czf', partial, '-C', work, 'manifest.json', database, 'uploads']);
    fs.renameSync(partial, file);
    return file;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const base = process.env.INIT_CWD ?? process.cwd();
  const outDir = at >= 0 && args[at + 1] ? path.resolve(base, args[at + 1]) : undefined;
  try {
    const file = await createBackup(directusEnv(), outDir ? { outDir } : {});
    console.log(file);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
