// Routes of operator applications: `POST /operatori/candidature` and
// `GET /operatori/candidature/mie`. Mounted before the operators' `/operatori/:kind` routes,
// which would take `candidature` as a kind.
import type { Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { Applications } from './applications';

export function mountApplications(router: Router, ctx: ShopContext): void {
  const { r, send, viewerOf } = ctx;
  const applications = new Applications(ctx.db);
  router.post(
    '/operatori/candidature',
    r(async (req, res) => send(res, 201, await applications.create(await viewerOf(req), req.body))),
  );
  router.get(
    '/operatori/candidature/mie',
    r(async (req, res) => send(res, 200, await applications.mine(await viewerOf(req)))),
  );
}
