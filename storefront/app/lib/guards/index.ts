import type { Guard, GuardContext, GuardLookups, Locale } from './types';
import { cart } from './cart';
import { productPurchase } from './product-purchase';
import { appointment } from './appointment';
import { appointmentDate } from './appointment-date';
import { resetPassword } from './reset-password';
import { invite } from './invite';
import { privateArea } from './private-area';
import { loyaltyCards } from './loyalty-cards';
import { booking } from './booking';
import { incomingOperator, organiser, outdoorOperator, restaurateur } from './operators';
import { doorStaff } from './door-staff';
import { notFound } from './responses';

/** The named route guards of spec section 5 (see README.md beside this file for what each checks). */
export const guards = {
  cart,
  'product-purchase': productPurchase,
  appointment,
  'appointment-date': appointmentDate,
  'reset-password': resetPassword,
  invite,
  'private-area': privateArea,
  'loyalty-cards': loyaltyCards,
  booking,
  'outdoor-operator': outdoorOperator,
  'incoming-operator': incomingOperator,
  organiser,
  restaurateur,
  'door-staff': doorStaff,
} as const satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

export class UnknownGuardError extends Error {
  constructor(readonly guardName: string) {
    super('Unknown route middleware');
    this.name = 'UnknownGuardError';
  }
}

export function resolveGuard(name: string): Guard {
  if (!Object.hasOwn(guards, name)) throw new UnknownGuardError(name);
  return guards[name as GuardName];
}

const locales: readonly Locale[] = ['it', 'en', 'fr'];

export function parseLang(value: string | undefined, url: URL): Locale {
  if (!locales.includes(value as Locale)) notFound(url);
  return value as Locale;
}

/** Runs the named guards in order; the first one that throws (redirect or 404) stops the request. */
export async function runGuardsWith(
  context: GuardContext,
  names: readonly string[],
): Promise<void> {
  const resolved = names.map(resolveGuard);
  for (const guard of resolved) await guard(context);
}

export type { Guard, GuardContext, GuardLookups, Locale };
