// Throw-away Directus instances for tests, benchmarks and end-to-end runs.
//
//   const instance = await startInstance({ db: 'sqlite' | 'pg', port?, seed?: true, env?: {}, restore? });
//   instance.url, instance.adminToken, instance.storefrontToken, instance.mails(), await instance.stop();
//   await instance.kill();               // SIGKILL the Directus process (a crash), data kept
//   await instance.restart({ env? });    // a new Directus process on the same database and port
//
// `restore: '<archive>'` starts from a backup (scripts/backup.mjs) instead of the template: a new
// empty SQLite file or PostgreSQL database and an empty uploads folder are filled from the archive.
//
// SQLite: a fresh database file in a temporary folder. PostgreSQL: a fresh database
// citta_test_<random> on 127.0.0.1:5432 (user postgres, trust auth), dropped on stop.
// The prepared (schema + access + seed) database is built once per content version and kept as a
// template (a copied SQLite file / a PostgreSQL template database), so later instances start in
// a few seconds.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { backendDir, demo, directusEnv, knexConfig } from './lib/env.mjs';
import { freePort, prepare, preparationHash, startServer } from './lib/instance.mjs';
import { restoreBackup } from './restore.mjs';

const pg = {
  host: process.env.TEST_PG_HOST ?? '127.0.0.1',
  port: Number(process.env.TEST_PG_PORT ?? 5432),
  user: process.env.TEST_PG_USER ?? 'postgres',
};

