// What every feature of the product API receives when it mounts its routes: the database, the
// environment, the logger, Directus' services, the shared pricing and queue configuration, and the
// small helpers of a route (error wrapper, caller, JSON answer).
import type { Knex } from 'knex';
import { route } from '../../shared/http';
import type { ApiRequest, ApiResponse, Logger, RouteHandler } from '../../shared/http';
import type { Pricing } from './pricing';
import type { QueueConfig } from './queue/rules';
import { getViewer } from './viewer';
import type { Viewer } from './viewer';

/** The context Directus hands to an endpoint extension (the parts the shop uses). */
export interface EndpointContext {
  database: Knex;
  env: Record<string, unknown>;
  logger: Logger & { info(obj: unknown, msg?: string): void };
  services: {
    ItemsService: new (collection: string, options: Record<string, unknown>) => unknown;
    FilesService: new (options: Record<string, unknown>) => unknown;
  };
  getSchema: (options?: Record<string, unknown>) => Promise<unknown>;
}

export interface ShopContext {
  db: Knex;
  endpoint: EndpointContext;
  pricing: Pricing;
  queueConfig: QueueConfig;
  /** Wraps an async handler: errors become the `{ errors }` answer (shared/http.ts `route`). */
  r: (handler: RouteHandler) => (req: ApiRequest, res: ApiResponse) => void;
  viewerOf: (req: ApiRequest) => Promise<Viewer>;
  send: (res: ApiResponse, status: number, body: unknown) => void;
}

export function shopContext(
  endpoint: EndpointContext,
  pricing: Pricing,
  queueConfig: QueueConfig,
): ShopContext {
  const db = endpoint.database;
  return {
    db,
    endpoint,
    pricing,
    queueConfig,
    r: (handler) => route(endpoint.logger, handler),
    viewerOf: (req) => getViewer(req, db),
    send: (res, status, body) => res.status(status).json(body),
  };
}
