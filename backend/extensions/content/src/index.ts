// The content extension (a Directus hook): mounts the /pages content endpoints, guards /auth,
// keeps derived dates and search text of contenuti, and stores a blurhash on uploaded images.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Knex } from 'knex';
import { createAuthGuard } from './auth-guard';
import { refreshItems, refreshStale } from './content';
import { me, pagesHandler } from './endpoints';
import type { ExpressApp, Next, Req, Res } from './http';
import { blurhashOfFile } from './blurhash';
import { APPLICATIONS, grantOnApproval } from './operator-approval';

type Row = Record<string, unknown>;

interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

interface HookRegister {
  filter(event: string, handler: (payload: unknown, meta: Row, context: Row) => unknown): void;
  action(event: string, handler: (meta: Row, context: Row) => unknown): void;
  init(event: string, handler: (meta: { app: ExpressApp }) => unknown): void;
  schedule(cron: string, handler: () => unknown): void;
}

interface HookContext {
  database: Knex;
  env: Record<string, unknown>;
  logger: Logger;
}

const keysOf = (meta: Row): unknown[] =>
  Array.isArray(meta['keys'])
    ? (meta['keys'] as unknown[])
    : meta['key'] != null
      ? [meta['key']]
      : [];

export default (
  { filter, action, init, schedule }: HookRegister,
  { database, env, logger }: HookContext,
) => {
  const db = database;

  // SQLite: a 64 MiB page cache (default 2 MiB) keeps the listing indexes of a large agenda in
  // memory; knex holds one SQLite connection, so the setting stays for the process.
  const client = String((db.client as { config?: { client?: string } }).config?.client ?? '');
  if (client === 'sqlite3')
    db.raw('PRAGMA cache_size = -65536').catch((error: unknown) =>
      logger.warn(error, 'could not set the SQLite page cache size'),
    );

  // ---- HTTP: auth guard in front of /auth, then the /pages router
  init('routes.before', async ({ app }) => {
    const { authGuard, sessionExpired } = await createAuthGuard(db, env);
    app.use((req: Req, res: Res, next: Next) => {
      if (req.accountability?.session) {
        // the admin app's session cookie: refused past the absolute session lifetime
        return void sessionExpired(req, res).then(
          (ended) => (ended ? undefined : route(req, res, next)),
          (error) => next(error),
        );
      }
      route(req, res, next);
    });
    function route(req: Req, res: Res, next: Next) {
      if (req.method === 'POST' && /^\/auth\/(login|refresh|logout)\/?$/.test(req.path))
        return void authGuard(req, res, next);
      // Site users hold no Directus permission on directus_users (core entitlements allow no
      // "own record" rule), so their own profile is answered here.
      if (
        req.method === 'GET' &&
        /^\/users\/me\/?$/.test(req.path) &&
        req.accountability?.user &&
        !req.accountability.admin
      ) {
        return void me(db, req).then(
          (body) => {
            res.setHeader('Cache-Control', 'no-store');
            res.status(200).json(body);
          },
          (error) => next(error),
        );
      }
      next();
    }
  });
  init('routes.custom.before', ({ app }) => {
    app.use(
      '/pages',
      pagesHandler(() => db, logger),
    );
  });

  // ---- every new item gets a preview token (the storefront's /preview/... routes use it)
  filter('contenuti.items.create', (payload) => {
    const item = (payload ?? {}) as Row;
    if (!item['preview_token']) return { ...item, preview_token: randomBytes(16).toString('hex') };
    return item;
  });

  // ---- derived dates and search text
  const parentsOf = async (collection: string, ids: unknown[]): Promise<number[]> => {
    const list = ids.map(Number).filter((n) => Number.isInteger(n));
    if (!list.length) return [];
    if (collection === 'contenuti') return list;
    const column = collection === 'contenuti_translations' ? 'contenuti_id' : 'contenuto';
    const rows: Row[] = await db(collection).select(column).whereIn('id', list);
    return rows.map((r) => Number(r[column]));
  };
  // Changes arrive as many actions (an item, then its translations and dates): the ids are
  // collected and refreshed together a moment later, one refresh at a time.
  const pending = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    timer = null;
    const ids = [...pending];
    pending.clear();
    running = running.then(async () => {
      try {
        await refreshItems(db, ids);
      } catch (error) {
        logger.error(error, 'refreshing derived content columns failed');
      }
    });
  };
  const refresh = async (ids: number[]) => {
    for (const id of ids) pending.add(id);
    if (!timer) timer = setTimeout(flush, 25);
  };
  const watched = ['contenuti', 'contenuti_translations', 'date', 'date_puntuali'];
  const pendingDeletes = new Map<string, number[]>();
  for (const collection of watched) {
    action(`${collection}.items.create`, async (meta) => {
      const payload = (meta['payload'] ?? {}) as Row;
      const direct =
        collection === 'contenuti'
          ? [meta['key']]
          : [payload['contenuti_id'] ?? payload['contenuto']];
      const ids = direct.filter((v) => v != null).map(Number);
      await refresh(ids.length ? ids : await parentsOf(collection, [meta['key']]));
    });
    action(`${collection}.items.update`, async (meta) =>
      refresh(await parentsOf(collection, keysOf(meta))),
    );
    if (collection !== 'contenuti') {
      filter(`${collection}.items.delete`, async (keys) => {
        const ids = await parentsOf(collection, Array.isArray(keys) ? keys : []);
        pendingDeletes.set(JSON.stringify(keys), ids);
        return keys;
      });
      action(`${collection}.items.delete`, async (meta) => {
        const k = JSON.stringify(meta['keys'] ?? meta['payload']);
        const ids = pendingDeletes.get(k) ?? [];
        pendingDeletes.delete(k);
        await refresh(ids);
      });
    }
  }
  for (const collection of ['categorie', 'luoghi']) {
    action(`${collection}.items.update`, async (meta) => {
      const column = collection === 'categorie' ? 'categoria' : 'luogo';
      const rows: Row[] = await db('contenuti')
        .select('id')
        .whereIn(column, keysOf(meta) as number[]);
      await refresh(rows.map((r) => Number(r['id'])));
    });
  }

  // next_date moves with the calendar: refresh past ones daily and on start
  const refreshDaily = async () => {
    try {
      if (!(await db.schema.hasTable('contenuti'))) return;
      const n = await refreshStale(db);
      if (n) logger.info(`refreshed the next date of ${n} items`);
    } catch (error) {
      logger.error(error, 'daily date refresh failed');
    }
  };
  schedule('5 0 * * *', refreshDaily);
  action('server.start', () => void refreshDaily());

  // ---- operator applications: approving one grants the operator policy of its kind (a filter,
  // awaited before the write, so the role is in place when the request answers)
  for (const event of ['create', 'update'])
    filter(`${APPLICATIONS}.items.${event}`, async (payload, meta, context) => {
      try {
        // the write's own connection: on create the filter runs inside its transaction
        const knex = (context['database'] as Knex | undefined) ?? db;
        await grantOnApproval(knex, (payload ?? {}) as Row, keysOf(meta));
      } catch (error) {
        logger.error(error, 'could not grant the operator role of an approved application');
        throw error;
      }
      return payload;
    });

  // ---- blurhash of uploaded images
  action('files.upload', async (meta) => {
    try {
      const payload = (meta['payload'] ?? {}) as Row;
      const key = String(meta['key']);
      if (!String(payload['type'] ?? '').startsWith('image/') || payload['blurhash']) return;
      const file: Row | undefined = await db('directus_files')
        .select('filename_disk', 'storage', 'blurhash')
        .where('id', key)
        .first();
      if (!file || file['blurhash'] || file['storage'] !== 'local') return;
      const root = String(env['STORAGE_LOCAL_ROOT'] ?? './uploads');
      const hash = await blurhashOfFile(path.join(root, String(file['filename_disk'])));
      if (hash) await db('directus_files').where('id', key).update({ blurhash: hash });
    } catch (error) {
      logger.warn(error, 'blurhash computation failed');
    }
  });
};
