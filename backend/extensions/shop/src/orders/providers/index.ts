// Payment providers by id: the built-in test provider, and others registered at start-up; the
// checkout charges through the one its order names.
import { testProvider } from './test';
import type { PaymentProvider } from './types';

export type { PaymentProvider, ChargeInput, ChargeResult } from './types';

const registry = new Map<string, PaymentProvider>([[testProvider.id, testProvider]]);

/** Registers another provider (e.g. a real payment service) under its id. */
export function registerProvider(provider: PaymentProvider): void {
  registry.set(provider.id, provider);
}

export function getProvider(id: string): PaymentProvider | undefined {
  return registry.get(id);
}
