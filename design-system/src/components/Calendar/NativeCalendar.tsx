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
import { Fragment } from 'react';
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
  /**
   * Native mode: render every month from `minValue` to `maxValue` (at most 24), the focused one
   * shown and the others hidden, so that the enhancement pages between them without loading
   * another page; the month buttons still submit or link for a browser without JavaScript.
   */
  allMonths?: boolean;
}

/** The most months the native calendar renders at once (`allMonths`). */
const MAX_MONTHS = 24;

interface NativeCalendarProps<T extends DateValue> extends NativeCalendarOptions {
  value?: T | null;
  defaultValue?: T | null;
  focusedValue?: DateValue | null;
  defaultFocusedValue?: DateValue | null;
  minValue?: DateValue | null;
  maxValue?: DateValue | null;
  isDateUnavailable?: (date: DateValue) => boolean;
  isDisabled?: boolean;
  /** The keyboard focus goes to the chosen day once the enhancement runs. */
  autoFocus?: boolean;
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
  allMonths = false,
  autoFocus = false,
}: NativeCalendarProps<T>) {
  const messages = useBuiltInMessages(calendarMessages, labels);
  const tag = localeTag(useLocale());
  const timeZone = getLocalTimeZone();
  const selected = value ?? defaultValue;
  const selectedDay = selected ? toCalendarDate(selected) : undefined;
  const shown = focusedValue ?? defaultFocusedValue ?? selected ?? today(timeZone);
  const month = startOfMonth(toCalendarDate(shown));
  const min = minValue ? toCalendarDate(minValue) : undefined;
  const max = maxValue ? toCalendarDate(maxValue) : undefined;
  const todayDate = today(timeZone);

  const inUtc = { timeZone: 'UTC' } as const;
  const dayLabel = new Intl.DateTimeFormat(tag, {
    ...inUtc,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const weekdayName = new Intl.DateTimeFormat(tag, { ...inUtc, weekday: 'narrow' });

  const weekdays = Array.from({ length: 7 }, (_, index) =>
    startOfWeek(month, tag).add({ days: index }),
  );
  // Every month of the range (at most MAX_MONTHS), or only the one shown.
  const months: CalendarDate[] = [];
  if (allMonths && min && max && startOfMonth(max).compare(startOfMonth(min)) >= 0) {
    for (
      let each = startOfMonth(min);
      each.compare(max) <= 0 && months.length < MAX_MONTHS;
      each = each.add({ months: 1 })
    )
      months.push(each);
  }
  if (!months.some((each) => each.compare(month) === 0)) months.splice(0, months.length, month);

  const titleOf = (first: CalendarDate) =>
    new Intl.DateTimeFormat(tag, { ...inUtc, month: 'long', year: 'numeric' }).format(
      first.toDate('UTC'),
    );

  const nav = (direction: 'previous' | 'next', target: CalendarDate, enabled: boolean) => {
    const attributes = {
      className: field.groupButton,
      'aria-label': messages[direction],
      [calendarParts.nav]: direction,
      [calendarParts.target]: iso(target).slice(0, 7),
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

  const labelOf = (first: CalendarDate) =>
    ariaLabel ? `${ariaLabel}, ${titleOf(first)}` : titleOf(first);

  const monthView = (first: CalendarDate) => {
    const lastDay = endOfMonth(first);
    const weeks: CalendarDate[][] = [];
    for (
      let start = startOfWeek(first, tag);
      start.compare(lastDay) <= 0;
      start = start.add({ weeks: 1 })
    )
      weeks.push(Array.from({ length: 7 }, (_, index) => start.add({ days: index })));
    const previousMonth = first.subtract({ months: 1 });
    const nextMonth = first.add({ months: 1 });
    const canGoBack = !isDisabled && (!min || endOfMonth(previousMonth).compare(min) >= 0);
    const canGoOn = !isDisabled && (!max || nextMonth.compare(max) <= 0);
    const header = (
      <div className={styles.header}>
        {nav('previous', previousMonth, canGoBack)}
        <h2 className={styles.heading}>{titleOf(first)}</h2>
        {nav('next', nextMonth, canGoOn)}
      </div>
    );
    const table = (
      <table className={styles.grid} aria-label={labelOf(first)} cellPadding={0}>
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
                if (day.month !== first.month) return <td key={iso(day)} aria-hidden="true" />;
                const unavailable = isDateUnavailable?.(day) ?? false;
                const outOfRange =
                  (min !== undefined && day.compare(min) < 0) ||
                  (max !== undefined && day.compare(max) > 0);
                const isSelected = selectedDay !== undefined && isSameDay(day, selectedDay);
                const isToday = isSameDay(day, todayDate);
                const label = dayLabel.format(day.toDate('UTC'));
                const disabled = isDisabled || unavailable || outOfRange;
                return (
                  <td key={iso(day)}>
                    <button
                      type="submit"
                      name={name}
                      value={iso(day)}
                      disabled={disabled || undefined}
                      aria-disabled={disabled || undefined}
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
    );
    if (months.length === 1)
      return (
        <Fragment key={iso(first)}>
          {header}
          {table}
        </Fragment>
      );
    return (
      <div
        key={iso(first)}
        className={styles.month}
        hidden={first.compare(month) !== 0}
        {...{ [calendarParts.month]: iso(first).slice(0, 7) }}
      >
        {header}
        {table}
      </div>
    );
  };

  return (
    <div
      className={cx(styles.calendar, className)}
      role="group"
      aria-label={labelOf(month)}
      data-enhance="calendar"
      // Enhanced as the page opens, not when it comes into view: it takes the focus.
      {...(autoFocus ? { [calendarParts.autoFocus]: '', 'data-enhance-eager': '' } : {})}
    >
      {months.map(monthView)}
    </div>
  );
}
