import { formatTag, type FormatLocale } from './locale';

const cache = new Map<FormatLocale, Intl.NumberFormat>();

/**
 * Formats an amount in euro cents by locale: 1250 -> "12,50 €" (it, fr) or "€12.50" (en).
 * Whole amounts keep their cents so that prices in one list line up.
 */
export function formatPrice(cents: number, locale: FormatLocale): string {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(formatTag(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    cache.set(locale, format);
  }
  return format.format(Math.round(cents) / 100);
}
