// Routes of tickets: an order's tickets (JSON with QR images, and the PDF), the check-in at the
// door, and the public keys a scanner verifies QR signatures with offline.
import type { ApiResponse, Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { checkIn } from './checkin';
import { localeOf } from './labels';
import { ticketsPdf } from './pdf';
import { orderFor, presentTickets } from './read';
import { keysFromEnv, publicJwks } from './sign';

interface BinaryResponse {
  status(code: number): BinaryResponse;
  setHeader(name: string, value: string): void;
  end(body: Buffer): void;
}

export function mountTickets(router: Router, ctx: ShopContext): void {
  const keys = keysFromEnv(ctx.endpoint.env);
  if (keys.kid === 'dev' && ctx.endpoint.env['NODE_ENV'] === 'production')
    ctx.endpoint.logger.warn(
      'shop: SHOP_TICKET_SIGNING_KEY is not set; QR codes are signed with a key derived from SECRET',
    );

  router.get(
    '/ordini/:id/biglietti',
    ctx.r(async (req, res) => {
      const viewer = await ctx.viewerOf(req);
      const order = await orderFor(ctx.db, viewer, req.params['id'], req.query['token']);
      res.setHeader('Cache-Control', 'private, no-store');
      ctx.send(res, 200, { data: await presentTickets(ctx.db, keys, order) });
    }),
  );

  router.get(
    '/ordini/:id/biglietti.pdf',
    ctx.r(async (req, res: ApiResponse) => {
      const viewer = await ctx.viewerOf(req);
      const order = await orderFor(ctx.db, viewer, req.params['id'], req.query['token']);
      const data = await presentTickets(ctx.db, keys, order);
      const locale = localeOf(req.query['lingua'] ?? data.ordine.locale);
      const pdf = await ticketsPdf(data, locale);
      const r = res as unknown as BinaryResponse;
      r.setHeader('Content-Type', 'application/pdf');
      r.setHeader(
        'Content-Disposition',
        `inline; filename="biglietti-${data.ordine.numero.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
      );
      r.setHeader('Cache-Control', 'private, no-store');
      r.status(200).end(pdf);
    }),
  );

  router.post(
    '/checkin',
    ctx.r(async (req, res) => {
      const viewer = await ctx.viewerOf(req);
      ctx.send(res, 200, { data: await checkIn(ctx.db, keys, viewer, req.body) });
    }),
  );

  router.get(
    '/checkin/chiavi',
    ctx.r(async (_req, res) => {
      ctx.send(res, 200, { data: { keys: publicJwks(keys) } });
    }),
  );
}
