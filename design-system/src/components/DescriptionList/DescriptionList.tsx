import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './DescriptionList.css';
import type { DescriptionListLayout } from './DescriptionList.css';

export interface DescriptionItem {
  /** Stable key; the term's text when it is a string. */
  id?: string;
  term: ReactNode;
  details: ReactNode;
  /** The details are a code (card number, booking code): written in the monospaced face. */
  isCode?: boolean;
  /** Extra attributes of the details element, e.g. `data-testid`. */
  detailsProps?: Record<`data-${string}`, string>;
}

export interface DescriptionListProps {
  items: ReadonlyArray<DescriptionItem>;
  /** `stacked`: each term above its details; `columns`: side by side from tablet width. */
  layout?: DescriptionListLayout;
  /** Shown as the details of an item that has none (e.g. "—" or "not given"). */
  emptyDetails?: ReactNode;
  className?: string;
}

function isEmpty(node: ReactNode): boolean {
  return node == null || node === '' || node === false;
}

/**
 * Terms and their details (profile data, a pass, a card): a <dl> whose pairs each sit in a <div>,
 * so that every term stays next to its details for assistive technology and in the layout.
 */
export function DescriptionList({
  items,
  layout = 'stacked',
  emptyDetails = '—',
  className,
}: DescriptionListProps) {
  return (
    <dl className={cx(styles.list, className)}>
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          className={cx(styles.pair, styles.layout[layout])}
        >
          <dt className={styles.term}>{item.term}</dt>
          <dd
            className={cx(styles.details, item.isCode && styles.code)}
            {...(item.detailsProps ?? {})}
          >
            {isEmpty(item.details) ? emptyDetails : item.details}
          </dd>
        </div>
      ))}
    </dl>
  );
}
