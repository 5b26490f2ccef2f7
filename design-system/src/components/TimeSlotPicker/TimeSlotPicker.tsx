import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import type { RadioGroupProps, ValidationResult } from 'react-aria-components';
import { formatTime } from '../../format';
import { useBuiltInMessages, useInteractive } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { cx } from '../private/cx';
import * as field from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import { fillTemplate } from '../private/template';
import { NativeRadio, NativeRadioGroup } from '../RadioGroup/RadioGroup';
import { timeSlotPickerMessages } from './messages';
import { timeSlotParts } from './parts';
import { availabilityText } from './availability';
import type { TimeSlot } from './availability';
import type { TimeSlotPickerMessages } from './messages';
import * as styles from './TimeSlotPicker.css';

export { availabilityText, slotAvailabilities } from './availability';
export type { SlotAvailability, TimeSlot } from './availability';

export interface TimeSlotPickerProps extends Omit<
  RadioGroupProps,
  'children' | 'className' | 'style' | 'orientation'
> {
  label: ReactNode;
  slots: ReadonlyArray<TimeSlot>;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  labels?: Partial<TimeSlotPickerMessages>;
  errorLabels?: Partial<FieldErrorMessages>;
  className?: string;
}

const clock = (value: string): string =>
  /^\d{1,2}:\d{2}$/.test(value) ? value.padStart(5, '0') : formatTime(value);

/**
 * Time slots of a date as a radio group: arrow keys move between bookable slots, full slots are
 * disabled, queue slots are selectable and say that the visitor will join the waiting queue.
 * Each state is told by text and by a marker, never by colour alone. In native mode the same
 * markup around native radio inputs, submitted with the caller's form.
 */
export function TimeSlotPicker({
  label,
  slots,
  description,
  errorMessage,
  labels,
  errorLabels,
  className,
  isInvalid,
  ...rest
}: TimeSlotPickerProps) {
  const messages = useBuiltInMessages(timeSlotPickerMessages, labels);
  const interactive = useInteractive();
  const SlotRadio = interactive ? Radio : NativeRadio;
  const choices =
    slots.length === 0 ? (
      <p className={field.description}>{messages.empty}</p>
    ) : (
      <div className={styles.slots}>
        {slots.map((slot) => {
          const start = clock(slot.start);
          const time = slot.end
            ? fillTemplate(messages.range, { start, end: clock(slot.end) })
            : start;
          return (
            <SlotRadio
              key={slot.id}
              value={slot.id}
              isDisabled={rest.isDisabled || slot.availability === 'full'}
              className={styles.slot}
              data-availability={slot.availability}
            >
              <span className={styles.time}>{time}</span>
              <span className={styles.status} {...{ [timeSlotParts.status]: '' }}>
                <span className={styles.dot} aria-hidden="true" />
                {availabilityText(slot, messages)}
              </span>
              {/* Always there, shown for a queue time: a page's script can switch it (dom.ts). */}
              <span
                className={styles.hint}
                hidden={slot.availability !== 'queue'}
                {...{ [timeSlotParts.hint]: '' }}
              >
                {messages.queueHint}
              </span>
            </SlotRadio>
          );
        })}
      </div>
    );
  if (!interactive)
    return (
      <NativeRadioGroup
        {...rest}
        label={label}
        description={description}
        errorMessage={errorMessage}
        errorLabels={errorLabels}
        isInvalid={isInvalid}
        className={className}
        optionsClassName={null}
      >
        {choices}
      </NativeRadioGroup>
    );
  return (
    <RadioGroup
      {...rest}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(field.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      {choices}
      <FieldError errorMessage={errorMessage} labels={errorLabels} />
    </RadioGroup>
  );
}
