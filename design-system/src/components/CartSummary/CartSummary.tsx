import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { formatPrice } from '../../format';
import { useBuiltInMessages, useLocale } from '../../provider';
import { DesignSystemContext } from '../../provider/context';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Price } from '../Price';
import { cx } from '../private/cx';
import * as styles from '../private/commerce.css';
import { fillTemplate } from '../private/template';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as local from './CartSummary.css';
import { cartSummaryMessages } from './messages';
import type { CartSummaryMessages } from './messages';

export interface CartPromo {
  /** The code the cart carries, once accepted. */
  appliedCode?: string | null;
  /** Why the last code was refused. */
  error?: string | null;
  isPending?: boolean;
}

export type DataAttributes = Readonly<Record<`data-${string}`, string>>;

export interface CartSummaryProps {
  /** Sum of the single prices, in cents, when it differs from the total. */
  singleCents?: number | null;
  totalCents: number;
  /** Total after group, combo and promo discounts, in cents. */
  discountedTotalCents?: number | null;
  /** Some item carries a combo price. */
  hasCombo?: boolean;
  /** Prices are being recalculated. */
  isPending?: boolean;
  promo?: CartPromo;
  /** Without it the promo field is not shown. */
  onApplyPromo?: (code: string) => void;
  onRemovePromo?: () => void;
  /**
   * Keeps the promo field's place without the field: its native markup (as under
   * `interactive={false}`), unseen, inert and hidden from assistive technology, so that nothing
   * moves when the field takes it. For a caller that renders the summary in parts, a task each
   * (react-aria's field and button are most of the summary's rendering): true for the first
   * render, false for the next. The server's markup never sets it.
   */
  isPromoDeferred?: boolean;
  /** Data attributes of the total's amount (`data-testid`, analytics hooks). */
  totalAttributes?: DataAttributes;
  /** Data attributes of the discounted total's amount, when it is shown. */
  discountedTotalAttributes?: DataAttributes;
  /** Actions under the totals (checkout button). */
  children?: ReactNode;
  headingLevel?: 2 | 3;
  labels?: Partial<CartSummaryMessages>;
  className?: string;
}

/**
 * The cart's totals (single price, total, discounted total with the old total struck through),
 * a note when combo prices are present, and the promo code field with apply, remove and error
 * (`isPromoDeferred`: its place kept, for a render in parts).
 */
export function CartSummary({
  singleCents,
  totalCents,
  discountedTotalCents,
  hasCombo = false,
  isPending = false,
  promo = {},
  onApplyPromo,
  onRemovePromo,
  isPromoDeferred = false,
  totalAttributes,
  discountedTotalAttributes,
  children,
  headingLevel = 2,
  labels,
  className,
}: CartSummaryProps) {
  const locale = useLocale();
  const messages = useBuiltInMessages(cartSummaryMessages, labels);
  const titleId = useId();
  const [code, setCode] = useState('');
  // Applying or removing a code swaps the field for the applied badge (and back): focus follows
  // to the control that took the place of the one that was pressed, instead of falling to the page.
  const appliedRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<'applied' | 'field' | null>(null);
  useEffect(() => {
    if (focusNext.current === 'applied' && promo.appliedCode) {
      appliedRef.current?.querySelector('button')?.focus();
      focusNext.current = null;
    } else if (focusNext.current === 'field' && !promo.appliedCode) {
      formRef.current?.querySelector('input')?.focus();
      focusNext.current = null;
    }
  }, [promo.appliedCode]);
  // The deferred promo field is the native one: the same boxes, without react-aria's hooks.
  const context = useContext(DesignSystemContext);
  const promoContext = useMemo(
    () => (isPromoDeferred ? { ...context, interactive: false } : context),
    [context, isPromoDeferred],
  );
  const unseen = isPromoDeferred ? ({ 'aria-hidden': true, inert: true } as const) : {};
  const Title = `h${headingLevel}` as const;
  const discounted = discountedTotalCents != null && discountedTotalCents < totalCents;

  return (
    <section
      className={cx(styles.panel, className)}
      aria-labelledby={titleId}
      aria-busy={isPending || undefined}
    >
      <Title id={titleId} className={styles.title}>
        {messages.title}
      </Title>
      <dl className={styles.rows}>
        {singleCents != null && singleCents !== totalCents ? (
          <>
            <dt className={styles.term}>{messages.single}</dt>
            <dd className={styles.value}>
              <Price cents={singleCents} />
            </dd>
          </>
        ) : null}
        <dt className={discounted ? styles.term : styles.strongTerm}>{messages.total}</dt>
        <dd className={discounted ? styles.value : styles.strongValue} {...totalAttributes}>
          {discounted ? (
            <s className={styles.struck}>{formatPrice(totalCents, locale)}</s>
          ) : (
            <Price cents={totalCents} size="lg" />
          )}
        </dd>
        {discounted ? (
          <>
            <dt className={styles.strongTerm}>{messages.discountedTotal}</dt>
            <dd className={styles.strongValue} {...discountedTotalAttributes}>
              <Price cents={discountedTotalCents} size="lg" />
            </dd>
          </>
        ) : null}
      </dl>
      {hasCombo ? (
        <p className={styles.note}>
          <Icon name="info" size="sm" />
          <span>{messages.combo}</span>
        </p>
      ) : null}
      {onApplyPromo ? (
        <DesignSystemContext.Provider value={promoContext}>
          {promo.appliedCode ? (
            <div
              ref={appliedRef}
              className={cx(local.applied, isPromoDeferred && local.unseen)}
              {...unseen}
            >
              <span className={cx(styles.badge, styles.tones.positive)}>
                <Icon name="check" size="sm" />
                {fillTemplate(messages.promoApplied, { code: promo.appliedCode })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                iconStart="close"
                isDisabled={promo.isPending}
                aria-label={fillTemplate(messages.promoRemoveName, { code: promo.appliedCode })}
                onPress={() => {
                  focusNext.current = 'field';
                  onRemovePromo?.();
                }}
              >
                {messages.promoRemove}
              </Button>
            </div>
          ) : (
            <form
              ref={formRef}
              className={cx(local.promoForm, isPromoDeferred && local.unseen)}
              {...unseen}
              onSubmit={(event) => {
                event.preventDefault();
                const trimmed = code.trim();
                if (!trimmed) return;
                focusNext.current = 'applied';
                onApplyPromo(trimmed);
              }}
            >
              <TextField
                className={local.promoField}
                label={messages.promoLabel}
                value={code}
                onChange={setCode}
                autoComplete="off"
                errorMessage={promo.error ?? undefined}
                validationBehavior="aria"
              />
              <Button
                type="submit"
                variant="secondary"
                className={local.promoButton}
                // a pending button is react-aria's (with its spinner, in the same box)
                isPending={!isPromoDeferred && promo.isPending}
              >
                {messages.promoApply}
              </Button>
            </form>
          )}
        </DesignSystemContext.Provider>
      ) : null}
      {children}
      <VisuallyHidden role="status">{isPending ? messages.recalculating : ''}</VisuallyHidden>
    </section>
  );
}
