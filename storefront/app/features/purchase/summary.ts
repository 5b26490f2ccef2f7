import type { Image } from '../../lib/api/content';

/*
 * What a purchase page shows about the product, as its loader sends it (summary.server.ts) and
 * ProductSummary renders it: texts already in the page's language, amounts in cents.
 */

export interface SummaryPrice {
  /** The rate's code, or `prezzo` for a product without rates. */
  id: string;
  /** The rate's name; null for the product's own price. */
  name: string | null;
  cents: number;
  groupCents: number | null;
  /** From how many people the group price applies. */
  groupFrom: number | null;
}

export interface SummaryIncluded {
  id: string;
  name: string;
  cents: number | null;
  listCents: number | null;
}

export interface SummaryData {
  /** The content type of the item, or `bundle`. */
  type: 'prodotti' | 'visite_guidate' | 'appuntamenti' | 'bundle';
  title: string;
  subtitle: string | null;
  /** Plain text. */
  description: string | null;
  cover: Image | null;
  place: { name: string; address: string | null } | null;
  durationMinutes: number | null;
  validityDays: number | null;
  /** Language codes the product is offered in. */
  languages: string[];
  /** The item's page. */
  href: string | null;
  prices: SummaryPrice[];
  included: SummaryIncluded[];
}

/** A `{ it, en, fr }` name of the shop in a language, falling back to Italian, then any. */
export function nameIn(
  value: Partial<Record<'it' | 'en' | 'fr', string>> | null | undefined,
  locale: 'it' | 'en' | 'fr',
): string {
  if (!value) return '';
  return value[locale] || value.it || value.en || value.fr || '';
}

/**
 * A `{ it, en, fr }` name of the price list in the page's language, falling back to Italian (as
 * commerce/forms' `localized`, which the islands cannot import: it lives beside React Router's
 * hooks).
 */
export function localizedName(
  value: Partial<Record<'it' | 'en' | 'fr', string>> | string | null | undefined,
  locale: 'it' | 'en' | 'fr',
): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value[locale] ?? value.it ?? value.en ?? value.fr ?? '';
}
