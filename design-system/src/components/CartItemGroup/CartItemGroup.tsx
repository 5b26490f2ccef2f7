import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useBuiltInMessages } from '../../provider';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Price } from '../Price';
import { cx } from '../private/cx';
import * as styles from '../private/commerce.css';
import { fillTemplate } from '../private/template';
import { VisuallyHidden } from '../VisuallyHidden';
import * as local from './CartItemGroup.css';
import { cartItemGroupMessages } from './messages';
import type { CartItemGroupMessages } from './messages';

export interface CartItemGroupProps {
  title: string;
  /** What identifies the group: date and time, rate, language, holder... */
  details?: ReadonlyArray<ReactNode>;
  /** Price of one item, in cents. */
  unitCents: number;
  /** Discounted (group) price of one item, when lower than the unit price. */
  groupUnitCents?: number | null;
  /** Combo price of one item, when the item is part of a combination. */
  comboUnitCents?: number | null;
  quantity: number;
  /** Subtotal in cents; default: quantity x the lowest price given. */
  subtotalCents?: number;
  onAddOne?: () => void;
  onRemoveOne?: () => void;
  onRemoveGroup?: () => void;
  /** Whether one more can be added (stock, queue); default true. */
  canAddOne?: boolean;
  /** Prices are being recalculated: buttons wait. */
  isPending?: boolean;
  /**
   * Why the group cannot be bought as it is (sold out, date passed, rate no longer valid): shown
   * inside the group with an icon, and given to the group as its description.
   */
  error?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<CartItemGroupMessages>;
  className?: string;
}

/**
 * One grouped line of the cart: title, details, price, quantity with add one / remove one, and
 * remove group. Removing one is allowed only while the group has more than one item (spec
 * section 5): at one item the button stays focusable but inactive, and says why.
 */
export function CartItemGroup({
  title,
  details = [],
  unitCents,
  groupUnitCents,
  comboUnitCents,
  quantity,
  subtotalCents,
  onAddOne,
  onRemoveOne,
  onRemoveGroup,
  canAddOne = true,
  isPending = false,
  error,
  headingLevel = 3,
  labels,
  className,
}: CartItemGroupProps) {
  const messages = useBuiltInMessages(cartItemGroupMessages, labels);
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(quantity);
  useEffect(() => {
    if (previous.current !== quantity) {
      setAnnouncement(fillTemplate(messages.quantityChanged, { title, count: quantity }));
      previous.current = quantity;
    }
  }, [quantity, title, messages.quantityChanged]);

  const canRemoveOne = quantity > 1;
  const Title = `h${headingLevel}` as const;
  const effectiveUnit = Math.min(
    unitCents,
    groupUnitCents ?? Number.POSITIVE_INFINITY,
    comboUnitCents ?? Number.POSITIVE_INFINITY,
  );
  const subtotal = subtotalCents ?? effectiveUnit * quantity;
  const removeOneDisabled = !canRemoveOne || isPending;

  return (
    <article
      className={cx(styles.panel, className)}
      aria-labelledby={titleId}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      {details.length > 0 ? (
        <ul className={cx(styles.muted, styles.plainList)}>
          {details.map((detail, index) => (
            <li key={index}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.rows}>
        <dt className={styles.term}>{messages.unitPrice}</dt>
        <dd className={styles.value}>
          {comboUnitCents != null ? (
            <Price cents={comboUnitCents} originalCents={unitCents} kind="combo" size="sm" />
          ) : groupUnitCents != null ? (
            <Price cents={groupUnitCents} originalCents={unitCents} kind="group" size="sm" />
          ) : (
            <Price cents={unitCents} size="sm" />
          )}
        </dd>
        <dt className={styles.term}>{messages.subtotal}</dt>
        <dd className={styles.value}>
          <Price cents={subtotal} />
        </dd>
      </dl>
      {error ? (
        <p id={errorId} className={local.error}>
          <Icon name="error" size="sm" />
          <span>{error}</span>
        </p>
      ) : null}
      <div className={styles.actions}>
        <div className={styles.stepper} role="group" aria-label={`${messages.quantity}: ${title}`}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={fillTemplate(messages.removeOne, { title })}
            aria-disabled={removeOneDisabled || undefined}
            aria-describedby={canRemoveOne ? undefined : reasonId}
            onClick={() => {
              if (!canRemoveOne) setAnnouncement(messages.minReason);
              else if (!isPending) onRemoveOne?.();
            }}
          >
            <Icon name="minus" />
          </button>
          <span className={styles.quantity}>
            <VisuallyHidden>{messages.quantity}: </VisuallyHidden>
            {quantity}
          </span>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={fillTemplate(messages.addOne, { title })}
            aria-disabled={!canAddOne || isPending || undefined}
            onClick={() => {
              if (canAddOne && !isPending) onAddOne?.();
            }}
          >
            <Icon name="plus" />
          </button>
        </div>
        <Button
          variant="ghost"
          size="sm"
          iconStart="trash"
          aria-label={fillTemplate(messages.removeGroupName, { title })}
          isDisabled={isPending}
          onPress={onRemoveGroup}
        >
          {messages.removeGroup}
        </Button>
      </div>
      {canRemoveOne ? null : <VisuallyHidden id={reasonId}>{messages.minReason}</VisuallyHidden>}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </article>
  );
}
