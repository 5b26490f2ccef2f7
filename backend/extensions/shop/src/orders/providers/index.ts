// The payment provider of this deployment, chosen by SHOP_PAYMENT_PROVIDER (`demo`, the default,
// or `stripe`); the client never names it. Notifications are accepted for the configured one.
import { randomBytes } from 'node:crypto';
import { demoProvider } from './demo';
import type { DemoProvider } from './demo';
import { stripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export type * from './types';
export type { DemoProvider } from './demo';

export interface Providers {
  /** SHOP_PAYMENT_PROVIDER (the id orders record) */
  configured: string;
  /** the configured provider, or null with the configuration problem */
  active: PaymentProvider | null;
  problem: string | null;
  demo: DemoProvider | null;
  get(id: string): PaymentProvider | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v));

export function providersFromEnv(
  env: Record<string, unknown>,
  warn: (msg: string) => void,
): Providers {
  const id = str(env['SHOP_PAYMENT_PROVIDER']) || 'demo';
  let active: PaymentProvider | null = null;
  let demo: DemoProvider | null = null;
  let problem: string | null = null;
  if (id === 'demo') {
    let secret = str(env['SHOP_DEMO_WEBHOOK_SECRET']);
    if (!secret) {
      // one process only: a deployment of several processes must set it (scripts/lib/env.mjs does)
      secret = randomBytes(32).toString('hex');
      warn('shop: SHOP_DEMO_WEBHOOK_SECRET is not set; using a secret of this process only');
    }
    const publicUrl = str(env['PUBLIC_URL']) || `http://127.0.0.1:${str(env['PORT']) || '8055'}`;
    demo = demoProvider({ secret, publicUrl });
    active = demo;
  } else if (id === 'stripe') {
    const secretKey = str(env['STRIPE_SECRET_KEY']);
    const webhookSecret = str(env['STRIPE_WEBHOOK_SECRET']);
    if (!secretKey || !webhookSecret)
      problem = 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set';
    else {
      const protocol = str(env['STRIPE_API_PROTOCOL']);
      active = stripeProvider({
        secretKey,
        webhookSecret,
        host: str(env['STRIPE_API_HOST']) || undefined,
        port: Number(str(env['STRIPE_API_PORT'])) || undefined,
        protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
      });
    }
  } else problem = `SHOP_PAYMENT_PROVIDER must be demo or stripe, not ${id}`;
  if (problem) warn(`shop: payment provider not configured: ${problem}`);
  return {
    configured: id.slice(0, 32),
    active,
    problem,
    demo,
    get: (name) => (active && active.id === name ? active : null),
  };
}
