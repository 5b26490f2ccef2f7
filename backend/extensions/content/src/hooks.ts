// The small hooks of contenuti and of operator applications: a preview token for every new item,
// the operator policy granted on approval, and SQLite's page cache for large listings.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { keysOf, type HookRegister, type Logger, type Row } from './hook-api';
import { APPLICATIONS, grantOnApproval } from './operator-approval';

/** Every new item gets a preview token (the storefront's /preview/... routes use it). */
export function registerPreviewToken({ filter }: HookRegister): void {
  filter('contenuti.items.create', (payload) => {
    const item = (payload ?? {}) as Row;
    if (!item['preview_token']) return { ...item, preview_token: randomBytes(16).toString('hex') };
    return item;
  });
}

/**
 * Approving an operator application grants the operator policy of its kind (a filter, awaited
 * before the write, so the role is in place when the request answers).
 */
export function registerOperatorApproval({ filter }: HookRegister, db: Knex, logger: Logger): void {
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
}

/**
 * SQLite: a 64 MiB page cache (default 2 MiB) keeps the listing indexes of a large agenda in
 * memory; knex holds one SQLite connection, so the setting stays for the process.
 */
export function sqlitePageCache(db: Knex, logger: Logger): void {
  const client = String((db.client as { config?: { client?: string } }).config?.client ?? '');
  if (client === 'sqlite3')
    db.raw('PRAGMA cache_size = -65536').catch((error: unknown) =>
      logger.warn(error, 'could not set the SQLite page cache size'),
    );
}
