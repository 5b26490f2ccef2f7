// Payment provider contract. A provider charges the amount due of an order; the checkout calls it
// after the order transaction has taken stock, places, promo use and gift-card amount.
export interface ChargeInput {
  orderId: string;
  numero: string;
  amount: number; // cents
  currency: 'EUR';
  card: string | null;
  email: string | null;
}

export interface ChargeResult {
  approved: boolean;
  reference: string;
  message?: string;
}

export interface PaymentProvider {
  readonly id: string;
  charge(input: ChargeInput): Promise<ChargeResult>;
}
