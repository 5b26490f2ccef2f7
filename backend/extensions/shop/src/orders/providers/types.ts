// Payment provider contract (API.md "Payment"). The buyer pays on the provider's hosted page: the
// checkout asks the provider for a session and answers its address; the provider confirms by a
// signed notification (webhook) that the provider parses and verifies here; refunds go back
// through the provider too. No card data ever reaches the API.

/** One line of the hosted page (what the buyer sees there). */
export interface SessionLine {
  name: string;
  quantity: number;
  /** cents, per unit */
  unitAmount: number;
}

export interface SessionInput {
  orderId: string;
  numero: string;
  /** the amount due, cents */
  amount: number;
  currency: 'EUR';
  lines: SessionLine[];
  email: string | null;
  locale: string;
  /** where the provider sends the buyer back after paying */
  successUrl: string;
  /** where the provider sends the buyer back when they give up */
  cancelUrl: string;
  /** the order's payment deadline */
  expiresAt: Date;
}

export interface SessionResult {
  /** the provider's session id */
  session: string;
  /** the hosted page the buyer is sent to */
  url: string;
}

/** A verified notification, in the provider-neutral terms the order lifecycle understands. */
export interface PaymentEvent {
  /** the provider's event id (idempotency) */
  id: string;
  /**
   * paid / failed / expired: the order's payment; refund_succeeded / refund_failed: the final
   * answer on a refund the provider first accepted as pending (`reference` is then the refund's)
   */
  kind: 'paid' | 'failed' | 'expired' | 'refund_succeeded' | 'refund_failed' | 'ignored';
  orderId: string | null;
  /** cents the provider took, when the event says */
  amount: number | null;
  /** ISO 4217, upper case */
  currency: string | null;
  /** the payment's reference at the provider (what a refund names), or the refund's own */
  reference: string | null;
}

export interface RefundInput {
  orderId: string;
  /** the payment's reference (PaymentEvent.reference of the paid event) */
  reference: string;
  amount: number;
  /** the same key for a retried request of the same refund */
  idempotencyKey: string;
}

export interface RefundResult {
  status: 'requested' | 'succeeded' | 'failed';
  reference: string | null;
}

export interface PaymentProvider {
  readonly id: string;
  createSession(input: SessionInput): Promise<SessionResult>;
  /**
   * Verifies the signature over the raw body and reads the event; throws ApiError 400
   * INVALID_SIGNATURE (or INVALID_PAYLOAD) otherwise.
   */
  parseNotification(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | Promise<PaymentEvent>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Closes a session whose order expired, so it can no longer be paid (best effort). */
  expireSession?(session: string): Promise<void>;
}