function contentHash(seed) {
  const seedDir = path.join(backendDir, 'seed');
  let stamp = preparationHash();
  if (seed && fs.existsSync(seedDir)) {
    const names = fs.readdirSync(seedDir, { recursive: true }).map(String).sort();
    let h = 0;
    for (const n of names) {
      const p = path.join(seedDir, n);
      if (fs.statSync(p).isFile()) for (const b of fs.readFileSync(p)) h = (h * 31 + b) >>> 0;
    }
    stamp += `-${h.toString(16)}`;
  }
  // the seed and the derived dates (next date, sessions, slots) are relative to the day they were
  // made on: a template of an earlier day would start stale and be refreshed under the tests
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${stamp}-${seed ? 's' : 'e'}`;
}

function adminDb(database = 'postgres') {
  return knexFactory({ client: 'pg', connection: { ...pg, database }, pool: { min: 0, max: 1 } });
}

async function withLock(name, fn) {
  const lock = path.join(os.tmpdir(), `${name}.lock`);
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // a lock whose holder has exited (or older than 20 minutes) is taken over
      try {
        const pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
        const age = Date.now() - fs.statSync(lock).mtimeMs;
        if ((pid && !alive(pid)) || age > 1_200_000)
          fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        /* being created or gone */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function baseEnv(dataDir, port, extra) {
  return directusEnv({
    isolated: true,
    overrides: {
      DIRECTUS_DATA_DIR: dataDir,
      DIRECTUS_PORT: String(port),
      DIRECTUS_HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
      STOREFRONT_URL: process.env.STOREFRONT_URL ?? 'http://localhost:13000',
      CITTA_QUIET: '1',
      // the per-IP limiter would throttle benchmarks from one address; the login limiter stays on
      RATE_LIMITER_ENABLED: 'false',
      ...extra,
    },
  });
}

/** Templates of earlier content versions, unused for half an hour, are deleted. */
async function removeOldTemplates(db) {
  const prefix = `citta-template-${db}-`;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const full = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(full).mtimeMs < 1_800_000) continue;
      fs.rmSync(full, { recursive: true, force: true });
      if (db === 'pg') {
        const admin = adminDb();
        try {
          await admin.raw(`DROP DATABASE IF EXISTS "${pgTemplateName(name.slice(prefix.length))}"`);
        } finally {
          await admin.destroy();
        }
      }
    } catch {
      /* in use or already gone */
    }
  }
}

const pgTemplateName = (hash) =>
  `citta_tpl_${hash.replace(/[^a-z0-9]/gi, '_')}`.toLowerCase().slice(0, 60);

/** Prepare (once per content version) the template instance and return where it lives. */
async function ensureTemplate(db, seed) {
  const hash = contentHash(seed);
  const dir = path.join(os.tmpdir(), `citta-template-${db}-${hash}`);
  return withLock(`citta-template-${db}`, async () => {
    if (fs.existsSync(path.join(dir, 'ready'))) {
      fs.utimesSync(dir, new Date(), new Date());
      return { dir, pgName: pgTemplateName(hash) };
    }
    fs.rmSync(dir, { recursive: true, force: true });
    await removeOldTemplates(db);
    fs.mkdirSync(dir, { recursive: true });
    const pgName = pgTemplateName(hash);
    const extra = {};
    if (db === 'pg') {
      const admin = adminDb();
      try {
        await admin.raw(`DROP DATABASE IF EXISTS "${pgName}"`);
        await admin.raw(`CREATE DATABASE "${pgName}"`);
      } finally {
        await admin.destroy();
      }
      Object.assign(extra, {
        DB_CLIENT: 'pg',
        DB_HOST: pg.host,
        DB_PORT: String(pg.port),
        DB_USER: pg.user,
        DB_DATABASE: pgName,
      });
    }
    const env = baseEnv(dir, await freePort(), extra);
    await prepare(env, { seed });
    fs.writeFileSync(path.join(dir, 'ready'), new Date().toISOString());
    return { dir, pgName };
  });
}

/**
 * @param {{ db?: 'sqlite' | 'pg', port?: number, seed?: boolean, env?: Record<string, string>, restore?: string }} [options]
 */
export async function startInstance({
  db = /** @type {'sqlite'|'pg'} */ (process.env.TEST_DB === 'pg' ? 'pg' : 'sqlite'),
  port,
  seed = true,
  env: extraEnv = {},
  restore,
} = {}) {
  const template = restore ? null : await ensureTemplate(db, seed);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'citta-instance-'));
  if (template)
    fs.cpSync(path.join(template.dir, 'uploads'), path.join(dataDir, 'uploads'), {
      recursive: true,
    });
  const extra = {
    ...(process.env.TEST_REDIS
      ? {
          REDIS: process.env.TEST_REDIS,
          REDIS_PREFIX: `citta-test-${randomBytes(4).toString('hex')}`,
        }
      : {}),
    ...extraEnv,
  };
  let dbName = null;
  if (db === 'pg') {
    dbName = `citta_test_${randomBytes(6).toString('hex')}`;
    const admin = adminDb();
    try {
      // PostgreSQL refuses to copy a template another session is copying at the same moment
      for (let attempt = 0; ; attempt++) {
        try {
          if (!template) {
            await admin.raw(`CREATE DATABASE "${dbName}"`);
            break;
          }
          await admin.raw(`CREATE DATABASE "${dbName}" TEMPLATE "${template.pgName}"`);
          break;
        } catch (error) {
          if (attempt >= 40 || !/being accessed by other users/.test(String(error))) throw error;
          await new Promise((r) => setTimeout(r, 250 + Math.random() * 500));
        }
      }
    } finally {
      await admin.destroy();
    }
    Object.assign(extra, {
      DB_CLIENT: 'pg',
      DB_HOST: pg.host,
      DB_PORT: String(pg.port),
      DB_USER: pg.user,
      DB_DATABASE: dbName,
    });
  } else if (template) {
    fs.copyFileSync(path.join(template.dir, 'directus.db'), path.join(dataDir, 'directus.db'));
  }
  let env = baseEnv(dataDir, port ?? (await freePort()), extra);
  let server;
  try {
    if (restore) await restoreBackup(restore, env, { quiet: true });
    // a free port can be taken by another process between freePort() and Directus' listen
    // (parallel test files start instances and mail servers): another port is tried then
    for (let attempt = 1; ; attempt++) {
      try {
        server = await startServer(env);
        break;
      } catch (error) {
        // Node says EADDRINUSE; Directus checks the port first and says "Port … is already in use"
        const taken = /EADDRINUSE|Port \d+ is already in use/.test(String(error));
        if (port || attempt >= 3 || !taken) throw error;
        env = baseEnv(dataDir, await freePort(), extra);
      }
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
  async function cleanup() {
    if (dbName) {
      const admin = adminDb();
      try {
        await admin.raw(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      } finally {
        await admin.destroy();
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const mailDir = env.MAIL_SINK_DIR;
  return {
    url: server.url,
    adminToken: env.ADMIN_TOKEN,
    storefrontToken: env.STOREFRONT_TOKEN,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    env,
    db,
    dataDir,
    /** Knex connection to the instance's database (caller destroys it). */
    knex: () => knexFactory(knexConfig(env)),
    /** Mails sent so far, oldest first, with quoted-printable bodies decoded. */
    mails: () => readMails(mailDir),
    logs: () => server.output(),
    /** Process id of the Directus server. */
    get pid() {
      return server.child.pid;
    },
    /** Ends the Directus process with SIGKILL, as a crash would; the database and files stay. */
    async kill() {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await exited;
    },
    /** Starts a new Directus process on the same database, files and port (after kill or stop). */
    async restart({ env: more = {} } = {}) {
      await this.kill();
      server = await startServer({ ...env, ...more });
    },
    async stop() {
      await server.stop();
      await cleanup();
    },
  };
}

export function readMails(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      const header = (name) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
      const text = Buffer.from(decoded, 'latin1').toString('utf8');
      return { file: f, to: header('To'), subject: header('Subject'), text };
    });
}

export { demo };
