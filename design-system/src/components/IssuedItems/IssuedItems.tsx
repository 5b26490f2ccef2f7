import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as shared from '../private/commerce.css';
import * as styles from './IssuedItems.css';

export interface IssuedItem {
  id: string;
  /** The code that identifies it (a gift card's or a pass's), when it has one. */
  code?: string;
  /** What else to know: balance, recipient, holder, date, places. */
  details?: ReadonlyArray<ReactNode>;
}

export interface IssuedItemsProps {
  /** What was issued: "Gift cards", "Passes", "Bookings". */
  title: ReactNode;
  items: ReadonlyArray<IssuedItem>;
  headingLevel?: 2 | 3;
  className?: string;
}

/** What a paid order issued (gift cards, passes, bookings): each with its code and its details. */
export function IssuedItems({ title, items, headingLevel = 2, className }: IssuedItemsProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section className={cx(shared.panel, className)} aria-labelledby={titleId}>
      <Title id={titleId} className={shared.title}>
        {title}
      </Title>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.code ? <code className={styles.code}>{item.code}</code> : null}
            {item.code && item.details?.length ? ' ' : null}
            {item.details?.length ? (
              <span className={styles.details}>
                {item.details.map((detail, index) => (
                  <span key={index}>
                    {index > 0 ? ' · ' : null}
                    {detail}
                  </span>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
