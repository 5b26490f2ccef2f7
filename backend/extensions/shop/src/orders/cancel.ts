// Cancellation (`POST /shop/ordini/:id/annulla { righe?, motivo? }`): an administrator cancels any
// paid order (or one held for review), an organiser only lines of their own appointments. One
// transaction gives back the lines' places and stock (release.ts giveBack), voids what they
// issued, puts the gift-card share back and records the refund; the refund is then requested from
// the provider (refund.ts). Whole order: `cancelled`, then `refunded` once the refund succeeded.
import { ApiError, forbidden, notFound, unauthenticated } from '../../../shared/http';
import { lockRow, num, tx } from '../db';
import type { Viewer } from '../viewer';
import { hasRole } from '../viewer';
import type { PaymentDeps } from './notify';
import { presentOrder } from './read';
import { executeRefund, recordRefund, refundedSoFar } from './refund';
import { activeLines, giveBack, voidIssued } from './release';
import type { Row } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (message: string, field: string) =>
  new ApiError(400, 'INVALID_PAYLOAD', message, { field });

export interface CancelRequest {
  righe: number[] | null;
  motivo: string | null;
}

export function readCancel(body: unknown): CancelRequest {
  if (body === undefined || body === null) return { righe: null, motivo: null };
  if (typeof body !== 'object' || Array.isArray(body))
    throw invalid('The body must be a JSON object.', 'body');
  const b = body as Row;
  let righe: number[] | null = null;
  if (b['righe'] !== undefined && b['righe'] !== null) {
    const r = b['righe'];
    if (
      !Array.isArray(r) ||
      r.length === 0 ||
      r.length > 200 ||
      !r.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0)
    )
      throw invalid('righe must be a non-empty list of order line ids.', 'righe');
    righe = [...new Set(r as number[])];
  }
  let motivo: string | null = null;
  if (b['motivo'] !== undefined && b['motivo'] !== null) {
    if (typeof b['motivo'] !== 'string' || b['motivo'].length > 500)
      throw invalid('motivo must be a text of at most 500 characters.', 'motivo');
    motivo = b['motivo'].trim() || null;
  }
  return { righe, motivo };
}

/** Whether every line is an appointment of the organiser. */
async function ownsAll(
  trx: Parameters<Parameters<typeof tx>[1]>[0],
  user: string,
  lines: Row[],
): Promise<boolean> {
  if (lines.some((l) => l['tipo'] !== 'appuntamenti')) return false;
  const ids = [...new Set(lines.map((l) => Number(l['item_id'])))];
  const owned = (await trx('contenuti')
    .whereIn('id', ids)
    .where({ proprietario: user, tipo: 'appuntamenti' })
    .select('id')) as Row[];
  return owned.length === ids.length;
}

export async function cancelOrder(
  deps: PaymentDeps,
  viewer: Viewer,
  id: string | undefined,
  body: unknown,
): Promise<Row> {
  if (viewer.user === null) throw unauthenticated();
  const organiser = !viewer.admin && hasRole(viewer, 'organizzatore');
  if (!viewer.admin && !organiser)
    throw forbidden('Only administrators and organisers cancel orders.');
  const req = readCancel(body);
  if (!id || !UUID.test(id)) throw notFound('Order not found.');
  const user = viewer.user;
  const result = await tx(deps.db, async (trx) => {
    const order = await lockRow<Row>(trx, 'ordini', id.toLowerCase());
    if (!order) throw notFound('Order not found.');
    const orderId = String(order['id']);
    const status = String(order['status']);
    if (!(status === 'paid' || (status === 'review' && viewer.admin)))
      throw new ApiError(
        409,
        'ORDER_NOT_CANCELLABLE',
        `Only paid orders can be cancelled (this one is ${status}).`,
        { status },
      );
    const active = (await activeLines(trx, orderId).select('*')) as Row[];
    const activeIds = active.map((l) => num(l['id']));
    const unknown = (req.righe ?? []).filter((r) => !activeIds.includes(r));
    if (unknown.length)
      throw new ApiError(
        422,
        'INVALID_PAYLOAD',
        `Not active lines of this order: ${unknown.join(', ')}.`,
        { field: 'righe', righe: unknown },
      );
    const targets = req.righe ? active.filter((l) => req.righe!.includes(num(l['id']))) : active;
    if (organiser && !(await ownsAll(trx, user, targets)))
      throw forbidden('Organisers cancel only lines of their own appointments.');
    const whole = targets.length === active.length;
    const lineIds = targets.map((l) => num(l['id']));
    const already = await refundedSoFar(trx, orderId);
    const paidMoney = order['esito_pagamento'] === 'approved' ? num(order['da_pagare']) : 0;
    const moneyLeft = Math.max(0, paidMoney - already.money);
    const giftLeft = Math.max(0, num(order['pagato_carta_regalo']) - already.gift);
    let money = moneyLeft;
    let gift = giftLeft;
    if (!whole) {
      const totale = num(order['totale']);
      const share = targets.reduce((s, l) => s + num(l['totale']), 0);
      const value =
        totale > 0 ? Math.round((share * (totale - num(order['sconto_promo']))) / totale) : 0;
      money = Math.min(value, moneyLeft);
      gift = Math.min(value - money, giftLeft);
    }
    await giveBack(trx, deps.cfg, orderId, {
      lines: whole ? null : lineIds,
      sessions: whole ? 'expire' : 'keep',
      giftCard: gift,
      promo: whole,
      markLines: true,
      now: Date.now(),
    });
    await voidIssued(trx, orderId, whole ? null : lineIds);
    if (whole)
      await trx('ordini')
        .where({ id: orderId })
        .update({ status: 'cancelled', date_updated: new Date() });
    const refund = await recordRefund(trx, {
      orderId,
      provider: (order['provider'] as string | null) ?? null,
      importo: money,
      importoCarta: gift,
      righe: whole ? null : lineIds,
      motivo: req.motivo,
      evento: 'annullamento',
    });
    return { orderId, refund, money };
  });
  if (result.money > 0) await executeRefund(deps.db, deps.providers, result.refund, deps.warn);
  return presentOrder(deps.db, result.orderId, false);
}
