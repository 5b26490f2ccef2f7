import { useId } from 'react';
import type { ReactNode } from 'react';
import { formatDateTime, toDateTimeAttribute } from '../../format';
import { useBuiltInMessages, useLocale } from '../../provider';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { Price } from '../Price';
import { cx } from '../private/cx';
import * as styles from '../private/commerce.css';
import { fillTemplate } from '../private/template';
import { orderSummaryMessages } from './messages';
import type { OrderSummaryMessages } from './messages';

export const orderStatuses = [
  'pending',
  'paid',
  'cancelled',
  'refunded',
  'failed',
  'expired',
  'review',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface OrderLine {
  id: string;
  title: string;
  details?: ReadonlyArray<ReactNode>;
  quantity: number;
  /** Line total in cents. */
  totalCents: number;
  /** A line cancelled after the order (its amount struck through, "Cancelled" said). */
  cancelled?: boolean;
}

export const refundStates = ['requested', 'succeeded', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/** A refund of the order or of some of its lines. */
export interface OrderRefund {
  id: string;
  /** Amount in cents. */
  amountCents: number;
  state: RefundState;
  /** When it was asked for. */
  date?: Date | string | null;
  /** What it refunds, e.g. the cancelled lines' names. */
  details?: ReadonlyArray<ReactNode>;
}

export interface OrderSummaryProps {
  orderId: string;
  status: OrderStatus;
  lines: ReadonlyArray<OrderLine>;
  totalCents: number;
  /** Discount in cents (positive), shown as a negative amount. */
  discountCents?: number | null;
  /** When the order was placed. */
  createdAt?: Date | string | null;
  /** Refunds of the order or of cancelled lines. */
  refunds?: ReadonlyArray<OrderRefund>;
  /** Actions under the totals (download tickets, back to the site). */
  children?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  labels?: Partial<OrderSummaryMessages>;
  className?: string;
}

const statusLook: Record<OrderStatus, { tone: keyof typeof styles.tones; icon: IconName }> = {
  pending: { tone: 'caution', icon: 'clock' },
  paid: { tone: 'positive', icon: 'check' },
  cancelled: { tone: 'neutral', icon: 'close' },
  refunded: { tone: 'info', icon: 'info' },
  failed: { tone: 'critical', icon: 'error' },
  expired: { tone: 'neutral', icon: 'clock' },
  review: { tone: 'caution', icon: 'info' },
};

const refundTone: Record<RefundState, keyof typeof styles.tones> = {
  requested: 'caution',
  succeeded: 'positive',
  failed: 'critical',
};

/** An order: identifier, status (text and icon), date, lines with quantities, discount and total. */
export function OrderSummary({
  orderId,
  status,
  lines,
  totalCents,
  discountCents,
  createdAt,
  refunds,
  children,
  headingLevel = 2,
  labels,
  className,
}: OrderSummaryProps) {
  const locale = useLocale();
  const messages = useBuiltInMessages(orderSummaryMessages, labels);
  const titleId = useId();
  const itemsId = useId();
  const refundsId = useId();
  const Title = `h${headingLevel}` as const;
  const look = statusLook[status];
  return (
    <section className={cx(styles.panel, className)} aria-labelledby={titleId} data-status={status}>
      <Title id={titleId} className={styles.title}>
        {fillTemplate(messages.title, { id: orderId })}
      </Title>
      <dl className={styles.rows}>
        <dt className={styles.term}>{messages.status}</dt>
        <dd className={styles.value}>
          <span className={cx(styles.badge, styles.tones[look.tone])}>
            <Icon name={look.icon} size="sm" />
            {messages[status]}
          </span>
        </dd>
        {createdAt ? (
          <>
            <dt className={styles.term}>{messages.date}</dt>
            <dd className={styles.value}>
              <time dateTime={toDateTimeAttribute(createdAt, true)}>
                {formatDateTime(createdAt, locale)}
              </time>
            </dd>
          </>
        ) : null}
      </dl>
      <p id={itemsId} className={styles.muted}>
        {messages.items}
      </p>
      <ul className={cx(styles.plainList, styles.rows)} aria-labelledby={itemsId}>
        {lines.map((line) => (
          <li key={line.id} className={styles.lineItem}>
            <span className={styles.lineText}>
              <span className={styles.strongTerm}>{line.title}</span>
              {line.details?.map((detail, index) => (
                <span key={index} className={styles.muted}>
                  {detail}
                </span>
              ))}
              <span className={styles.muted}>
                {fillTemplate(messages.quantity, { count: line.quantity })}
              </span>
              {line.cancelled ? (
                <span>
                  <span className={cx(styles.badge, styles.tones.neutral)}>
                    <Icon name="close" size="sm" />
                    {messages.lineCancelled}
                  </span>
                </span>
              ) : null}
            </span>
            <span className={styles.value}>
              {line.cancelled ? (
                <s className={styles.struck}>
                  <Price cents={line.totalCents} />
                </s>
              ) : (
                <Price cents={line.totalCents} />
              )}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.rows}>
        {discountCents ? (
          <>
            <dt className={styles.term}>{messages.discount}</dt>
            <dd className={styles.value}>
              <Price cents={-Math.abs(discountCents)} />
            </dd>
          </>
        ) : null}
        <dt className={styles.strongTerm}>{messages.total}</dt>
        <dd className={styles.strongValue}>
          <Price cents={totalCents} size="lg" />
        </dd>
      </dl>
      {refunds?.length ? (
        <>
          <p id={refundsId} className={styles.strongTerm}>
            {messages.refunds}
          </p>
          <ul className={cx(styles.plainList, styles.rows)} aria-labelledby={refundsId}>
            {refunds.map((refund) => (
              <li key={refund.id} className={styles.lineItem}>
                <span className={styles.lineText}>
                  <span>
                    <span className={cx(styles.badge, styles.tones[refundTone[refund.state]])}>
                      {messages[`refund_${refund.state}`]}
                    </span>
                  </span>
                  {refund.date ? (
                    <span className={styles.muted}>
                      <time dateTime={toDateTimeAttribute(refund.date, true)}>
                        {formatDateTime(refund.date, locale)}
                      </time>
                    </span>
                  ) : null}
                  {refund.details?.map((detail, index) => (
                    <span key={index} className={styles.muted}>
                      {detail}
                    </span>
                  ))}
                </span>
                <span className={styles.value}>
                  <Price cents={refund.amountCents} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {children}
    </section>
  );
}
