import { formatPrice } from '../../format';
import { useBuiltInMessages, useLocale } from '../../provider';
import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import { priceMessages } from './messages';
import type { PriceMessages } from './messages';
import * as styles from './Price.css';

/** What the amount is: a single price, a group price, a combo price or a total. */
export const priceKinds = ['single', 'group', 'combo', 'total'] as const;
export type PriceKind = (typeof priceKinds)[number];

export const priceSizes = ['sm', 'md', 'lg'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceProps {
  /** Amount in euro cents. 0 shows "free". */
  cents: number;
  /** The amount before a discount; shown struck through when higher than `cents`. */
  originalCents?: number | null;
  kind?: PriceKind;
  /** Show the kind as a visible label ("Group price"). Default: for every kind but single. */
  showLabel?: boolean;
  /** Add "per person" after the amount. */
  perPerson?: boolean;
  size?: PriceSize;
  labels?: Partial<PriceMessages>;
  className?: string;
}

/**
 * An amount in euro by locale. A discounted amount shows the old one struck through (<s>) and
 * tells screen readers which is the original and which the discounted price, since strike-through
 * is not announced.
 */
export function Price({
  cents,
  originalCents,
  kind = 'single',
  showLabel,
  perPerson = false,
  size = 'md',
  labels,
  className,
}: PriceProps) {
  const locale = useLocale();
  const messages = useBuiltInMessages(priceMessages, labels);
  const discounted = originalCents != null && originalCents > cents;
  const label = (showLabel ?? kind !== 'single') ? messages[kind] : null;
  const amount = cents === 0 ? messages.free : formatPrice(cents, locale);
  return (
    <span className={cx(styles.price, className)} data-kind={kind}>
      {label ? <span className={styles.label}>{label}</span> : null}
      {discounted ? (
        <>
          <s className={styles.original}>
            <VisuallyHidden>{messages.originalPrice} </VisuallyHidden>
            {formatPrice(originalCents, locale)}
          </s>
          <span className={cx(styles.amount[size], styles.discounted)}>
            <VisuallyHidden>{messages.discountedPrice} </VisuallyHidden>
            {amount}
          </span>
        </>
      ) : (
        <span className={styles.amount[size]}>{amount}</span>
      )}
      {perPerson && cents > 0 ? <span className={styles.unit}>{messages.perPerson}</span> : null}
    </span>
  );
}
