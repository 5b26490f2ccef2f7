// Routes of operators: image upload and their own listings (`/operatori/:kind[/:id]`), and the
// bookings of an organiser's appointment. Operator applications mount before these.
import { ApiError } from '../../../shared/http';
import type { Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { hasRole, requireUser } from '../viewer';
import { OPERATOR_ROLES } from './kinds';
import type { ItemsServiceFactory } from './kinds';
import { Operators } from './listings';
import { uploadImage } from './upload';
import type { FilesServiceFactory, RawRequest } from './upload';

type Row = Record<string, unknown>;

/** Directus' ItemsService without permission checks: the routes decide who may write what. */
function itemsService(ctx: ShopContext): ItemsServiceFactory {
  const { endpoint, db } = ctx;
  return async (collection, knex) => {
    const schema = await endpoint.getSchema();
    return new endpoint.services.ItemsService(collection, {
      schema,
      accountability: null,
      knex: knex ?? db,
    }) as Awaited<ReturnType<ItemsServiceFactory>>;
  };
}

/**
 * Uploads run as the operator (recorded in uploaded_by); the endpoint itself decides what may be
 * stored, so Directus' permission checks are not needed on top.
 */
function filesService(ctx: ShopContext): FilesServiceFactory {
  const { endpoint, db } = ctx;
  return async (user) =>
    new endpoint.services.FilesService({
      schema: await endpoint.getSchema(),
      accountability: { user, role: null, roles: [], admin: true, app: false, ip: null },
      knex: db,
    }) as Awaited<ReturnType<FilesServiceFactory>>;
}

function mountUpload(router: Router, ctx: ShopContext): void {
  const { db, r, send, viewerOf } = ctx;
  const files = filesService(ctx);
  const imageLimit = Math.max(
    1024,
    Number(ctx.endpoint.env['SHOP_IMAGE_MAX_BYTES'] ?? 10 * 1024 * 1024),
  );
  const readFile = async (id: string) =>
    (await db('directus_files').where({ id }).first('title', 'filesize', 'width', 'height')) as
      Row | undefined;
  router.post(
    '/operatori/immagini',
    r(async (req, res) => {
      const raw = req as unknown as RawRequest;
      const viewer = await viewerOf(req).catch((error: unknown) => {
        raw.resume();
        throw error;
      });
      if (viewer.user === null || !OPERATOR_ROLES.some((role) => hasRole(viewer, role))) {
        raw.resume();
        requireUser(viewer);
        throw new ApiError(403, 'FORBIDDEN', 'An operator role is required to upload images.');
      }
      send(res, 201, await uploadImage(raw, viewer.user, files, readFile, imageLimit));
    }),
  );
}

export function mountOperators(router: Router, ctx: ShopContext): void {
  const { r, send, viewerOf } = ctx;
  const operators = new Operators(ctx.db, itemsService(ctx));
  mountUpload(router, ctx);
  router.get(
    '/operatori/appuntamenti/:id/prenotazioni',
    r(async (req, res) =>
      send(res, 200, await operators.bookings(await viewerOf(req), req.params['id'])),
    ),
  );
  router.get(
    '/operatori/:kind',
    r(async (req, res) =>
      send(res, 200, await operators.list(await viewerOf(req), req.params['kind'])),
    ),
  );
  router.get(
    '/operatori/:kind/:id',
    r(async (req, res) => {
      const { kind, id } = req.params;
      send(res, 200, await operators.read(await viewerOf(req), kind, id));
    }),
  );
  router.post(
    '/operatori/:kind',
    r(async (req, res) =>
      send(res, 201, await operators.create(await viewerOf(req), req.params['kind'], req.body)),
    ),
  );
  router.patch(
    '/operatori/:kind/:id',
    r(async (req, res) => {
      const { kind, id } = req.params;
      send(res, 200, await operators.update(await viewerOf(req), kind, id, req.body));
    }),
  );
}
