import type { ReactNode } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import type { NumberFieldProps as AriaNumberFieldProps, ValidationResult } from 'react-aria-components';
import { useBuiltInMessages } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import { fillTemplate } from '../private/template';
import { numberFieldMessages } from './messages';
import type { NumberFieldMessages } from './messages';
import * as local from './NumberField.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'style'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  /** Name used in the stepper buttons ("Increase {label}") when `label` is not plain text. */
  stepperName?: string;
  labels?: Partial<NumberFieldMessages>;
  errorLabels?: Partial<FieldErrorMessages>;
  className?: string;
}

/**
 * A number field with a stepper (quantity): type, arrow keys, Page Up/Down, Home/End at min/max,
 * or the - and + buttons, whose names are localized.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  stepperName,
  labels,
  errorLabels,
  className,
  isInvalid,
  minValue = 0,
  ...rest
}: NumberFieldProps) {
  const messages = useBuiltInMessages(numberFieldMessages, labels);
  const name = stepperName ?? (typeof label === 'string' ? label : '');
  const buttonName = (template: string) => fillTemplate(template, { label: name }).trim();
  return (
    <AriaNumberField
      {...rest}
      minValue={minValue}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={cx(styles.group, local.stepper)}>
        <Button slot="decrement" className={cx(styles.groupButton, local.stepperButton)} aria-label={buttonName(messages.decrement)}>
          <Icon name="minus" />
        </Button>
        <Input className={cx(styles.groupInput, local.stepperInput)} />
        <Button slot="increment" className={cx(styles.groupButton, local.stepperButton)} aria-label={buttonName(messages.increment)}>
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
