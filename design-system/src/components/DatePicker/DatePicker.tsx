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
import { toCalendarDate, toCalendarDateTime } from '@internationalized/date';
import { useBuiltInMessages, useInteractive, useThemeClassName } from '../../provider';
import { Calendar, calendarMessages } from '../Calendar';
import type { CalendarMessages } from '../Calendar';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import {
  NativeDescription,
  NativeFieldError,
  NativeLabel,
  describedBy,
  hasContent,
  stateAttributes,
  useNativeFieldIds,
} from '../private/NativeField';

export interface DatePickerProps<T extends DateValue> extends Omit<
  AriaDatePickerProps<T>,
  'children' | 'className' | 'style'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  labels?: Partial<CalendarMessages>;
  errorLabels?: Partial<FieldErrorMessages>;
  /** Keeps the error line's height while the field is valid (forms that check a field on leaving it). */
  reserveErrorSpace?: boolean;
  className?: string;
}

/**
 * A date field typed segment by segment in the locale's order (dd/mm/yyyy in Italian and French,
 * the English (GB) order in English), with a calendar popover. Values are @internationalized/date.
 * In native mode it is the browser's date input (min, max, required, submitted as YYYY-MM-DD), or,
 * with a time (`granularity` hour, minute or second), its date and time input (submitted as the
 * wall-clock YYYY-MM-DDThh:mm, with :ss for seconds).
 */
export function DatePicker<T extends DateValue>(props: DatePickerProps<T>) {
  const interactive = useInteractive();
  return interactive ? <AriaDatePickerWithParts {...props} /> : <NativeDatePicker {...props} />;
}

function AriaDatePickerWithParts<T extends DateValue>({
  label,
  description,
  errorMessage,
  labels,
  errorLabels,
  className,
  isInvalid,
  reserveErrorSpace,
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
      <FieldError
        errorMessage={errorMessage}
        labels={errorLabels}
        reserveSpace={reserveErrorSpace}
      />
      <Popover className={cx(styles.popover, themeClassName)}>
        <Dialog>
          <Calendar labels={labels} />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/** The day of a date value as a date input writes it (YYYY-MM-DD). */
const day = (value: DateValue | null | undefined) =>
  value ? toCalendarDate(value).toString() : undefined;

/**
 * A date value as a date and time input writes it: the wall-clock YYYY-MM-DDThh:mm, with the
 * seconds for a granularity of seconds.
 */
const dateTime = (value: DateValue | null | undefined, withSeconds: boolean) =>
  value
    ? toCalendarDateTime(value)
        .toString()
        .slice(0, withSeconds ? 19 : 16)
    : undefined;

function NativeDatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  errorLabels,
  className,
  isInvalid: invalidProp,
  id,
  name,
  form,
  value,
  defaultValue,
  minValue,
  maxValue,
  isRequired,
  isDisabled,
  isReadOnly,
  autoComplete,
  granularity,
  reserveErrorSpace,
}: DatePickerProps<T>) {
  const ids = useNativeFieldIds(id);
  const isInvalid = invalidFrom(invalidProp, errorMessage) ?? false;
  const state = stateAttributes({ isInvalid, isDisabled, isReadOnly, isRequired });
  // A time too (a granularity finer than the day, or a value that has one, as react-aria reads it).
  const timed =
    granularity === 'hour' ||
    granularity === 'minute' ||
    granularity === 'second' ||
    (granularity === undefined && 'hour' in (value ?? defaultValue ?? {}));
  const format = timed
    ? (date: DateValue | null | undefined) => dateTime(date, granularity === 'second')
    : day;
  return (
    <div className={cx(styles.field, className)} {...state}>
      <NativeLabel ids={ids} isRequired={isRequired}>
        {label}
      </NativeLabel>
      <div
        className={styles.group}
        data-invalid={state['data-invalid']}
        data-disabled={state['data-disabled']}
      >
        <input
          type={timed ? 'datetime-local' : 'date'}
          id={ids.input}
          name={name}
          form={form}
          defaultValue={format(value ?? defaultValue) ?? ''}
          min={format(minValue)}
          max={format(maxValue)}
          // In seconds; the browser's own step is a minute.
          step={
            timed
              ? granularity === 'hour'
                ? 3600
                : granularity === 'second'
                  ? 1
                  : undefined
              : undefined
          }
          required={isRequired || undefined}
          disabled={isDisabled || undefined}
          readOnly={isReadOnly || undefined}
          autoComplete={autoComplete}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy(ids, {
            description: hasContent(description),
            error: isInvalid,
          })}
          className={cx(styles.groupInput, styles.dateInput)}
        />
      </div>
      <NativeDescription ids={ids}>{description}</NativeDescription>
      <NativeFieldError
        ids={ids}
        isInvalid={isInvalid}
        errorMessage={typeof errorMessage === 'string' ? errorMessage : undefined}
        labels={errorLabels}
        reserveSpace={reserveErrorSpace}
      />
    </div>
  );
}
