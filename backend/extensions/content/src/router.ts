// The /pages router: dispatches the content API's requests by method and path, answers JSON with
// its cache header, and every error in the `{ errors: [...] }` shape.
import type { Knex } from 'knex';
import {
  ApiError,
  forbidden,
  notFound,
  sendError,
  type Handler,
  type Req,
  type Res,
} from '../../shared/http';
import { refreshItems } from './derived/refresh';
import { footer } from './footer';
import type { Row } from './hook-api';
import { bySlug, item } from './items/endpoints';
import { me } from './me';
import { search } from './search/search';
import { sitemap } from './sitemap';

/** POST /pages/admin/reindex: recompute derived dates and search text of every item. */
async function reindex(db: Knex, req: Req) {
  if (!req.accountability?.admin) throw forbidden('Administrators only.');
  const rows: Row[] = await db('contenuti').select('id');
  await refreshItems(
    db,
    rows.map((r) => Number(r['id'])),
  );
  return { data: { reindexed: rows.length } };
}

/** The answer of a GET, by path; unknown paths are 404. */
async function read(db: Knex, req: Req, path: string): Promise<unknown> {
  if (path === '/content/part/footer') return footer(db, req.query);
  if (path === '/content/search') return search(db, req.query);
  if (path === '/content/by-slug') return bySlug(db, req.query);
  if (path === '/content/sitemap') return sitemap(db, req.query);
  const m = /^\/content\/item\/([^/]+)\/([^/]+)$/.exec(path);
  if (m) return item(db, decodeURIComponent(m[1]!), decodeURIComponent(m[2]!), req.query);
  if (path === '/me') return me(db, req);
  throw notFound('Unknown endpoint.');
}

export function contentRouter(
  getDb: () => Knex,
  logger: { error(obj: unknown, msg?: string): void },
): Handler {
  return async (req: Req, res: Res) => {
    try {
      const db = getDb();
      const path = req.path.replace(/\/+$/, '');
      if (req.method === 'POST' && path === '/admin/reindex') {
        res.status(200).json(await reindex(db, req));
        return;
      }
      if (req.method !== 'GET')
        throw new ApiError(405, 'METHOD_NOT_ALLOWED', 'Only GET is supported.');
      const body = await read(db, req, path);
      res.setHeader('Cache-Control', path === '/me' ? 'no-store' : 'public, max-age=60');
      res.status(200).json(body);
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error);
      logger.error(error, 'pages endpoint failed');
      sendError(res, new ApiError(500, 'INTERNAL', 'Internal error.'));
    }
  };
}
