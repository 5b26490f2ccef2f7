import type { ReactNode } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import type {
  NumberFieldProps as AriaNumberFieldProps,
  ValidationResult,
} from 'react-aria-components';
import { useBuiltInMessages } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import { numberFieldMessages } from './messages';
import type { NumberFieldMessages } from './messages';
import * as local from './NumberField.css';

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
 */
export function NumberField({
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
          className={cx(styles.groupButton, local.stepperButton)}
          aria-label={messages.decrement}
        >
          <Icon name="minus" />
        </Button>
        <Input className={cx(styles.groupInput, local.stepperInput)} />
        <Button
          slot="increment"
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
