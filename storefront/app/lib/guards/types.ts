import type { Viewer } from '../api/auth';

export type Locale = 'it' | 'en' | 'fr';

/** Server look-ups some guards need; injected so that the guards stay unit-testable. */
export interface GuardLookups {
  /** Whether product `id` of purchase type `tipo` exists and is on sale. */
  productOnSale(tipo: string, id: number): Promise<boolean>;
  /** Bookable dates (yyyy-mm-dd) of appointment `id`, or null when it does not exist. */
  appointmentDates(id: number): Promise<string[] | null>;
  /** Whether the loyalty calendar entry `slug` exists and takes bookings. */
  calendarEntryBookable(slug: string): Promise<boolean>;
  /** Whether the logged-in viewer holds an active loyalty card. */
  hasLoyaltyCard(): Promise<boolean>;
}

export interface GuardContext {
  request: Request;
  url: URL;
  lang: Locale;
  params: Readonly<Record<string, string | undefined>>;
  viewer(): Promise<Viewer>;
  lookups: GuardLookups;
  now: number;
}

/** A guard returns normally to let the request through, or throws a redirect or error response. */
export type Guard = (context: GuardContext) => Promise<void> | void;
