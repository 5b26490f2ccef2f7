// Routes of the catalogue: price lists, bundles, guided-tour dates and appointment slots.
import { notFound } from '../../../shared/http';
import type { Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { readBundle } from './bundles';
import { appointmentSlots, tourDates } from './dates';
import { readListino } from './listino';

const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

export function mountCatalog(router: Router, ctx: ShopContext): void {
  const { db, pricing, r, send } = ctx;
  router.get(
    '/appuntamenti/:id/slots',
    r(async (req, res) => {
      const id = Number(req.params['id']);
      if (!Number.isInteger(id) || id <= 0) throw notFound('Appointment not found.');
      send(res, 200, await appointmentSlots(db, id, day(req.query['from']), day(req.query['to'])));
    }),
  );
  router.get(
    '/visite-guidate/:id/date',
    r(async (req, res) => {
      const id = Number(req.params['id']);
      if (!Number.isInteger(id) || id <= 0) throw notFound('Guided tour not found.');
      send(res, 200, await tourDates(db, id));
    }),
  );
  router.get(
    '/bundle/:id',
    r(async (req, res) => send(res, 200, await readBundle(db, pricing, req.params['id']))),
  );
  router.get(
    '/listino/:tipo/:id',
    r(async (req, res) =>
      send(
        res,
        200,
        await readListino(db, pricing, String(req.params['tipo']), String(req.params['id'])),
      ),
    ),
  );
}
