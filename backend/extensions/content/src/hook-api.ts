// The parts of Directus' hook API the content extension uses: the register functions, the
// context it is given (database, env, logger) and the keys of an item event.
import type { Knex } from 'knex';
import type { ExpressApp } from '../../shared/http';

export type Row = Record<string, unknown>;

export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface HookRegister {
  filter(event: string, handler: (payload: unknown, meta: Row, context: Row) => unknown): void;
  action(event: string, handler: (meta: Row, context: Row) => unknown): void;
  init(event: string, handler: (meta: { app: ExpressApp }) => unknown): void;
  schedule(cron: string, handler: () => unknown): void;
}

export interface HookContext {
  database: Knex;
  env: Record<string, unknown>;
  logger: Logger;
  /** Directus' services (ItemsService…) and the schema overview they need. */
  services: Record<string, unknown>;
  getSchema: () => Promise<unknown>;
}

/** The keys of the items an event touched (`keys` of a batch, `key` of one item). */
export const keysOf = (meta: Row): unknown[] =>
  Array.isArray(meta['keys'])
    ? (meta['keys'] as unknown[])
    : meta['key'] != null
      ? [meta['key']]
      : [];
