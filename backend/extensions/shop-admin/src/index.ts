// Admin-app operation of the product API: the manual flow "Annulla ordine" on `ordini`
// (scripts/lib/access.mjs) creates, with the permissions of the user who ran it, a
// `pagamenti_eventi` row `{ tipo: 'richiesta', ordine, motivo }`. Once it is written, this hook
// runs the same cancellation as `POST /shop/ordini/:id/annulla` (orders/cancel.ts) for that user
// and records the outcome on the row (`stato`: the order's new status, or the refusal's code such
// as ORDER_NOT_CANCELLABLE or FORBIDDEN).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ApiError } from '../../shared/http';
import type { Accountability } from '../../shared/http';
import { cancelOrder } from '../../shop/src/orders/cancel';
import { providersFromEnv } from '../../shop/src/orders/providers';
import { queueConfig } from '../../shop/src/queue/rules';
import { getViewer } from '../../shop/src/viewer';

type Row = Record<string, unknown>;

interface HookContext {
  database: Knex;
  env: Record<string, unknown>;
  logger: { warn(obj: unknown, msg?: string): void };
}
interface HookRegister {
  filter(event: string, handler: (payload: Row) => unknown): void;
  action(
    event: string,
    handler: (meta: Row, context: { accountability?: Accountability | null }) => unknown,
  ): void;
}

export default ({ filter, action }: HookRegister, context: HookContext) => {
  const { database: db, env, logger } = context;
  const warn = (error: unknown, msg: string) => logger.warn(error ?? {}, msg);
  const providers = providersFromEnv(env, (msg) => logger.warn({}, msg));
  const deps = { db, cfg: queueConfig(env), providers, warn };

  // the request row gets its unique id before it is written (no database work here: the write's
  // own transaction holds SQLite's one connection)
  filter('pagamenti_eventi.items.create', (payload) =>
    payload['tipo'] === 'richiesta'
      ? {
          ...payload,
          evento_id: `richiesta:${randomUUID()}`,
          evento: 'annullamento',
          stato: 'requested',
          date_created: new Date(),
          date_updated: new Date(),
        }
      : payload,
  );

  // once written, the cancellation runs for the user who ran the flow; the row records the order's
  // new status, or the code and reason of a refusal (not paid, not allowed)
  action('pagamenti_eventi.items.create', async (meta, { accountability }) => {
    const payload = (meta['payload'] ?? {}) as Row;
    if (payload['tipo'] !== 'richiesta') return;
    const key = meta['key'];
    const user = accountability?.user ?? null;
    let stato: string;
    try {
      const viewer = await getViewer(
        {
          body: null,
          params: {},
          query: {},
          headers: {},
          // the flow runs for a signed-in user of the admin app (not a static token)
          token: 'admin.app.flow',
          accountability: accountability ?? null,
        },
        db,
      );
      const motivo = typeof payload['motivo'] === 'string' ? payload['motivo'] : null;
      const order = await cancelOrder(deps, viewer, String(payload['ordine'] ?? ''), {
        motivo: motivo || null,
      });
      stato = String(order['status']);
    } catch (error) {
      stato = error instanceof ApiError ? error.code : 'error';
      if (!(error instanceof ApiError)) warn(error, 'shop-admin: cancellation failed');
    }
    await db('pagamenti_eventi')
      .where({ id: key })
      .update({
        stato: stato.slice(0, 16),
        riferimento: user ? `user:${user}` : null,
        date_updated: new Date(),
      });
  });
};
