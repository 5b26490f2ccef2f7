// Product API endpoint extension, mounted at /shop (see backend/API.md). Each feature folder owns
// its routes, rules and SQL; this file only builds the shared context and mounts them.
import type { Router } from '../../shared/http';
import { mountApplications } from './applications/routes';
import { mountCatalog } from './catalog/routes';
import { shopContext } from './context';
import type { EndpointContext } from './context';
import { ensureIndexes } from './indexes';
import { mountLoyalty } from './loyalty/routes';
import { mountOperators } from './operators/routes';
import { mountOrders } from './orders/routes';
import { Pricing } from './pricing';
import { mountPricing } from './pricing/routes';
import { queueConfig } from './queue/rules';
import { mountQueue } from './queue/routes';
import { mountTickets } from './tickets/routes';

function register(router: Router, endpoint: EndpointContext): void {
  const db = endpoint.database;
  const pricing = new Pricing(db, Math.max(2, Number(endpoint.env['SHOP_GROUP_THRESHOLD'] ?? 10)));
  const ctx = shopContext(endpoint, pricing, queueConfig(endpoint.env));
  ensureIndexes(db)
    .then((done) => {
      if (!done) endpoint.logger.warn('shop: commerce tables not found; indexes not created');
    })
    .catch((error: unknown) => endpoint.logger.warn(error, 'shop: could not create indexes'));

  mountQueue(router, ctx);
  mountCatalog(router, ctx);
  mountPricing(router, ctx);
  mountOrders(router, ctx);
  mountTickets(router, ctx);
  mountLoyalty(router, ctx);
  // applications before operators: `/operatori/:kind` would take `candidature` as a kind
  mountApplications(router, ctx);
  mountOperators(router, ctx);
}

export default {
  id: 'shop',
  handler: (router: Router, context: EndpointContext) => register(router, context),
};
