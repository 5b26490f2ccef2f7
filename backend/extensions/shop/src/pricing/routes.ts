// Routes of the pricing: `POST /checkout/prezzo/carrello` (priced lines, totals in headers) and
// `POST /checkout/riepilogo` (priced lines with totals and promo).
import { ApiError } from '../../../shared/http';
import type { ApiRequest, Router } from '../../../shared/http';
import type { ShopContext } from '../context';
import { requireCaller } from '../viewer';
import { parseCode, parseItems, pricedItem } from './index';

type Row = Record<string, unknown>;

const EXPOSED =
  'X-Cart-Totale, X-Cart-Totale-Scontato, X-Cart-Sconto-Promo, X-Cart-Combo, Idempotent-Replayed';

export function mountPricing(router: Router, ctx: ShopContext): void {
  const { pricing, r, send, viewerOf } = ctx;
  const priceBody = async (req: ApiRequest) => {
    requireCaller(await viewerOf(req));
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiError(400, 'INVALID_PAYLOAD', 'The body must be a JSON object.', {
        field: 'body',
      });
    const b = body as Row;
    return pricing.price(parseItems(b['prodotti'], { grouped: false }), parseCode(b['codice']));
  };
  router.post(
    '/checkout/prezzo/carrello',
    r(async (req, res) => {
      const result = await priceBody(req);
      res.setHeader('X-Cart-Totale', String(result.totale));
      res.setHeader('X-Cart-Totale-Scontato', String(result.totale_scontato));
      res.setHeader('X-Cart-Sconto-Promo', String(result.sconto_promo));
      res.setHeader('X-Cart-Combo', result.combo ? '1' : '0');
      res.setHeader('Access-Control-Expose-Headers', EXPOSED);
      send(res, 200, result.lines.map(pricedItem));
    }),
  );
  router.post(
    '/checkout/riepilogo',
    r(async (req, res) => {
      const result = await priceBody(req);
      const promo = result.promo;
      send(res, 200, {
        items: result.lines.map(pricedItem),
        totale: result.totale,
        totale_scontato: result.totale_scontato,
        sconto_promo: result.sconto_promo,
        combo: result.combo,
        promo: promo
          ? {
              codice: promo.codice,
              sconto_percentuale: promo.sconto_percentuale,
              sconto_centesimi: promo.sconto_centesimi,
            }
          : null,
      });
    }),
  );
}
