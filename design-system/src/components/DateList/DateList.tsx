import { Fragment } from 'react';
import { describeDates } from '../../dates';
import type { AnyDateEntry, DateLine } from '../../dates';
import { useLocale } from '../../provider';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { cx } from '../private/cx';
import * as styles from './DateList.css';

export interface DateListProps {
  /** Date entries, show/guided-visit/appointment dates, or both. */
  entries?: ReadonlyArray<AnyDateEntry> | null;
  /** Lines already described (for example by the storefront); used instead of `entries`. */
  lines?: ReadonlyArray<DateLine>;
  /** The day that splits past from coming lines; default: now. */
  today?: Date | string;
  /** Leave out lines that are over. */
  hidePast?: boolean;
  /** Show a calendar or clock icon before each line. */
  withIcons?: boolean;
  /** `sm` where the list sits in a card beside one calendar icon of its own. */
  size?: 'md' | 'sm';
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const iconOf: Record<DateLine['kind'], IconName> = {
  day: 'calendar',
  range: 'calendar',
  recurrence: 'calendar',
  hours: 'clock',
  closed: 'info',
  excluded: 'info',
  venue: 'clock',
};

/**
 * The dates of a content item in the user's locale, as a list: one line per day for short
 * one-off ranges, from-to ranges, recurrences in words, opening hours and excluded months.
 * Dates are marked up as <time datetime>. Renders nothing when no entry is valid.
 */
export function DateList({
  entries,
  lines,
  today,
  hidePast = false,
  withIcons = true,
  size = 'md',
  className,
  ...aria
}: DateListProps) {
  const locale = useLocale();
  const shown = lines ?? describeDates(entries, locale, today ?? new Date(), { hidePast });
  if (shown.length === 0) return null;
  return (
    <ul className={cx(styles.list, size === 'sm' && styles.small, className)} {...aria}>
      {shown.map((line, index) => {
        const secondary =
          line.kind !== 'day' && line.kind !== 'range' && line.kind !== 'recurrence';
        return (
          <li
            key={`${line.kind}-${line.text}-${index}`}
            className={cx(styles.item, secondary && styles.secondary, line.past && styles.past)}
            data-kind={line.kind}
            data-past={line.past || undefined}
          >
            {withIcons ? <Icon name={iconOf[line.kind]} size="sm" className={styles.icon} /> : null}
            <span>
              {line.parts.map((part, partIndex) =>
                part.type === 'date' ? (
                  <time key={partIndex} dateTime={part.dateTime} className={styles.time}>
                    {part.text}
                  </time>
                ) : (
                  <Fragment key={partIndex}>{part.text}</Fragment>
                ),
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
