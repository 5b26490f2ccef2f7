// Routes of the waiting queue: `POST /queue/register`, `POST /queue/{status,left,convert,reactivate}`
// and `POST /queue/{registers,statuses}` (several registrations, or the status of several sessions,
// in one call).
import type { Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { requireCaller } from '../viewer';
import { Queue } from './sessions';

export function mountQueue(router: Router, ctx: ShopContext): void {
  const { r, send, viewerOf } = ctx;
  const queue = new Queue(ctx.db, ctx.queueConfig);
  router.post(
    '/queue/register',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      requireCaller(viewer);
      send(res, 200, await queue.register(req.body, viewer.user));
    }),
  );
  router.post(
    '/queue/registers',
    r(async (req, res) => {
      const viewer = await viewerOf(req);
      requireCaller(viewer);
      send(res, 200, { registrations: await queue.registers(req.body, viewer.user) });
    }),
  );
  router.post(
    '/queue/statuses',
    r(async (req, res) => {
      requireCaller(await viewerOf(req));
      send(res, 200, { statuses: await queue.statuses(req.body) });
    }),
  );
  for (const op of ['status', 'left', 'convert', 'reactivate'] as const) {
    router.post(
      `/queue/${op}`,
      r(async (req, res) => {
        requireCaller(await viewerOf(req));
        send(res, 200, await queue.act(op, req.body));
      }),
    );
  }
}
