// The storefront's page cache is told which pages a content change affects: every create, update
// and delete of contenuti and of its related collections (translations, date entries, dated
// items, categories) appends one change to a short log, and every storefront process reads the
// log at GET /pages/cache/changes?since=<cursor> every second or two and drops the pages it names.
//
// A change names the item's own pages in it/en/fr (before and after the write: a renamed slug
// drops its old page too) and the list pages that can show it (home, search and agenda of each
// language); `all` asks for every page to go (a change whose items cannot be read).
//
// The log is in Redis when REDIS is set (shared by every Directus process, so a storefront reads
// the same log whichever process answers it) and in memory otherwise (one Directus process). A
// cursor is `<epoch>.<seq>`: a cursor of another log (Directus restarted with an in-memory log, a
// flushed Redis) or older than the oldest kept change answers `reset: true`, and the storefront
// then drops every page.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ApiError,
  badRequest,
  forbidden,
  sendError,
  type Handler,
  type Req,
  type Res,
} from '../../shared/http';
import { keysOf, type HookRegister, type Logger, type Row } from './hook-api';
import { urlOf } from './items/values';

export const locales = ['it', 'en', 'fr'] as const;

/** Pages that list items: the home page, search and agenda of each language. */
export const listPaths = locales.flatMap((l) => [`/${l}`, `/${l}/cerca`, `/${l}/agenda`]);

export interface PageChange {
  /** Position in the log. */
  seq: number;
  /** When it was recorded (ms since the epoch). */
  at: number;
  /** The collection and event that caused it (for logs and tests). */
  source: string;
  /** The contenuti ids it concerns. */
  ids: number[];
  /** Their types (`eventi`, …). */
  types: string[];
  /** Site paths to drop, every query string of each included. */
  paths: string[];
  /** Every page should go. */
  all?: boolean;
}

export type NewChange = Omit<PageChange, 'seq' | 'at'>;

export interface ChangesAnswer {
  cursor: string;
  reset: boolean;
  changes: PageChange[];
}

export interface ChangeLog {
  record(change: NewChange): Promise<void>;
  since(cursor: string | undefined): Promise<ChangesAnswer>;
}

/** Changes kept in the log; a storefront further behind than that drops every page. */
export const keptChanges = 1000;

function parseCursor(cursor: string | undefined): { epoch: string; seq: number } | null {
  const m = /^([0-9a-f]{1,64})\.(\d{1,15})$/.exec(cursor ?? '');
  return m ? { epoch: m[1]!, seq: Number(m[2]) } : null;
}

/**
 * The answer to a reader at `cursor` from a log whose newest change is `last`, holding `kept`
 * (in order) — shared by both stores.
 */
function answer(
  epoch: string,
  last: number,
  cursor: string | undefined,
  kept: () => Promise<PageChange[]>,
): Promise<ChangesAnswer> | ChangesAnswer {
  const here = `${epoch}.${last}`;
  const at = parseCursor(cursor);
  // a first reader starts at the end: it has nothing cached yet
  if (cursor === undefined || cursor === '') return { cursor: here, reset: false, changes: [] };
  if (!at || at.epoch !== epoch || at.seq > last) return { cursor: here, reset: true, changes: [] };
  if (at.seq === last) return { cursor: here, reset: false, changes: [] };
  return kept().then((all) => {
    const changes = all.filter((c) => c.seq > at.seq);
    // a gap between the reader's cursor and the oldest kept change: some changes are lost
    const complete = changes.length > 0 && changes[0]!.seq === at.seq + 1;
    return complete
      ? { cursor: `${epoch}.${changes[changes.length - 1]!.seq}`, reset: false, changes }
      : { cursor: here, reset: true, changes: [] };
  });
}

export function memoryChangeLog(now: () => number = Date.now): ChangeLog {
  const epoch = randomBytes(8).toString('hex');
  const log: PageChange[] = [];
  let last = 0;
  return {
    async record(change) {
      last += 1;
      log.push({ ...change, seq: last, at: now() });
      if (log.length > keptChanges) log.splice(0, log.length - keptChanges);
    },
    async since(cursor) {
      return answer(epoch, last, cursor, async () => log);
    },
  };
}

interface RedisLike {
  set(key: string, value: string, mode: 'NX'): Promise<string | null>;
  get(key: string): Promise<string | null>;
  incr(key: string): Promise<number>;
  zadd(key: string, score: number, member: string): Promise<number | string>;
  zremrangebyrank(key: string, start: number, stop: number): Promise<number>;
  zrangebyscore(key: string, min: number | string, max: number | string): Promise<string[]>;
}

