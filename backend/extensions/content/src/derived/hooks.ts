// Keeps the derived columns of contenuti current: item, translation and date changes refresh
// their items a moment later (collected, one refresh at a time), category and place renames
// refresh the items that use them, and a daily run moves next dates along the calendar.
import type { Knex } from 'knex';
import { keysOf, type HookRegister, type Logger, type Row } from '../hook-api';
import { refreshItems, refreshStale } from './refresh';

/** The collections whose changes alter an item's derived columns. */
const watched = ['contenuti', 'contenuti_translations', 'date', 'date_puntuali'];

/** The items (contenuti ids) that rows of a watched collection belong to. */
async function parentsOf(db: Knex, collection: string, ids: unknown[]): Promise<number[]> {
  const list = ids.map(Number).filter((n) => Number.isInteger(n));
  if (!list.length) return [];
  if (collection === 'contenuti') return list;
  const column = collection === 'contenuti_translations' ? 'contenuti_id' : 'contenuto';
  const rows: Row[] = await db(collection).select(column).whereIn('id', list);
  return rows.map((r) => Number(r[column]));
}

/**
 * Changes arrive as many actions (an item, then its translations and dates): the ids are
 * collected and refreshed together a moment later, one refresh at a time.
 */
function refreshQueue(db: Knex, logger: Logger) {
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
  return async (ids: number[]) => {
    for (const id of ids) pending.add(id);
    if (!timer) timer = setTimeout(flush, 25);
  };
}

type Refresh = ReturnType<typeof refreshQueue>;

/** The parents of rows being deleted, read before the delete, by the deleted keys. */
type PendingDeletes = Map<string, number[]>;

/** Creates, updates and deletes of a watched collection refresh the items they touch. */
function watchCollection(
  { filter, action }: HookRegister,
  db: Knex,
  collection: string,
  refresh: Refresh,
  pendingDeletes: PendingDeletes,
) {
  action(`${collection}.items.create`, async (meta) => {
    const payload = (meta['payload'] ?? {}) as Row;
    const direct =
      collection === 'contenuti'
        ? [meta['key']]
        : [payload['contenuti_id'] ?? payload['contenuto']];
    const ids = direct.filter((v) => v != null).map(Number);
    await refresh(ids.length ? ids : await parentsOf(db, collection, [meta['key']]));
  });
  action(`${collection}.items.update`, async (meta) =>
    refresh(await parentsOf(db, collection, keysOf(meta))),
  );
  if (collection === 'contenuti') return;
  // the parents of deleted rows are read before the delete, and refreshed after it
  filter(`${collection}.items.delete`, async (keys) => {
    const ids = await parentsOf(db, collection, Array.isArray(keys) ? keys : []);
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

export function registerDerivedColumns(register: HookRegister, db: Knex, logger: Logger): void {
  const refresh = refreshQueue(db, logger);
  const pendingDeletes: PendingDeletes = new Map();
  for (const collection of watched)
    watchCollection(register, db, collection, refresh, pendingDeletes);
  for (const collection of ['categorie', 'luoghi']) {
    register.action(`${collection}.items.update`, async (meta) => {
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
  register.schedule('5 0 * * *', refreshDaily);
  register.action('server.start', () => void refreshDaily());
}
