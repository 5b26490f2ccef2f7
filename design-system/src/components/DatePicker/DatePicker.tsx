import type { ReactNode } from 'react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import type {
  DatePickerProps as AriaDatePickerProps,
  DateValue,
  ValidationResult,
} from 'react-aria-components';
import { useBuiltInMessages, useThemeClassName } from '../../provider';
import { Calendar, calendarMessages } from '../Calendar';
import type { CalendarMessages } from '../Calendar';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';

export interface DatePickerProps<T extends DateValue> extends Omit<
  AriaDatePickerProps<T>,
  'children' | 'className' | 'style'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  labels?: Partial<CalendarMessages>;
  errorLabels?: Partial<FieldErrorMessages>;
  className?: string;
}

/**
 * A date field typed segment by segment in the locale's order (dd/mm/yyyy in Italian and French,
 * the English (GB) order in English), with a calendar popover. Values are @internationalized/date.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  labels,
  errorLabels,
  className,
  isInvalid,
  ...rest
}: DatePickerProps<T>) {
  const messages = useBuiltInMessages(calendarMessages, labels);
  const themeClassName = useThemeClassName();
  const invalid = invalidFrom(isInvalid, errorMessage);
  return (
    <AriaDatePicker {...rest} isInvalid={invalid} className={cx(styles.field, className)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput className={styles.segments}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.groupButton} aria-label={messages.openCalendar}>
          <Icon name="calendar" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError errorMessage={errorMessage} labels={errorLabels} />
      <Popover className={cx(styles.popover, themeClassName)}>
        <Dialog>
          <Calendar labels={labels} />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
