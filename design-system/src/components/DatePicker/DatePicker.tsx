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
import { toCalendarDate } from '@internationalized/date';
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
  className?: string;
}

/**
 * A date field typed segment by segment in the locale's order (dd/mm/yyyy in Italian and French,
 * the English (GB) order in English), with a calendar popover. Values are @internationalized/date.
 * In native mode it is the browser's date input (min, max, required, submitted as YYYY-MM-DD).
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

/** The day of a date value as a date input writes it (YYYY-MM-DD). */
const day = (value: DateValue | null | undefined) =>
  value ? toCalendarDate(value).toString() : undefined;

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
}: DatePickerProps<T>) {
  const ids = useNativeFieldIds(id);
  const isInvalid = invalidFrom(invalidProp, errorMessage) ?? false;
  const state = stateAttributes({ isInvalid, isDisabled, isReadOnly, isRequired });
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
          type="date"
          id={ids.input}
          name={name}
          form={form}
          defaultValue={day(value ?? defaultValue) ?? ''}
          min={day(minValue)}
          max={day(maxValue)}
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
      />
    </div>
  );
}
