import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { cx } from '../private/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  text?: ReactNode;
  /** What to do next: a Button or Link. */
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** A friendly "nothing here" block: an empty cart, no orders, no search results. */
export function EmptyState({
  icon = 'info',
  title,
  text,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      <span className={styles.iconWrap}>
        <Icon name={icon} size="lg" />
      </span>
      <Title className={styles.title}>{title}</Title>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ?? null}
    </div>
  );
}
