import { useId } from 'react';
import type { ReactNode } from 'react';
import { useBuiltInMessages } from '../../provider';
import { Alert } from '../Alert';
import { Price } from '../Price';
import type { PriceKind } from '../Price';
import { cx } from '../private/cx';
import * as shared from '../private/commerce.css';
import { fillTemplate } from '../private/template';
import * as styles from './CheckoutLines.css';
import { checkoutLinesMessages } from './messages';
import type { CheckoutLinesMessages } from './messages';

type DataAttributes = Readonly<Record<`data-${string}`, string>>;

export interface CheckoutLine {
  id: string;
  title: string;
  quantity: number;
  /** What the line costs, in cents, after its discounts. */
  totalCents: number;
  /** What it would cost without them, shown struck through when higher. */
  originalCents?: number | null;
  /** `combo` when the line is priced as part of a combination. */
  kind?: Extract<PriceKind, 'single' | 'group' | 'combo'>;
  /** What tells the line apart: recipient, holder, date. */
  details?: ReadonlyArray<ReactNode>;
  /** Why the shop refused the line: shown as an alert under it. */
  error?: ReactNode;
}

export interface CheckoutLinesProps {
  lines: ReadonlyArray<CheckoutLine>;
  headingLevel?: 2 | 3;
  /** Data attributes of every line's list item (`data-testid`). */
  lineAttributes?: DataAttributes;
  labels?: Partial<CheckoutLinesMessages>;
  className?: string;
}

/**
 * The lines of an order about to be paid: "quantity × title" with what tells each line apart,
 * its amount (the undiscounted one struck through), and the shop's reason when it refused a line.
 */
export function CheckoutLines({
  lines,
  headingLevel = 2,
  lineAttributes,
  labels,
  className,
}: CheckoutLinesProps) {
  const messages = useBuiltInMessages(checkoutLinesMessages, labels);
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section className={cx(shared.panel, className)} aria-labelledby={titleId}>
      <Title id={titleId} className={shared.title}>
        {messages.title}
      </Title>
      <ul className={styles.list}>
        {lines.map((line) => (
          <li key={line.id} className={shared.lineItem} {...lineAttributes}>
            <span className={shared.lineText}>
              <span className={shared.strongTerm}>
                {fillTemplate(messages.line, { count: line.quantity, title: line.title })}
              </span>
              {line.details?.map((detail, index) => (
                <span key={index} className={shared.muted}>
                  {detail}
                </span>
              ))}
            </span>
            <span className={shared.value}>
              <Price
                cents={line.totalCents}
                originalCents={line.originalCents}
                kind={line.kind ?? 'single'}
                showLabel={false}
              />
            </span>
            {line.error ? (
              <div className={styles.lineError}>
                <Alert tone="error">{line.error}</Alert>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