/** The log in Redis: a counter, a sorted set of the last changes by position, and the epoch. */
export async function redisChangeLog(
  url: string,
  prefix: string,
  now: () => number = Date.now,
): Promise<ChangeLog> {
  const mod = (await import('ioredis')) as unknown as { default: new (url: string) => RedisLike };
  const redis = new mod.default(url);
  const keys = { epoch: `${prefix}:epoch`, seq: `${prefix}:seq`, log: `${prefix}:log` };
  async function epoch(): Promise<string> {
    await redis.set(keys.epoch, randomBytes(8).toString('hex'), 'NX');
    return (await redis.get(keys.epoch)) ?? '0';
  }
  return {
    async record(change) {
      await epoch();
      const seq = await redis.incr(keys.seq);
      await redis.zadd(keys.log, seq, JSON.stringify({ ...change, seq, at: now() }));
      await redis.zremrangebyrank(keys.log, 0, -keptChanges - 1);
    },
    async since(cursor) {
      const e = await epoch();
      const last = Number((await redis.get(keys.seq)) ?? 0);
      const from = parseCursor(cursor)?.seq ?? last;
      return answer(e, last, cursor, async () =>
        (await redis.zrangebyscore(keys.log, from + 1, '+inf')).map(
          (s) => JSON.parse(s) as PageChange,
        ),
      );
    },
  };
}

export async function changeLogOf(env: Record<string, unknown>): Promise<ChangeLog> {
  if (!env['REDIS']) return memoryChangeLog();
  const prefix = String(env['REDIS_PREFIX'] ?? 'citta');
  return redisChangeLog(String(env['REDIS']), `${prefix}:page-changes`);
}

/** The site paths of items in it/en/fr, with their types. */
export async function pagesOf(
  db: Knex,
  ids: number[],
): Promise<{ paths: string[]; types: string[] }> {
  if (!ids.length) return { paths: [], types: [] };
  const rows: Row[] = await db('contenuti as c')
    .leftJoin('contenuti_translations as t', 't.contenuti_id', 'c.id')
    .select('c.tipo', 't.languages_code', 't.slug')
    .whereIn('c.id', ids);
  const paths = new Set<string>();
  const types = new Set<string>();
  for (const r of rows) {
    if (r['tipo']) types.add(String(r['tipo']));
    const url = r['languages_code'] ? urlOf(String(r['languages_code']), r['slug']) : null;
    if (url) paths.add(url);
  }
  return { paths: [...paths], types: [...types] };
}

/** The related collections and the column that points to the item. */
const parentColumn: Record<string, string | null> = {
  contenuti: null,
  contenuti_translations: 'contenuti_id',
  date: 'contenuto',
  date_puntuali: 'contenuto',
  categorie: 'categoria',
};

/** The items that rows of a collection belong to (or, for categories, that use them). */
async function itemsOf(db: Knex, collection: string, keys: unknown[]): Promise<number[]> {
  const list = keys.map(Number).filter((n) => Number.isInteger(n));
  if (!list.length) return [];
  const column = parentColumn[collection];
  if (column === null) return list;
  if (collection === 'categorie') {
    const rows: Row[] = await db('contenuti').select('id').whereIn('categoria', list);
    return rows.map((r) => Number(r['id']));
  }
  const rows: Row[] = await db(collection).select(column!).whereIn('id', list);
  return rows.map((r) => Number(r[column!])).filter((n) => Number.isInteger(n));
}

/**
 * Records a change for every write of contenuti and its related collections. The items' pages are
 * read before an update or delete (old slugs, rows about to go) and after the write (new slugs);
 * the change is recorded after the write, once it is committed.
 */
