import {
  endOfMonth,
  getLocalTimeZone,
  isSameDay,
  startOfMonth,
  startOfWeek,
  toCalendarDate,
  today,
} from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components';
import { localeTag, useBuiltInMessages, useLocale } from '../../provider';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as field from '../private/field.css';
import { fillTemplate } from '../private/template';
import * as styles from './Calendar.css';
import { calendarMessages } from './messages';
import type { CalendarMessages } from './messages';
import { calendarParts } from './parts';

export interface NativeCalendarOptions {
  /**
   * Native mode: name of the day buttons, which submit the caller's form with the day as value
   * (YYYY-MM-DD). Default "date".
   */
  name?: string;
  /** Native mode: the address of a month (its first day); the month buttons become links to it. */
  monthHref?: (month: CalendarDate) => string;
  /**
   * Native mode without `monthHref`: name of the month buttons, which submit the caller's form
   * with the first day of the month to show (YYYY-MM-DD). Default "month".
   */
  monthName?: string;
}

interface NativeCalendarProps<T extends DateValue> extends NativeCalendarOptions {
  value?: T | null;
  defaultValue?: T | null;
  focusedValue?: DateValue | null;
  defaultFocusedValue?: DateValue | null;
  minValue?: DateValue | null;
  maxValue?: DateValue | null;
  isDateUnavailable?: (date: DateValue) => boolean;
  isDisabled?: boolean;
  'aria-label'?: string;
  labels?: Partial<CalendarMessages>;
  className?: string;
}

const iso = (date: CalendarDate) => date.toString();

/**
 * The month as a table of submit buttons, one per day, inside the caller's form: choosing a day
 * submits it. Unavailable days and days out of range are disabled; the month buttons are links
 * (`monthHref`) or submit buttons (`monthName`). Its enhancement (`data-enhance="calendar"`)
 * adds the arrow keys of react-aria's calendar.
 */
export function NativeCalendar<T extends DateValue>({
  value,
  defaultValue,
  focusedValue,
  defaultFocusedValue,
  minValue,
  maxValue,
  isDateUnavailable,
  isDisabled,
  'aria-label': ariaLabel,
  labels,
  className,
  name = 'date',
  monthHref,
  monthName = 'month',
}: NativeCalendarProps<T>) {
  const messages = useBuiltInMessages(calendarMessages, labels);
  const tag = localeTag(useLocale());
  const timeZone = getLocalTimeZone();
  const selected = value ?? defaultValue;
  const selectedDay = selected ? toCalendarDate(selected) : undefined;
  const shown = focusedValue ?? defaultFocusedValue ?? selected ?? today(timeZone);
  const month = startOfMonth(toCalendarDate(shown));
  const lastDay = endOfMonth(month);
  const min = minValue ? toCalendarDate(minValue) : undefined;
  const max = maxValue ? toCalendarDate(maxValue) : undefined;
  const todayDate = today(timeZone);

  const inUtc = { timeZone: 'UTC' } as const;
  const monthTitle = new Intl.DateTimeFormat(tag, {
    ...inUtc,
    month: 'long',
    year: 'numeric',
  }).format(month.toDate('UTC'));
  const dayLabel = new Intl.DateTimeFormat(tag, {
    ...inUtc,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const weekdayName = new Intl.DateTimeFormat(tag, { ...inUtc, weekday: 'narrow' });

  const firstShown = startOfWeek(month, tag);
  const weekdays = Array.from({ length: 7 }, (_, index) => firstShown.add({ days: index }));
  const weeks: CalendarDate[][] = [];
  for (let start = firstShown; start.compare(lastDay) <= 0; start = start.add({ weeks: 1 }))
    weeks.push(Array.from({ length: 7 }, (_, index) => start.add({ days: index })));

  const previousMonth = month.subtract({ months: 1 });
  const nextMonth = month.add({ months: 1 });
  const canGoBack = !isDisabled && (!min || endOfMonth(previousMonth).compare(min) >= 0);
  const canGoOn = !isDisabled && (!max || nextMonth.compare(max) <= 0);

  const nav = (direction: 'previous' | 'next', target: CalendarDate, enabled: boolean) => {
    const attributes = {
      className: field.groupButton,
      'aria-label': messages[direction],
      [calendarParts.nav]: direction,
    };
    const icon = <Icon name={direction === 'previous' ? 'chevron-left' : 'chevron-right'} />;
    if (!enabled)
      return (
        <button {...attributes} type="button" disabled data-disabled="true">
          {icon}
        </button>
      );
    if (monthHref)
      return (
        <a {...attributes} href={monthHref(target)}>
          {icon}
        </a>
      );
    return (
      <button {...attributes} type="submit" name={monthName} value={iso(target)} formNoValidate>
        {icon}
      </button>
    );
  };

  const title = ariaLabel ? `${ariaLabel}, ${monthTitle}` : monthTitle;
  return (
    <div
      className={cx(styles.calendar, className)}
      role="group"
      aria-label={title}
      data-enhance="calendar"
    >
      <div className={styles.header}>
        {nav('previous', previousMonth, canGoBack)}
        <h2 className={styles.heading}>{monthTitle}</h2>
        {nav('next', nextMonth, canGoOn)}
      </div>
      <table className={styles.grid} aria-label={title} cellPadding={0}>
        <thead aria-hidden="true">
          <tr>
            {weekdays.map((day) => (
              <th key={iso(day)} className={styles.headerCell}>
                {weekdayName.format(day.toDate('UTC'))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={iso(week[0]!)}>
              {week.map((day) => {
                // Days of the months around stay empty, as react-aria hides them.
                if (day.month !== month.month) return <td key={iso(day)} aria-hidden="true" />;
                const unavailable = isDateUnavailable?.(day) ?? false;
                const outOfRange =
                  (min !== undefined && day.compare(min) < 0) ||
                  (max !== undefined && day.compare(max) > 0);
                const isSelected = selectedDay !== undefined && isSameDay(day, selectedDay);
                const isToday = isSameDay(day, todayDate);
                const label = dayLabel.format(day.toDate('UTC'));
                return (
                  <td key={iso(day)}>
                    <button
                      type="submit"
                      name={name}
                      value={iso(day)}
                      disabled={isDisabled || unavailable || outOfRange || undefined}
                      aria-label={
                        isSelected ? fillTemplate(messages.selected, { date: label }) : label
                      }
                      aria-current={isToday ? 'date' : undefined}
                      className={cx(styles.cell, styles.dayButton, isToday && styles.today)}
                      data-selected={isSelected ? 'true' : undefined}
                      data-disabled={isDisabled || outOfRange ? 'true' : undefined}
                      data-unavailable={unavailable ? 'true' : undefined}
                      {...{ [calendarParts.day]: '' }}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
