import type { ReactNode } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import type {
  NumberFieldProps as AriaNumberFieldProps,
  ValidationResult,
} from 'react-aria-components';
import { useBuiltInMessages, useInteractive } from '../../provider';
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
import { numberFieldMessages } from './messages';
import type { NumberFieldMessages } from './messages';
import * as local from './NumberField.css';
import { numberParts } from './parts';

export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  'children' | 'className' | 'style'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  labels?: Partial<NumberFieldMessages>;
  errorLabels?: Partial<FieldErrorMessages>;
  className?: string;
}

/**
 * A number field with a stepper (quantity): type, arrow keys, Page Up/Down, Home/End at min/max,
 * or the - and + buttons, named by a localized verb followed by the field's label ("Increase Tickets").
 * In native mode it is a native number input (min, max, step, validated by the browser) and the
 * buttons stay hidden until its enhancement (`data-enhance="number-field"`) runs.
 */
export function NumberField(props: NumberFieldProps) {
  const interactive = useInteractive();
  return interactive ? <AriaNumberFieldWithParts {...props} /> : <NativeNumberField {...props} />;
}

function AriaNumberFieldWithParts({
  label,
  description,
  errorMessage,
  labels,
  errorLabels,
  className,
  isInvalid,
  minValue = 0,
  ...rest
}: NumberFieldProps) {
  const messages = useBuiltInMessages(numberFieldMessages, labels);
  return (
    <AriaNumberField
      {...rest}
      minValue={minValue}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={cx(styles.group, local.stepper)}>
        <Button
          slot="decrement"
          {...{ [numberParts.decrement]: '' }}
          className={cx(styles.groupButton, local.stepperButton)}
          aria-label={messages.decrement}
        >
          <Icon name="minus" />
        </Button>
        <Input className={cx(styles.groupInput, local.stepperInput, local.nativeNumber)} />
        <Button
          slot="increment"
          {...{ [numberParts.increment]: '' }}
          className={cx(styles.groupButton, local.stepperButton)}
          aria-label={messages.increment}
        >
          <Icon name="plus" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError
        errorMessage={errorMessage}
        labels={errorLabels}
        limits={{ min: minValue, max: rest.maxValue }}
      />
    </AriaNumberField>
  );
}

function NativeNumberField({
  label,
  description,
  errorMessage,
  labels,
  errorLabels,
  className,
  isInvalid: invalidProp,
  minValue = 0,
  maxValue,
  step,
  id,
  name,
  value,
  defaultValue,
  isRequired,
  isDisabled,
  isReadOnly,
  form,
}: NumberFieldProps) {
  const messages = useBuiltInMessages(numberFieldMessages, labels);
  const ids = useNativeFieldIds(id);
  const isInvalid = invalidFrom(invalidProp, errorMessage) ?? false;
  const state = stateAttributes({ isInvalid, isDisabled, isReadOnly, isRequired });
  const current = value ?? defaultValue;
  const stepButton = (direction: 'decrement' | 'increment') => {
    const buttonId = `${ids.input}-${direction}`;
    return (
      // Hidden until the enhancement makes it step the input; arrow keys step it natively.
      <button
        id={buttonId}
        type="button"
        tabIndex={-1}
        hidden
        disabled={isDisabled || isReadOnly || undefined}
        aria-label={messages[direction]}
        aria-labelledby={`${buttonId} ${ids.label}`}
        aria-controls={ids.input}
        slot={direction}
        className={cx(styles.groupButton, local.stepperButton)}
        {...{ [numberParts[direction]]: '' }}
      >
        <Icon name={direction === 'decrement' ? 'minus' : 'plus'} />
      </button>
    );
  };
  return (
    <div className={cx(styles.field, className)} {...state} data-enhance="number-field">
      <NativeLabel ids={ids} isRequired={isRequired}>
        {label}
      </NativeLabel>
      <div
        role="group"
        aria-disabled={isDisabled || undefined}
        className={cx(styles.group, local.stepper)}
        data-disabled={state['data-disabled']}
        data-invalid={state['data-invalid']}
      >
        {stepButton('decrement')}
        <input
          id={ids.input}
          type="number"
          name={name}
          form={form}
          min={minValue}
          max={maxValue}
          step={step}
          defaultValue={current === undefined || Number.isNaN(current) ? '' : current}
          required={isRequired || undefined}
          disabled={isDisabled || undefined}
          readOnly={isReadOnly || undefined}
          autoComplete="off"
          aria-disabled={isDisabled || undefined}
          aria-invalid={isInvalid || undefined}
          aria-labelledby={ids.label}
          aria-describedby={describedBy(ids, {
            description: hasContent(description),
            error: isInvalid,
          })}
          className={cx(styles.groupInput, local.stepperInput, local.nativeNumber)}
          data-disabled={state['data-disabled']}
          data-invalid={state['data-invalid']}
        />
        {stepButton('increment')}
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
