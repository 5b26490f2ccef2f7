// Routes of the loyalty card (armonia): products, the user's cards, the activity calendar and
// bookings made with the card.
import type { Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { requireUser } from '../viewer';
import { Armonia } from './armonia';

export function mountLoyalty(router: Router, ctx: ShopContext): void {
  const { r, send, viewerOf } = ctx;
  const armonia = new Armonia(ctx.db);
  router.get(
    '/armonia/prodotti',
    r(async (_req, res) => send(res, 200, await armonia.products())),
  );
  router.get(
    '/armonia/mia',
    r(async (req, res) => send(res, 200, await armonia.mine(requireUser(await viewerOf(req))))),
  );
  router.get(
    '/armonia/calendario',
    r(async (req, res) => {
      const user = requireUser(await viewerOf(req));
      send(res, 200, await armonia.calendar(user, req.query['from'], req.query['to']));
    }),
  );
  router.get(
    '/armonia/calendario/:slug',
    r(async (req, res) =>
      send(res, 200, await armonia.bySlug(requireUser(await viewerOf(req)), req.params['slug'])),
    ),
  );
  router.post(
    '/armonia/prenota',
    r(async (req, res) =>
      send(res, 201, await armonia.book(requireUser(await viewerOf(req)), req.body)),
    ),
  );
  router.delete(
    '/armonia/prenotazioni/:id',
    r(async (req, res) =>
      send(res, 200, await armonia.cancel(requireUser(await viewerOf(req)), req.params['id'])),
    ),
  );
}
