import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import type { CalendarProps as AriaCalendarProps, DateValue } from 'react-aria-components';
import { useBuiltInMessages, useInteractive } from '../../provider';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as field from '../private/field.css';
import * as styles from './Calendar.css';
import { calendarMessages } from './messages';
import { NativeCalendar } from './NativeCalendar';
import type { NativeCalendarOptions } from './NativeCalendar';
import type { CalendarMessages } from './messages';

export interface CalendarProps<T extends DateValue>
  extends Omit<AriaCalendarProps<T>, 'children' | 'className' | 'style'>, NativeCalendarOptions {
  labels?: Partial<CalendarMessages>;
  className?: string;
}

/**
 * A month calendar in the provider's locale (first weekday, month names): arrow keys move by day
 * and week, Page Up/Down by month, Home/End to the week's ends; unavailable days are struck through.
 * In native mode the days are submit buttons of the caller's form (see NativeCalendar).
 */
export function Calendar<T extends DateValue>(props: CalendarProps<T>) {
  const interactive = useInteractive();
  return interactive ? <AriaCalendarWithParts {...props} /> : <NativeCalendar {...props} />;
}

function AriaCalendarWithParts<T extends DateValue>({
  labels,
  className,
  name: _name,
  monthHref: _monthHref,
  monthName: _monthName,
  allMonths: _allMonths,
  ...rest
}: CalendarProps<T>) {
  const messages = useBuiltInMessages(calendarMessages, labels);
  return (
    <AriaCalendar {...rest} className={cx(styles.calendar, className)}>
      <div className={styles.header}>
        <Button slot="previous" className={field.groupButton} aria-label={messages.previous}>
          <Icon name="chevron-left" />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={field.groupButton} aria-label={messages.next}>
          <Icon name="chevron-right" />
        </Button>
      </div>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={({ isToday }) => cx(styles.cell, isToday && styles.today)}
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
