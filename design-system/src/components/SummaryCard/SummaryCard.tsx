import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './SummaryCard.css';

export interface SummaryCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** What the card is about (a listing's title, an order, a booked activity). */
  title: ReactNode;
  /** Level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** A short state beside the title, usually a Badge ("Draft", "Confirmed"). */
  status?: ReactNode;
  /** Details: dates, places, prices, a DescriptionList. */
  children?: ReactNode;
  /** What can be done with it: Links (also as buttons), Buttons, small forms. */
  actions?: ReactNode;
  /** `li` inside a list of cards (Stack as="ul"), `article` on its own. */
  as?: 'article' | 'li' | 'div' | 'section';
}

/**
 * One record of a list, summed up: its title with a status, a few details and the actions on it
 * (an operator's listing, a booking, a loyalty-card product). Presentational: the caller gives the
 * formatted texts and the actions.
 */
export function SummaryCard({
  title,
  headingLevel = 2,
  status,
  children,
  actions,
  as: Element = 'article',
  className,
  ...rest
}: SummaryCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <Element {...rest} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Title className={styles.title}>{title}</Title>
        {status ?? null}
      </div>
      {children != null && children !== false ? (
        <div className={styles.body}>{children}</div>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Element>
  );
}
