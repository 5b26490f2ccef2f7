// Routes of orders: checkout, reading orders, the user's purchases, and the administrators'
// sweep. Mounting starts the pending-order sweep (at start-up, for crash recovery, then every
// minute or every SHOP_PENDING_ORDER_SECONDS when that is shorter).
import { ApiError, notFound } from '../../../shared/http';
import type { Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { requireCaller, requireUser } from '../viewer';
import { myBookings, myGiftCards, myPass, myPasses } from './account';
import { createOrder } from './create';
import { myOrders, readOrder } from './read';
import { sweep } from './release';
import type { OrderDeps, Row } from './types';

/** Runs the sweep of orders left pending longer than `pendingMs`, now and periodically. */
function startSweeper(ctx: ShopContext, pendingMs: number): void {
  const run = () => {
    sweep(ctx.db, pendingMs).catch((error: unknown) =>
      ctx.endpoint.logger.warn(error, 'shop: pending order sweep failed'),
    );
  };
  setInterval(run, Math.min(60_000, pendingMs)).unref();
  setTimeout(run, 1000).unref();
}

function mountAccount(router: Router, ctx: ShopContext): void {
  const { db, r, send, viewerOf } = ctx;
  router.get(
    '/me/prenotazioni',
    r(async (req, res) => send(res, 200, await myBookings(db, requireUser(await viewerOf(req))))),
  );
  router.get(
    '/me/abbonamenti',
    r(async (req, res) => send(res, 200, await myPasses(db, requireUser(await viewerOf(req))))),
  );
  router.get(
    '/me/abbonamenti/:id',
    r(async (req, res) => {
      const user = requireUser(await viewerOf(req));
      const pass = await myPass(db, user, req.params['id']);
      if (!pass) throw notFound('Pass not found.');
      send(res, 200, pass);
    }),
  );
  router.get(
    '/me/carte-regalo',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      const user = requireUser(viewer);
      send(res, 200, await myGiftCards(db, user, viewer.email));
    }),
  );
}

/** `POST /admin/sweep`: administrators run the sweep now, optionally with another age. */
function mountSweep(router: Router, ctx: ShopContext, pendingMs: number): void {
  const { db, r, send, viewerOf } = ctx;
  router.post(
    '/admin/sweep',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      if (!viewer.admin) throw new ApiError(403, 'FORBIDDEN', 'Administrators only.');
      const raw = (req.body as Row | null)?.['older_than_seconds'];
      const seconds = raw === undefined ? pendingMs / 1000 : Number(raw);
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new ApiError(
          400,
          'INVALID_PAYLOAD',
          'older_than_seconds must be a non-negative number.',
          {
            field: 'older_than_seconds',
          },
        );
      send(res, 200, { cancelled: await sweep(db, seconds * 1000) });
    }),
  );
}

export function mountOrders(router: Router, ctx: ShopContext): void {
  const { db, r, send, viewerOf } = ctx;
  const env = ctx.endpoint.env;
  const deps: OrderDeps = {
    db,
    pricing: ctx.pricing,
    cfg: ctx.queueConfig,
    defaultProvider: String(env['SHOP_PAYMENT_PROVIDER'] ?? 'test'),
    faultPauseMs: Math.max(0, Number(env['SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS'] ?? 0) || 0),
  };
  const pendingMs = Math.max(5, Number(env['SHOP_PENDING_ORDER_SECONDS'] ?? 900) || 900) * 1000;
  startSweeper(ctx, pendingMs);

  router.post(
    '/checkout/ordini',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      requireCaller(viewer);
      const out = await createOrder(deps, viewer, req.headers, req.body);
      if (out.replayed) res.setHeader('Idempotent-Replayed', 'true');
      send(res, out.status, out.order);
    }),
  );
  router.get(
    '/ordini/:id',
    r(async (req, res) =>
      send(
        res,
        200,
        await readOrder(db, await viewerOf(req), req.params['id'], req.query['token']),
      ),
    ),
  );
  router.get(
    '/me/ordini',
    r(async (req, res) => {
      const user = requireUser(await viewerOf(req));
      send(res, 200, await myOrders(db, user, req.query['limit'], req.query['page']));
    }),
  );
  mountAccount(router, ctx);
  mountSweep(router, ctx, pendingMs);
}
