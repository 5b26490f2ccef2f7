import { formatWholeNumber } from '../../format/price';
import { localeTag } from '../../provider/locales';
import type { Locale } from '../../provider/locales';
import { fillTemplate } from '../private/template';
import type { SiteHeaderMessages } from './messages';

/** The cart's accessible name with its item count, e.g. "Cart, 3 items". */
export function cartLabel(
  messages: Pick<SiteHeaderMessages, 'cartEmpty' | 'cartOne' | 'cartOther'>,
  count: number,
  locale: Locale,
): string {
  if (count <= 0) return messages.cartEmpty;
  // Plural rules are cheap to load; the count is written without Intl's number format, which
  // would load the browser's locale data on every page of a visitor with a cart (format/price.ts).
  const category = new Intl.PluralRules(localeTag(locale)).select(count);
  return fillTemplate(category === 'one' ? messages.cartOne : messages.cartOther, {
    count: formatWholeNumber(count, locale),
  });
}

/** What the header's count badge shows: the number, or 99+ beyond. */
export function cartBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
