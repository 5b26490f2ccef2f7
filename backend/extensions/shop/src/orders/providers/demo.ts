// The demo provider (SHOP_PAYMENT_PROVIDER=demo, the default of `npm start`): its hosted page is
// served by this API (GET /shop/pagamenti/demo/:sessione, see demo-page.ts), no money moves, and it
// confirms through the same signed notification protocol as a real provider (signature.ts).
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../../../shared/http';
import { DEMO_SIGNATURE_HEADER, signatureHeader, verifySignature } from './signature';
import type {
  PaymentEvent,
  PaymentProvider,
  RefundInput,
  RefundResult,
  SessionInput,
  SessionResult,
} from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVENT_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const MAX_BODY = 16_384;

export const badSignature = (): ApiError =>
  new ApiError(400, 'INVALID_SIGNATURE', 'The notification signature is missing or wrong.');
const badEvent = (message: string): ApiError =>
  new ApiError(400, 'INVALID_PAYLOAD', message, { field: 'body' });

/**
 * Reads a demo notification body `{ id, type, order, amount, currency }`; null when it is not one
 * (any JSON, any size, any shape: never throws).
 */
export function parseDemoEvent(raw: Buffer | string): PaymentEvent | null {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  if (text.length > MAX_BODY) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const { id, type, order, amount, currency } = b;
  if (typeof id !== 'string' || !EVENT_ID.test(id)) return null;
  if (type !== 'payment.succeeded' && type !== 'payment.failed') return null;
  if (typeof order !== 'string' || !UUID.test(order)) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null;
  if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency)) return null;
  return {
    id,
    kind: type === 'payment.succeeded' ? 'paid' : 'failed',
    orderId: order.toLowerCase(),
    amount,
    currency: currency.toUpperCase(),
    reference: `demo-pay-${id}`,
  };
}

export interface DemoProvider extends PaymentProvider {
  /** The per-session token of the hosted page's form. */
  formToken(session: string): string;
  checkFormToken(session: string, token: unknown): boolean;
  /** The Demo-Signature header of a notification body. */
  sign(raw: string): string;
}

export function demoProvider(opts: { secret: string; publicUrl: string }): DemoProvider {
  const formToken = (session: string) =>
    createHmac('sha256', opts.secret).update(`form:${session}`).digest('base64url');
  return {
    id: 'demo',
    createSession(input: SessionInput): Promise<SessionResult> {
      void input;
      const session = `ds_${randomBytes(18).toString('base64url')}`;
      return Promise.resolve({
        session,
        url: `${opts.publicUrl.replace(/\/$/, '')}/shop/pagamenti/demo/${session}`,
      });
    },
    parseNotification(raw, headers): PaymentEvent {
      const header = headers[DEMO_SIGNATURE_HEADER];
      if (!verifySignature(opts.secret, raw, Array.isArray(header) ? header[0] : header))
        throw badSignature();
      const event = parseDemoEvent(raw);
      if (!event)
        throw badEvent(
          'The notification must be { id, type: payment.succeeded|payment.failed, order, amount, currency }.',
        );
      return event;
    },
    refund(input: RefundInput): Promise<RefundResult> {
      void input;
      return Promise.resolve({ status: 'succeeded', reference: `demo-refund-${randomUUID()}` });
    },
    formToken,
    sign: (raw) => signatureHeader(opts.secret, raw),
    checkFormToken(session, token) {
      if (typeof token !== 'string' || token.length > 128) return false;
      const a = Buffer.from(formToken(session));
      const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
