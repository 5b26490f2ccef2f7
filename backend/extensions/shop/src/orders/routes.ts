// Routes of orders: checkout, reading orders, the user's purchases, payment notifications, the demo
// provider's hosted page, cancellation, and the administrators' sweep. Mounting starts the expiry
// job of pending orders in this process (every process of a deployment runs it; each order expires
// exactly once, see release.ts).
import type { IncomingMessage } from 'node:http';
import { ApiError, notFound } from '../../../shared/http';
import type { ApiRequest, ApiResponse, Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { requireCaller, requireUser } from '../viewer';
import { myBookings, myGiftCards, myPass, myPasses } from './account';
import { cancelOrder } from './cancel';
import { createOrder } from './create';
import { demoChoice, demoPage } from './demo-page';
import type { DemoPageDeps, PageAnswer } from './demo-page';
import { receiveNotification } from './notify';
import type { PaymentDeps } from './notify';
import { providersFromEnv } from './providers';
import type { Providers } from './providers';
import { myOrders, readOrder } from './read';
import { sweep } from './release';
import type { OrderDeps, Row } from './types';

const MAX_RAW = 65_536;

/** The raw body: Directus keeps it (`req.rawBody`) for JSON; other types are read here. */
async function rawBody(req: ApiRequest): Promise<Buffer> {
  const r = req as ApiRequest & IncomingMessage & { rawBody?: Buffer };
  if (Buffer.isBuffer(r.rawBody)) return r.rawBody;
  if (r.readableEnded || typeof r.on !== 'function') return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of r as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_RAW)
      throw new ApiError(413, 'INVALID_PAYLOAD', 'The body is too large.', { field: 'body' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A form body (application/x-www-form-urlencoded, or JSON) as a map of strings. */
async function formBody(req: ApiRequest): Promise<Record<string, string>> {
  // Directus parses JSON only (and leaves `{}` for other types): a form is read from the stream
  const parsed = Buffer.isBuffer((req as { rawBody?: unknown }).rawBody);
  if (parsed && req.body && typeof req.body === 'object')
    return Object.fromEntries(
      Object.entries(req.body as Row).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
  return Object.fromEntries(new URLSearchParams((await rawBody(req)).toString('utf8')));
}

interface HtmlResponse {
  status(code: number): HtmlResponse;
  setHeader(name: string, value: string): void;
  send(body: string): void;
  redirect(status: number, url: string): void;
}

function sendPage(res: ApiResponse, answer: PageAnswer, storefrontUrl: string): void {
  const r = res as unknown as HtmlResponse;
  const sf = new URL(storefrontUrl).origin;
  r.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${sf}; base-uri 'none'; frame-ancestors 'none'`,
  );
  r.setHeader('Cache-Control', 'no-store');
  if (answer.redirect) return r.redirect(303, answer.redirect);
  r.setHeader('Content-Type', 'text/html; charset=utf-8');
  r.status(answer.status).send(answer.html ?? '');
}

/** Runs the expiry of pending orders past their deadline, now and periodically. */
function startExpiry(ctx: ShopContext, deps: PaymentDeps, pendingMs: number): void {
  const run = () => {
    expireNow(ctx, deps, { pendingMs }).catch((error: unknown) =>
      ctx.endpoint.logger.warn(error, 'shop: pending order expiry failed'),
    );
  };
  setInterval(run, Math.min(60_000, Math.max(1000, Math.floor(pendingMs / 3)))).unref();
  setTimeout(run, 1000).unref();
}

/** Expires due orders and closes their sessions at the provider (best effort). */
async function expireNow(
  ctx: ShopContext,
  deps: PaymentDeps,
  o: { pendingMs: number; olderThanMs?: number | null },
): Promise<number> {
  const expired = await sweep(ctx.db, ctx.queueConfig, o);
  for (const e of expired) {
    const provider = e.provider ? deps.providers.get(e.provider) : null;
    if (provider?.expireSession && e.session)
      await provider
        .expireSession(e.session)
        .catch((error: unknown) =>
          deps.warn(error, `shop: could not close the payment session of order ${e.id}`),
        );
  }
  return expired.length;
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

/** `POST /admin/sweep`: administrators expire pending orders now, optionally by age. */
function mountSweep(router: Router, ctx: ShopContext, deps: PaymentDeps, pendingMs: number): void {
  const { r, send, viewerOf } = ctx;
  router.post(
    '/admin/sweep',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      if (!viewer.admin) throw new ApiError(403, 'FORBIDDEN', 'Administrators only.');
      const raw = (req.body as Row | null)?.['older_than_seconds'];
      const seconds = raw === undefined ? null : Number(raw);
      if (seconds !== null && (!Number.isFinite(seconds) || seconds < 0))
        throw new ApiError(
          400,
          'INVALID_PAYLOAD',
          'older_than_seconds must be a non-negative number.',
          { field: 'older_than_seconds' },
        );
      const n = await expireNow(ctx, deps, {
        pendingMs,
        olderThanMs: seconds === null ? null : seconds * 1000,
      });
      send(res, 200, { expired: n, cancelled: n });
    }),
  );
}

function mountPayments(
  router: Router,
  ctx: ShopContext,
  deps: PaymentDeps,
  providers: Providers,
  storefrontUrl: string,
): void {
  const { r, send } = ctx;
  const env = ctx.endpoint.env;
  router.post(
    '/pagamenti/notifiche/:provider',
    r(async (req, res) =>
      send(
        res,
        200,
        await receiveNotification(deps, req.params['provider'], await rawBody(req), req.headers),
      ),
    ),
  );
  const demo = providers.demo;
  if (!demo) return;
  const pageDeps: DemoPageDeps = {
    db: ctx.db,
    demo,
    storefrontUrl,
    selfUrl: `http://127.0.0.1:${String(env['PORT'] ?? '8055')}`,
    notifyDelayMs: Math.max(0, Number(env['SHOP_DEMO_NOTIFY_DELAY_MS'] ?? 0) || 0),
    warn: deps.warn,
  };
  router.get(
    '/pagamenti/demo/:sessione',
    r(async (req, res) =>
      sendPage(res, await demoPage(pageDeps, req.params['sessione']), storefrontUrl),
    ),
  );
  router.post(
    '/pagamenti/demo/:sessione',
    r(async (req, res) =>
      sendPage(
        res,
        await demoChoice(pageDeps, req.params['sessione'], await formBody(req)),
        storefrontUrl,
      ),
    ),
  );
}

export function mountOrders(router: Router, ctx: ShopContext): void {
  const { db, r, send, viewerOf } = ctx;
  const env = ctx.endpoint.env;
  const logger = ctx.endpoint.logger;
  const warn = (error: unknown, msg: string) => logger.warn(error ?? {}, msg);
  const providers = providersFromEnv(env, (msg) => logger.warn({}, msg));
  const pendingMs = Math.max(5, Number(env['SHOP_PENDING_ORDER_SECONDS'] ?? 900) || 900) * 1000;
  const storefrontUrl = String(
    env['SHOP_STOREFRONT_URL'] || env['STOREFRONT_URL'] || 'http://localhost:3000',
  ).replace(/\/$/, '');
  const deps: OrderDeps = {
    db,
    pricing: ctx.pricing,
    cfg: ctx.queueConfig,
    providers,
    pendingMs,
    storefrontUrl,
    warn,
    faultPauseMs: Math.max(0, Number(env['SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS'] ?? 0) || 0),
  };
  const payDeps: PaymentDeps = { db, cfg: ctx.queueConfig, providers, warn };
  startExpiry(ctx, payDeps, pendingMs);

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
  router.post(
    '/ordini/:id/annulla',
    r(async (req, res) =>
      send(res, 200, await cancelOrder(payDeps, await viewerOf(req), req.params['id'], req.body)),
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
  mountPayments(router, ctx, payDeps, providers, storefrontUrl);
  mountSweep(router, ctx, payDeps, pendingMs);
}
