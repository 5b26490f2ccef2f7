import type { ReactNode } from 'react';
import * as frame from '../EmptyState/EmptyState.css';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner';
import * as styles from './LoadingState.css';

type DataAttributes = Readonly<Record<`data-${string}`, string>>;

export interface LoadingStateProps {
  /** What is being waited for ("Reading your cart…"): the status that is announced. */
  label: ReactNode;
  /** Data attributes of the status (`data-testid`). */
  attributes?: DataAttributes;
  className?: string;
}

/**
 * A wait that takes the place of content not known yet (a cart stored in the browser, before
 * the page's script has read it): a polite status with a spinner, in the EmptyState's frame and
 * about as tall as an EmptyState with an action, so that what replaces it moves little.
 */
export function LoadingState({ label, attributes, className }: LoadingStateProps) {
  return (
    <div role="status" className={cx(frame.empty, styles.loading, className)} {...attributes}>
      <span className={frame.iconWrap}>
        <Spinner size="lg" decorative />
      </span>
      <p className={styles.label}>{label}</p>
    </div>
  );
}
