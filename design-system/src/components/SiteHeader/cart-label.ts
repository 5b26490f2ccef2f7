import { fillTemplate } from '../private/template';
import type { SiteHeaderMessages } from './messages';

/** The cart's accessible name with its item count, e.g. "Cart, 3 items". */
export function cartLabel(
  messages: Pick<SiteHeaderMessages, 'cartEmpty' | 'cartOne' | 'cartOther'>,
  count: number,
  localeTag: string,
): string {
  if (count <= 0) return messages.cartEmpty;
  const category = new Intl.PluralRules(localeTag).select(count);
  return fillTemplate(category === 'one' ? messages.cartOne : messages.cartOther, {
    count: new Intl.NumberFormat(localeTag).format(count),
  });
}

/** What the header's count badge shows: the number, or 99+ beyond. */
export function cartBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
