// The Stripe provider (SHOP_PAYMENT_PROVIDER=stripe) with the official SDK: a Checkout Session in
// EUR with the order's lines, notifications verified with STRIPE_WEBHOOK_SECRET by
// `stripe.webhooks.constructEvent`, refunds of the session's payment intent. STRIPE_API_HOST,
// STRIPE_API_PORT and STRIPE_API_PROTOCOL point the SDK at another server (tests only).
import Stripe from 'stripe';
import { ApiError } from '../../../../shared/http';
import { badSignature } from './demo';
import type {
  PaymentEvent,
  PaymentProvider,
  RefundInput,
  RefundResult,
  SessionInput,
  SessionResult,
} from './types';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe keeps a Checkout Session open 30 minutes at least (and 24 hours at most). */
const MIN_SESSION_MS = 31 * 60_000;

type SessionObject = {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  amount_total?: number | null;
  currency?: string | null;
  payment_status?: string;
  payment_intent?: string | { id: string } | null;
};

type RefundObject = {
  id?: string;
  status?: string;
  amount?: number;
  currency?: string;
  metadata?: Record<string, string> | null;
} | null;

/**
 * A refund's final state: Stripe answers some refunds `pending` and tells later by `refund.updated`
 * (succeeded, failed or canceled) or `refund.failed`; the refund is found by its id.
 */
function refundEvent(id: string, r: RefundObject): PaymentEvent {
  const status = r?.status;
  const kind: PaymentEvent['kind'] =
    status === 'succeeded'
      ? 'refund_succeeded'
      : status === 'failed' || status === 'canceled'
        ? 'refund_failed'
        : 'ignored';
  const orderId = r?.metadata?.['order'];
  return {
    id: String(id),
    kind,
    orderId: typeof orderId === 'string' ? orderId.toLowerCase() : null,
    amount: typeof r?.amount === 'number' ? r.amount : null,
    currency: typeof r?.currency === 'string' ? r.currency.toUpperCase() : null,
    reference: typeof r?.id === 'string' ? r.id : null,
  };
}

/** The lines of the hosted page: the order's lines when they add up to the amount due. */
function lineItems(input: SessionInput) {
  const sum = input.lines.reduce((s, l) => s + l.unitAmount * l.quantity, 0);
  const lines =
    sum === input.amount && input.lines.every((l) => l.unitAmount > 0)
      ? input.lines
      : [{ name: `Ordine ${input.numero}`, quantity: 1, unitAmount: input.amount }];
  return lines.map((l) => ({
    quantity: l.quantity,
    price_data: {
      currency: 'eur',
      unit_amount: l.unitAmount,
      product_data: { name: l.name.slice(0, 250) || input.numero },
    },
  }));
}

export function stripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });
  return {
    id: 'stripe',
    async createSession(input: SessionInput): Promise<SessionResult> {
      const expires = Math.max(input.expiresAt.getTime(), Date.now() + MIN_SESSION_MS);
      const locale = (['it', 'en', 'fr'].includes(input.locale) ? input.locale : 'auto') as
        'it' | 'en' | 'fr' | 'auto';
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems(input),
          client_reference_id: input.orderId,
          metadata: { order: input.orderId, numero: input.numero },
          payment_intent_data: { metadata: { order: input.orderId } },
          ...(input.email ? { customer_email: input.email } : {}),
          locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(expires / 1000),
        },
        { idempotencyKey: `session-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe answered a session without url');
      return { session: session.id, url: session.url };
    },
    parseNotification(raw, headers): PaymentEvent {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature || !opts.webhookSecret) throw badSignature();
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(raw, signature, opts.webhookSecret) as typeof event;
      } catch (error) {
        if ((error as { type?: string }).type === 'StripeSignatureVerificationError')
          throw badSignature();
        throw new ApiError(400, 'INVALID_PAYLOAD', 'The notification is not a Stripe event.', {
          field: 'body',
        });
      }
      if (event.type === 'refund.updated' || event.type === 'refund.failed')
        return refundEvent(event.id, event.data?.object as RefundObject);
      const s = (event.data?.object ?? {}) as SessionObject;
      const kind = ((): PaymentEvent['kind'] => {
        switch (event.type) {
          case 'checkout.session.completed':
            return s.payment_status === 'paid' ? 'paid' : 'ignored';
          case 'checkout.session.async_payment_succeeded':
            return 'paid';
          case 'checkout.session.async_payment_failed':
            return 'failed';
          case 'checkout.session.expired':
            return 'expired';
          default:
            return 'ignored';
        }
      })();
      const intent = typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;
      const orderId = s.client_reference_id ?? s.metadata?.['order'] ?? null;
      return {
        id: String(event.id),
        kind,
        orderId: typeof orderId === 'string' ? orderId.toLowerCase() : null,
        amount: typeof s.amount_total === 'number' ? s.amount_total : null,
        currency: typeof s.currency === 'string' ? s.currency.toUpperCase() : null,
        reference: intent ?? null,
      };
    },
    async refund(input: RefundInput): Promise<RefundResult> {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.reference,
          amount: input.amount,
          metadata: { order: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'requested';
      return { status, reference: refund.id };
    },
    async expireSession(session: string): Promise<void> {
      await stripe.checkout.sessions.expire(session);
    },
  };
}
