import { useId } from 'react';
import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import type { BadgeVariant } from '../Badge/Badge.css';
import { DescriptionList } from '../DescriptionList';
import type { DescriptionItem } from '../DescriptionList';
import { cx } from '../private/cx';
import * as styles from './TicketCard.css';

export type TicketState = 'valid' | 'used' | 'voided';

const stateVariant: Record<TicketState, BadgeVariant> = {
  valid: 'positive',
  used: 'past',
  voided: 'critical',
};

/**
 * Only a QR drawn by the shop is shown: an SVG or PNG data URL, rendered as an image (never
 * inlined as markup, so nothing in it can run or style the page).
 */
export function safeQrSource(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^data:image\/(svg\+xml|png)(;charset=[\w-]+)?(;base64)?,/i.test(value) ? value : null;
}

export interface TicketCardProps {
  /** What it admits: "Museo Egizio — Intero". */
  title: ReactNode;
  /** The ticket's code as people read it ("XXXX-XXXX-XXXX-XXXX"). */
  code: string;
  /** The QR as a data URL (`data:image/svg+xml…`); anything else is not shown. */
  qr?: string | null;
  /** The QR image's text alternative, e.g. "QR code of ticket XXXX-…". */
  qrLabel: string;
  state: TicketState;
  /** The state in words ("Valid", "Used on 5 Dec 10:02", "Voided"). */
  stateLabel: ReactNode;
  /** When, rate, holder, venue… as terms and details. */
  details?: ReadonlyArray<DescriptionItem>;
  /** Links or buttons under the ticket (add to calendar). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** One ticket to show at a door: what it admits, its state in words, its QR and code. */
export function TicketCard({
  title,
  code,
  qr,
  qrLabel,
  state,
  stateLabel,
  details = [],
  actions,
  headingLevel = 3,
  className,
}: TicketCardProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const source = safeQrSource(qr);
  const spent = state !== 'valid';
  return (
    <article
      className={cx(styles.card, spent && styles.spent, className)}
      aria-labelledby={titleId}
      data-state={state}
    >
      <div className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        <Badge variant={stateVariant[state]}>{stateLabel}</Badge>
      </div>
      {source ? (
        <img
          className={cx(styles.qr, spent && styles.qrSpent)}
          src={source}
          alt={qrLabel}
          width={224}
          height={224}
          decoding="async"
        />
      ) : null}
      <code className={styles.code}>{code}</code>
      {details.length ? <DescriptionList items={details} layout="columns" /> : null}
      {actions}
    </article>
  );
}

export interface TicketListProps {
  children: ReactNode;
  className?: string;
}

/** Tickets side by side as space allows, one a row on phones. */
export function TicketList({ children, className }: TicketListProps) {
  return <div className={cx(styles.list, className)}>{children}</div>;
}