export function registerPageChangeHooks(
  { filter, action }: HookRegister,
  db: Knex,
  log: ChangeLog,
  logger: Logger,
): void {
  /** Items and pages read before a write, by event and keys. */
  const before = new Map<string, { ids: number[]; paths: string[]; types: string[] }>();
  const stash = (event: string, keys: unknown) => `${event}:${JSON.stringify(keys)}`;

  /** Reads with `knex`: in a filter, the write's own transaction (SQLite has one connection). */
  async function read(collection: string, keys: unknown[], knex: Knex = db) {
    const ids = await itemsOf(knex, collection, keys);
    return { ids, ...(await pagesOf(knex, ids)) };
  }

  async function record(
    source: string,
    parts: { ids: number[]; paths: string[]; types: string[] }[],
  ) {
    const ids = [...new Set(parts.flatMap((p) => p.ids))];
    const paths = [...new Set(parts.flatMap((p) => p.paths))];
    const types = [...new Set(parts.flatMap((p) => p.types))];
    await log.record({ source, ids, types, paths: [...paths, ...listPaths] });
  }

  for (const collection of Object.keys(parentColumn)) {
    for (const event of ['update', 'delete'] as const) {
      filter(`${collection}.items.${event}`, async (payload, meta, context) => {
        const keys = event === 'delete' ? (Array.isArray(payload) ? payload : []) : keysOf(meta);
        const knex = (context['database'] as Knex | undefined) ?? db;
        try {
          before.set(stash(event, keys), await read(collection, keys, knex));
        } catch (error) {
          logger.warn(error, 'could not read the pages of a content change');
        }
        // keep the map small if an action never follows (a write refused later)
        if (before.size > 500) before.delete(before.keys().next().value!);
        return payload;
      });
    }
    for (const event of ['create', 'update', 'delete'] as const) {
      action(`${collection}.items.${event}`, async (meta) => {
        const source = `${collection}.items.${event}`;
        try {
          const keys =
            event === 'delete' ? ((meta['keys'] ?? meta['payload']) as unknown[]) : keysOf(meta);
          const old = before.get(stash(event, keys));
          before.delete(stash(event, keys));
          const payload = (meta['payload'] ?? {}) as Row;
          const column = parentColumn[collection];
          // a new related row names its item in the payload
          const created =
            event === 'create' && column && collection !== 'categorie' && payload[column] != null
              ? [Number(payload[column])]
              : [];
          const now =
            event === 'delete'
              ? { ids: [], paths: [], types: [] }
              : created.length
                ? { ids: created, ...(await pagesOf(db, created)) }
                : await read(collection, keys);
          // the item of a nested write may come with its translations in the same payload
          await record(source, old ? [old, now] : [now]);
        } catch (error) {
          logger.error(error, 'could not record a content change for the page cache');
          try {
            await log.record({ source, ids: [], types: [], paths: [], all: true });
          } catch {
            // nothing more to do: the storefront's pages expire on their own
          }
        }
      });
    }
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * GET /pages/cache/changes?since=<cursor>: the changes after the cursor, for administrators and
 * the storefront's token (they name pages of drafts too).
 */
export function changesHandler(
  log: ChangeLog,
  env: Record<string, unknown>,
  logger: Logger,
): Handler {
  const storefrontToken = String(env['STOREFRONT_TOKEN'] ?? '');
  return async (req: Req, res: Res, next) => {
    const path = req.path.replace(/\/+$/, '');
    if (path !== '') return next();
    try {
      if (req.method !== 'GET')
        throw new ApiError(405, 'METHOD_NOT_ALLOWED', 'Only GET is supported.');
      const token = (req as Req & { token?: unknown }).token;
      const allowed =
        req.accountability?.admin === true ||
        (storefrontToken !== '' && typeof token === 'string' && sameToken(token, storefrontToken));
      if (!allowed) throw forbidden('Only the storefront reads the page changes.');
      const since = req.query['since'];
      if (since !== undefined && (typeof since !== 'string' || since.length > 100))
        throw badRequest('since is a cursor of a previous answer.', 'since');
      const body = await log.since(since);
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).json({ data: body });
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error);
      logger.error(error, 'reading the page changes failed');
      sendError(res, new ApiError(500, 'INTERNAL', 'Internal error.'));
    }
  };
}

/**
 * The hooks and the endpoint. Registered before the /pages router, which answers every other
 * /pages path.
 */
export function registerPageChanges(
  register: HookRegister,
  db: Knex,
  env: Record<string, unknown>,
  logger: Logger,
): void {
  const log = changeLogOf(env);
  const lazy: ChangeLog = {
    record: async (change) => (await log).record(change),
    since: async (cursor) => (await log).since(cursor),
  };
  log.catch((error: unknown) => logger.error(error, 'the page change log could not start'));
  registerPageChangeHooks(register, db, lazy, logger);
  register.init('routes.custom.before', ({ app }) => {
    app.use('/pages/cache/changes', changesHandler(lazy, env, logger));
  });
}
