import type { ReactNode } from 'react';
import { DescriptionList } from '../DescriptionList';
import type { DescriptionItem } from '../DescriptionList';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { cx } from '../private/cx';
import * as styles from './CheckinResult.css';
import type { CheckinOutcome } from './CheckinResult.css';

const icons: Record<CheckinOutcome, IconName> = {
  valid: 'check',
  used: 'error',
  notToday: 'warning',
  voided: 'error',
  unknown: 'error',
  error: 'warning',
};

export interface CheckinResultProps {
  outcome: CheckinOutcome;
  /** The answer in a few words: "Valid", "Already used". */
  title: ReactNode;
  /** What follows: "Used at 10:02", "Valid on 5 December". */
  text?: ReactNode;
  /** What the ticket admits: item, date, rate, holder. */
  details?: ReadonlyArray<DescriptionItem>;
  className?: string;
}

/**
 * The door's answer to a scanned or typed ticket, large. A valid ticket is said politely (role
 * status); any other answer interrupts (role alert), since the person at the door must not enter.
 * The outcome is said in words, the colour and icon only support it.
 */
export function CheckinResult({
  outcome,
  title,
  text,
  details = [],
  className,
}: CheckinResultProps) {
  return (
    <div
      role={outcome === 'valid' ? 'status' : 'alert'}
      className={cx(styles.root, styles.outcome[outcome], className)}
      data-outcome={outcome}
    >
      <Icon name={icons[outcome]} size="lg" className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {text ? <p className={styles.text}>{text}</p> : null}
        {details.length ? <DescriptionList items={details} layout="columns" /> : null}
      </div>
    </div>
  );
}
