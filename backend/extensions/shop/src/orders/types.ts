// Shapes shared by the steps of an order: what the checkout asked for, what its transaction took
// (to give back on a decline or a sweep), and the 409 CHECKOUT_REJECTED answer naming the lines.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ApiError } from '../../../shared/http';
import type { ErrorEntry } from '../../../shared/http';
import { num } from '../db';
import type { CartItem, PricedLine, Pricing, PricingResult } from '../pricing';
import type { QueueConfig } from '../queue/rules';
import type { Viewer } from '../viewer';
import type { Providers } from './providers';

export type Row = Record<string, unknown>;

export interface OrderDeps {
  db: Knex;
  pricing: Pricing;
  cfg: QueueConfig;
  /** the deployment's payment providers (SHOP_PAYMENT_PROVIDER) */
  providers: Providers;
  /** how long a pending order waits for its payment (SHOP_PENDING_ORDER_SECONDS) */
  pendingMs: number;
  /** where providers send the buyer back (SHOP_STOREFRONT_URL) */
  storefrontUrl: string;
  warn: (error: unknown, msg: string) => void;
  /**
   * Test-only fault point (env SHOP_FAULT_PAUSE_AFTER_ORDER_ROW_MS, see API.md): the checkout
   * waits this long between the committed order transaction and the payment, so that tests can
   * stop the process or cut the database there. 0 (unset) in every real deployment.
   */
  faultPauseMs: number;
}

/** One cart item of the checkout with its priced units. */
export interface Group {
  index: number;
  item: CartItem;
  units: PricedLine[];
}

export interface Taken {
  rigaId: number;
  group: Group;
  product?: number;
  /** guided-tour date whose places this line took */
  tour?: number;
  slot?: number;
}

/** What the order transaction took (given back from the order's rows by release.ts). */
export interface Created {
  orderId: string;
  taken: Taken[];
  sessions: Array<{ id: number; slot: number; q: number }>;
  promoId: number | null;
  giftCard: { id: number; amount: number } | null;
}

/** The validated checkout request. */
export interface Checkout {
  viewer: Viewer;
  key: string;
  hash: string;
  email: string | null;
  locale: string;
  providerId: string;
  items: CartItem[];
  promoCode: string | null;
  giftCode: string | null;
}

/** The checkout priced and grouped back into its cart items. */
export interface PricedCheckout extends Checkout {
  priced: PricingResult;
  groups: Group[];
  /** the payment deadline of the order */
  deadline: Date;
}

export interface OrderAnswer {
  status: number;
  order: Row;
  replayed: boolean;
}

export interface LineFailure {
  group: Group;
  code: string;
  message: string;
}

/** Thrown inside the order transaction when the idempotency key already has an order. */
export class Replay {
  constructor(readonly orderId: string) {}
}

/** A random code: the prefix and `size` upper-case letters and digits. */
export const code = (prefix: string, size = 10): string =>
  `${prefix}${randomBytes(size).toString('base64url').replace(/[-_]/g, '').slice(0, size).toUpperCase()}`;

export const rejection = (lines: LineFailure[]): ApiError =>
  ApiError.many(
    409,
    lines.map((l): ErrorEntry => ({
      message: l.message,
      extensions: {
        code: 'CHECKOUT_REJECTED',
        line_code: l.code,
        key: l.group.item.key,
        index: l.group.index,
      },
    })),
  );

/** The id of an inserted row, as returned by `.returning('id')` on either database. */
export const insertedId = (ids: unknown[]): number =>
  num(typeof ids[0] === 'object' ? (ids[0] as Row)['id'] : ids[0]);
