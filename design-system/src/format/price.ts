import type { FormatLocale } from './locale';

interface EuroStyle {
  /** Thousands separator. */
  group: string;
  decimal: string;
  /** Digits needed above the first group before a separator is written (CLDR's minimumGroupingDigits). */
  minimumGrouping: number;
  /** The amount (already signless) with the currency sign in its place. */
  place: (amount: string) => string;
}

/**
 * Euro amounts as CLDR writes them for the site's locales (it-IT, en-GB, fr-FR), which is what
 * `Intl.NumberFormat` with `style: 'currency'` prints; format.test.ts checks the two agree on a
 * range of amounts. Written out rather than asked of Intl because a page's first Intl number
 * format loads the browser's locale data: 40-150 ms of the cart's first render in Chromium on
 * this project's test machine (storefront/README.md, Performance), for three fixed patterns.
 */
const euroStyles: Record<FormatLocale, EuroStyle> = {
  it: { group: '.', decimal: ',', minimumGrouping: 2, place: (amount) => `${amount}\u00a0€` },
  en: { group: ',', decimal: '.', minimumGrouping: 1, place: (amount) => `€${amount}` },
  fr: { group: '\u202f', decimal: ',', minimumGrouping: 1, place: (amount) => `${amount}\u00a0€` },
};

function groupDigits(digits: string, style: EuroStyle): string {
  if (digits.length < 3 + style.minimumGrouping) return digits;
  const groups: string[] = [];
  let end = digits.length;
  for (; end > 3; end -= 3) groups.unshift(digits.slice(end - 3, end));
  groups.unshift(digits.slice(0, end));
  return groups.join(style.group);
}

/**
 * A whole number as Intl.NumberFormat writes it for the locale (grouping included: 1000, 10.000
 * in Italian; 1,000 in English; 1 000 in French), without loading the browser's locale data.
 */
export function formatWholeNumber(value: number, locale: FormatLocale): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${groupDigits(String(Math.abs(rounded)), euroStyles[locale])}`;
}

/**
 * Formats an amount in euro cents by locale: 1250 -> "12,50 €" (it, fr) or "€12.50" (en), with
 * the no-break spaces Intl uses. Whole amounts keep their cents so that prices in one list line up.
 */
export function formatPrice(cents: number, locale: FormatLocale): string {
  const style = euroStyles[locale];
  const rounded = Math.round(cents);
  const whole = Math.abs(rounded);
  const units = groupDigits(String(Math.floor(whole / 100)), style);
  const fraction = String(whole % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}${style.place(`${units}${style.decimal}${fraction}`)}`;
}
